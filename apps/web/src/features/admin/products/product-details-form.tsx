import { productKinds, productStatuses } from '@reelhouse/contracts/shop-products';
import type { AdminProduct, ProductCreate } from '@reelhouse/contracts/shop-admin';
import { Save, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FieldFrame, TextAreaField, TextField } from '../../../shared/forms/text-field';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { useContentLanguage } from '../../../shared/i18n/content-language';
import { useCreateProduct, useShopTerms, useUpdateProduct } from '../api/products-queries';
import { ChoiceGroup } from '../components/choice-group';
import { LanguageTabs } from '../components/language-tabs';
import { useToast } from '../components/toasts';
import { TitlePicker } from '../curation/title-picker';
import {
  gstSlabs,
  newProductSchema,
  newProductValues,
  productChangeSchema,
  productValues,
  type ProductFormValues,
} from './product-form';

/**
 * A product's texts in every language, prices and tax, shipping or download terms, and where it
 * is listed. A new product is saved with one variant (its stock); its page then takes more
 * variants and its pictures.
 */
export function ProductDetailsForm({ product }: { product: AdminProduct | null }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const navigate = useNavigate();
  const lang = useContentLanguage();
  const terms = useShopTerms(lang);
  const create = useCreateProduct();
  const update = useUpdateProduct(product?.slug ?? '');
  const saving = create.isPending || update.isPending;
  const form = useZodForm(product ? productChangeSchema : newProductSchema, {
    defaultValues: product ? productValues(product) : newProductValues(),
    errorText: (key) => t([key.replace('fieldErrors.', 'products.errors.'), key, 'fieldErrors.invalid']),
  });
  const values = form.watch() as ProductFormValues;
  const onError = (error: unknown) => {
    if (!form.showServerProblems(error)) toast.error(t('editor.failed'));
  };

  const onSubmit = form.handleSubmit((input) => {
    if (!product)
      create.mutate(input as ProductCreate, {
        onSuccess: (created) => {
          toast.success(t('products.created'));
          void navigate(`/admin/products/${created.slug}`, { replace: true });
        },
        onError,
      });
    else
      update.mutate(input, {
        onSuccess: (saved) => {
          form.reset(productValues(saved));
          toast.success(t('editor.saved'));
        },
        onError,
      });
  });

  return (
    <form className="title-form" onSubmit={onSubmit} noValidate>
      <section className="admin-card" aria-labelledby="product-texts">
        <h2 id="product-texts">{t('products.texts')}</h2>
        <LanguageTabs
          idPrefix="product"
          label={t('products.texts')}
          missing={(code) => !values.translations[code].name.trim()}
          wrong={(code) => Boolean(form.formState.errors.translations?.[code])}
        >
          {({ lang: code, dir, htmlLang }) => (
            <>
              <TextField
                id={`product-${code}-name`}
                label={t('products.fields.name')}
                dir={dir}
                lang={htmlLang}
                maxLength={200}
                {...form.field(`translations.${code}.name`)}
              />
              <TextAreaField
                id={`product-${code}-short`}
                label={t('products.fields.shortDescription')}
                dir={dir}
                lang={htmlLang}
                rows={2}
                maxLength={500}
                wrapperClassName="mt-3"
                {...form.field(`translations.${code}.shortDescription`)}
              />
              <TextAreaField
                id={`product-${code}-description`}
                label={t('products.fields.description')}
                dir={dir}
                lang={htmlLang}
                rows={6}
                maxLength={10_000}
                wrapperClassName="mt-3"
                {...form.field(`translations.${code}.description`)}
              />
            </>
          )}
        </LanguageTabs>
      </section>

      <section className="admin-card" aria-labelledby="product-terms">
        <h2 id="product-terms">{t('products.terms')}</h2>
        <div className="title-fields">
          {!product && (
            <TextField
              id="product-slug"
              label={t('products.fields.slug')}
              hint={t('products.slugHint')}
              dir="ltr"
              maxLength={120}
              {...form.field('slug')}
            />
          )}
          <TextField
            id="product-sku"
            label={t('products.fields.sku')}
            dir="ltr"
            maxLength={64}
            {...form.field('sku')}
          />
          <FieldFrame id="product-status" label={t('products.fields.status')} error={form.errorOf('status')}>
            {(control) => (
              <select className="form-select" {...control} {...form.register('status')}>
                {productStatuses.map((status) => (
                  <option key={status} value={status}>
                    {t(`products.status.${status}`)}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
          <FieldFrame id="product-kind" label={t('products.fields.kind')} error={form.errorOf('kind')}>
            {(control) => (
              <select className="form-select" {...control} {...form.register('kind')}>
                {productKinds.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`products.kind.${kind}`)}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
          <TextField
            id="product-price"
            label={t('products.fields.price')}
            inputMode="decimal"
            dir="ltr"
            {...form.field('pricePaise')}
          />
          <TextField
            id="product-sale"
            label={t('products.fields.salePrice')}
            hint={t('products.salePriceHint')}
            inputMode="decimal"
            dir="ltr"
            {...form.field('salePricePaise')}
          />
          <FieldFrame id="product-gst" label={t('products.fields.gst')} error={form.errorOf('gstBasisPoints')}>
            {(control) => (
              <select className="form-select" {...control} {...form.register('gstBasisPoints')}>
                {gstSlabs.map((slab) => (
                  <option key={slab} value={slab}>{`${Number(slab) / 100}%`}</option>
                ))}
              </select>
            )}
          </FieldFrame>
          {!product && values.kind === 'physical' && (
            <TextField
              id="product-stock"
              label={t('products.fields.stock')}
              inputMode="numeric"
              dir="ltr"
              {...form.field('variants.0.stockQuantity')}
            />
          )}
          {values.kind === 'physical' ? (
            <>
              <TextField
                id="product-weight"
                label={t('products.fields.weight')}
                inputMode="numeric"
                dir="ltr"
                {...form.field('weightGrams')}
              />
              {(['length', 'width', 'height'] as const).map((side) => (
                <TextField
                  key={side}
                  id={`product-${side}`}
                  label={t(`products.fields.${side}`)}
                  inputMode="numeric"
                  dir="ltr"
                  {...form.field(`dimensionsMm.${side}`)}
                />
              ))}
            </>
          ) : (
            <>
              <TextField
                id="product-download-limit"
                label={t('products.fields.downloadLimit')}
                hint={t('products.blankUnlimited')}
                inputMode="numeric"
                dir="ltr"
                {...form.field('downloadLimit')}
              />
              <TextField
                id="product-download-days"
                label={t('products.fields.downloadExpiryDays')}
                hint={t('products.blankForever')}
                inputMode="numeric"
                dir="ltr"
                {...form.field('downloadExpiryDays')}
              />
            </>
          )}
        </div>
      </section>

      <section className="admin-card" aria-labelledby="product-listing">
        <h2 id="product-listing">{t('products.listing')}</h2>
        <ChoiceGroup
          legend={t('products.fields.categories')}
          choices={(terms.categories ?? []).map((term) => [term.slug, term.name])}
          registration={form.register('categories')}
          error={form.errorOf('categories')}
        />
        <ChoiceGroup
          legend={t('products.fields.tags')}
          choices={(terms.tags ?? []).map((term) => [term.slug, term.name])}
          registration={form.register('tags')}
          error={form.errorOf('tags')}
        />
        <h3 className="product-subheading">{t('products.fields.titles')}</h3>
        {values.titles.length === 0 ? (
          <p className="text-muted-rh">{t('products.noTitles')}</p>
        ) : (
          <ul className="product-chips">
            {values.titles.map((slug) => (
              <li key={slug}>
                <bdi dir="ltr">{slug}</bdi>
                <button
                  type="button"
                  className="btn btn-sm btn-link"
                  aria-label={t('products.removeTitle', { title: slug })}
                  onClick={() =>
                    form.setValue(
                      'titles',
                      values.titles.filter((other) => other !== slug),
                      { shouldDirty: true },
                    )
                  }
                >
                  <X aria-hidden size={14} />
                </button>
              </li>
            ))}
          </ul>
        )}
        <TitlePicker
          chosen={values.titles}
          onPick={(title) => form.setValue('titles', [...values.titles, title.slug], { shouldDirty: true })}
        />
      </section>

      <div className="title-form__actions">
        {form.formState.isDirty && !saving && <span className="title-form__unsaved">{t('editor.unsaved')}</span>}
        <button type="submit" className="btn btn-accent" disabled={saving}>
          <Save aria-hidden size={16} />
          {saving ? t('editor.saving') : product ? t('editor.save') : t('products.create')}
        </button>
      </div>
    </form>
  );
}

import type { AdminProduct, AdminVariant, VariantInput } from '@reelhouse/contracts/shop-admin';
import { Plus, Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CheckField, TextField } from '../../../shared/forms/text-field';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { useAddVariant, useUpdateVariant } from '../api/products-queries';
import { useToast } from '../components/toasts';
import { blankVariant, newVariantSchema, variantChangeSchema, variantValues } from './variant-form';

/**
 * A product's variants (sizes, colours), each with its own prices and stock, saved one at a time;
 * and a form for another. Blank prices are the product's; blank stock is not counted.
 */
export function ProductVariants({ product }: { product: AdminProduct }) {
  const { t } = useTranslation('admin');
  return (
    <section className="admin-card" aria-labelledby="product-variants">
      <h2 id="product-variants">{t('products.variants')}</h2>
      <p className="text-muted-rh">{t('products.variantsHint')}</p>
      <ul className="variant-list">
        {product.variants.map((variant) => (
          <li key={variant.id}>
            <VariantRow slug={product.slug} variant={variant} />
          </li>
        ))}
      </ul>
      <NewVariant slug={product.slug} />
    </section>
  );
}

function VariantRow({ slug, variant }: { slug: string; variant: AdminVariant }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const update = useUpdateVariant(slug);
  const form = useZodForm(variantChangeSchema, {
    defaultValues: variantValues(variant),
    errorText: (key) => t([key.replace('fieldErrors.', 'products.errors.'), key, 'fieldErrors.invalid']),
  });
  const onSubmit = form.handleSubmit((change) =>
    update.mutate(
      { id: variant.id, change },
      {
        onSuccess: (saved) => {
          form.reset(variantValues(saved));
          toast.success(t('products.variantSaved', { sku: saved.sku }));
        },
        onError: (error) => {
          if (!form.showServerProblems(error)) toast.error(t('editor.failed'));
        },
      },
    ),
  );
  const id = `variant-${variant.id}`;
  return (
    <form className="variant-row" onSubmit={onSubmit} noValidate aria-label={variant.sku}>
      <p className="variant-row__sku">
        <bdi dir="ltr">{variant.sku}</bdi>
      </p>
      <VariantFields id={id} form={form} />
      <button type="submit" className="btn btn-sm btn-outline-light" disabled={update.isPending}>
        <Save aria-hidden size={14} />
        {t('products.saveVariant')}
      </button>
    </form>
  );
}

function NewVariant({ slug }: { slug: string }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const add = useAddVariant(slug);
  const form = useZodForm(newVariantSchema, {
    defaultValues: blankVariant,
    errorText: (key) => t([key.replace('fieldErrors.', 'products.errors.'), key, 'fieldErrors.invalid']),
  });
  const onSubmit = form.handleSubmit((variant) =>
    add.mutate(variant as VariantInput, {
      onSuccess: () => {
        form.reset(blankVariant);
        toast.success(t('products.variantAdded'));
      },
      onError: (error) => {
        if (!form.showServerProblems(error)) toast.error(t('editor.failed'));
      },
    }),
  );
  return (
    <form className="variant-row variant-row--new" onSubmit={onSubmit} noValidate aria-labelledby="variant-new">
      <h3 id="variant-new" className="variant-row__sku">
        {t('products.newVariant')}
      </h3>
      <TextField id="variant-new-sku" label={t('products.fields.sku')} dir="ltr" {...form.field('sku')} />
      <VariantFields id="variant-new" form={form} />
      <button type="submit" className="btn btn-sm btn-accent" disabled={add.isPending}>
        <Plus aria-hidden size={14} />
        {t('products.addVariant')}
      </button>
    </form>
  );
}

type VariantFieldForm = Pick<
  ReturnType<typeof useZodForm<typeof variantChangeSchema>>,
  'field' | 'register' | 'errorOf'
>;

/** The fields an existing and a new variant share. */
function VariantFields({ id, form }: { id: string; form: VariantFieldForm }) {
  const { t } = useTranslation('admin');
  return (
    <div className="variant-row__fields">
      <TextField id={`${id}-size`} label={t('products.fields.size')} maxLength={20} {...form.field('size')} />
      <TextField id={`${id}-colour`} label={t('products.fields.colour')} maxLength={30} {...form.field('colour')} />
      <TextField
        id={`${id}-price`}
        label={t('products.fields.price')}
        inputMode="decimal"
        dir="ltr"
        {...form.field('pricePaise')}
      />
      <TextField
        id={`${id}-sale`}
        label={t('products.fields.salePrice')}
        inputMode="decimal"
        dir="ltr"
        {...form.field('salePricePaise')}
      />
      <TextField
        id={`${id}-stock`}
        label={t('products.fields.stock')}
        inputMode="numeric"
        dir="ltr"
        {...form.field('stockQuantity')}
      />
      <TextField
        id={`${id}-low`}
        label={t('products.fields.lowStockThreshold')}
        inputMode="numeric"
        dir="ltr"
        {...form.field('lowStockThreshold')}
      />
      <CheckField
        id={`${id}-backorders`}
        label={t('products.fields.backorders')}
        error={form.errorOf('backorders')}
        {...form.register('backorders')}
      />
    </div>
  );
}

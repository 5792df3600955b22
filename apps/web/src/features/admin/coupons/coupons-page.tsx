import type { AdminCoupon } from '@reelhouse/contracts/shop-admin';
import { couponKinds } from '@reelhouse/contracts/shop-products';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame, TextField } from '../../../shared/forms/text-field';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { useMoney } from '../../../shared/format/use-money';
import { useContentLanguage } from '../../../shared/i18n/content-language';
import { LoadError } from '../../../shared/ui/load-error';
import { useCoupons, useDeleteCoupon, useSaveCoupon, useShopTerms } from '../api/products-queries';
import { ChoiceGroup } from '../components/choice-group';
import { FigureTable } from '../components/figure-table';
import { FormDialog } from '../components/form-dialog';
import { ConfirmDelete } from '../components/confirm-delete';
import { RowActions } from '../components/row-actions';
import { useFormOutcome } from '../components/use-form-outcome';
import { useConsoleDates } from '../components/use-console-dates';
import { AdminPage } from '../layout/admin-page';
import { ShopTabs } from '../products/shop-tabs';
import { blankCoupon, couponFormSchema, couponValues, type CouponFormValues } from './coupon-form';

/** `/admin/coupons`: every coupon with its terms and use so far; added, changed and deleted in dialogs. */
export function CouponsPage() {
  const { t } = useTranslation('admin');
  const coupons = useCoupons();
  const money = useMoney();
  const dates = useConsoleDates();
  const remove = useDeleteCoupon();
  const [editing, setEditing] = useState<AdminCoupon | 'new' | null>(null);
  const [removing, setRemoving] = useState<AdminCoupon | null>(null);
  if (coupons.isError) return <LoadError onRetry={() => void coupons.refetch()} />;
  const worth = (coupon: AdminCoupon) =>
    coupon.kind === 'percent'
      ? t('coupons.percentOff', { percent: coupon.amount })
      : t(`coupons.off.${coupon.kind}`, { amount: money(coupon.amount) });

  return (
    <AdminPage
      title={t('products.tabs.coupons')}
      crumbs={[{ label: t('nav.products'), to: '/admin/products' }]}
      actions={
        <button type="button" className="btn btn-accent" onClick={() => setEditing('new')}>
          <Plus aria-hidden size={16} /> {t('coupons.add')}
        </button>
      }
    >
      <ShopTabs />
      {coupons.isPending ? (
        <p className="text-muted-rh">{t('table.loading')}</p>
      ) : (
        <FigureTable
          caption={t('products.tabs.coupons')}
          empty={t('coupons.none')}
          rows={coupons.data.items}
          rowKey={(coupon) => String(coupon.id)}
          columns={[
            { header: t('coupons.fields.code'), cell: (coupon) => <code dir="ltr">{coupon.code}</code> },
            { header: t('coupons.columns.worth'), cell: worth },
            {
              header: t('coupons.fields.minimumSpend'),
              cell: (coupon) => (coupon.minimumSpendPaise ? money(coupon.minimumSpendPaise) : '—'),
            },
            {
              header: t('coupons.columns.used'),
              cell: (coupon) =>
                coupon.usageLimit === null
                  ? coupon.usedCount
                  : t('coupons.usedOf', { used: coupon.usedCount, limit: coupon.usageLimit }),
            },
            {
              header: t('coupons.fields.expiresAt'),
              cell: (coupon) =>
                coupon.expiresAt ? dates.moment.format(new Date(coupon.expiresAt)) : t('coupons.never'),
            },
            {
              header: t('coupons.columns.actions'),
              cell: (coupon) => (
                <RowActions
                  edit={{ label: t('coupons.edit', { code: coupon.code }), onClick: () => setEditing(coupon) }}
                  remove={{ label: t('coupons.delete', { code: coupon.code }), onClick: () => setRemoving(coupon) }}
                />
              ),
            },
          ]}
        />
      )}
      {editing !== null && (
        <CouponDialog
          key={editing === 'new' ? 'new' : editing.id}
          coupon={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDelete
        item={removing}
        keyOf={(coupon) => coupon.id}
        remove={remove}
        details={(coupon) => <p>{t('coupons.deleteDetails', { code: coupon.code })}</p>}
        deleted={(coupon) => t('coupons.deleted', { code: coupon.code })}
        onClose={() => setRemoving(null)}
      />
    </AdminPage>
  );
}

function CouponDialog({ coupon, onClose }: { coupon: AdminCoupon | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const save = useSaveCoupon();
  const terms = useShopTerms(useContentLanguage());
  const form = useZodForm(couponFormSchema, {
    defaultValues: coupon ? couponValues(coupon) : blankCoupon,
    errorText: (key) => t(key, { defaultValue: t('fieldErrors.invalid') }),
  });
  const kind = form.watch('kind') as CouponFormValues['kind'];
  const outcome = useFormOutcome(form);
  const onSubmit = form.handleSubmit((body) =>
    save.mutate(
      { id: coupon?.id ?? null, body },
      outcome((saved: AdminCoupon) => t('coupons.saved', { code: saved.code }), onClose),
    ),
  );
  return (
    <FormDialog
      open
      title={coupon ? t('coupons.edit', { code: coupon.code }) : t('coupons.add')}
      submitLabel={t('editor.save')}
      busy={save.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <div className="title-fields">
        <TextField id="coupon-code" label={t('coupons.fields.code')} dir="ltr" maxLength={40} {...form.field('code')} />
        <FieldFrame id="coupon-kind" label={t('coupons.fields.kind')} error={form.errorOf('kind')}>
          {(control) => (
            <select className="form-select" {...control} {...form.register('kind')}>
              {couponKinds.map((option) => (
                <option key={option} value={option}>
                  {t(`coupons.kinds.${option}`)}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <TextField
          id="coupon-amount"
          label={t(kind === 'percent' ? 'coupons.fields.percent' : 'coupons.fields.amount')}
          inputMode="decimal"
          dir="ltr"
          {...form.field('amount')}
        />
        <TextField
          id="coupon-minimum"
          label={t('coupons.fields.minimumSpend')}
          hint={t('coupons.blankNone')}
          inputMode="decimal"
          dir="ltr"
          {...form.field('minimumSpendPaise')}
        />
        <TextField
          id="coupon-limit"
          label={t('coupons.fields.usageLimit')}
          hint={t('coupons.blankNoLimit')}
          inputMode="numeric"
          dir="ltr"
          {...form.field('usageLimit')}
        />
        <TextField
          id="coupon-member-limit"
          label={t('coupons.fields.usageLimitPerMember')}
          hint={t('coupons.blankNoLimit')}
          inputMode="numeric"
          dir="ltr"
          {...form.field('usageLimitPerMember')}
        />
        <TextField
          id="coupon-expires"
          type="datetime-local"
          label={t('coupons.fields.expiresAt')}
          hint={t('coupons.blankNever')}
          dir="ltr"
          {...form.field('expiresAt')}
        />
        <TextField
          id="coupon-products"
          label={t('coupons.fields.products')}
          hint={t('coupons.productsHint')}
          dir="ltr"
          {...form.field('productSlugs')}
        />
      </div>
      <ChoiceGroup
        legend={t('coupons.fields.categories')}
        choices={(terms.categories ?? []).map((term) => [term.slug, term.name])}
        registration={form.register('categorySlugs')}
        error={form.errorOf('categorySlugs')}
      />
    </FormDialog>
  );
}

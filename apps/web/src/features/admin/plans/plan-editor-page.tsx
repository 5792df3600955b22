import { accessTiers } from '@reelhouse/contracts/catalogue';
import { priceWithGst } from '@reelhouse/contracts/plans';
import { planQualities, type AdminPlan } from '@reelhouse/contracts/plans-admin';
import { Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CheckField, FieldFrame, TextAreaField, TextField } from '../../../shared/forms/text-field';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { useMoney } from '../../../shared/format/use-money';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useAdminPlans, useUpdatePlan } from '../api/plans-queries';
import { ChoiceGroup } from '../components/choice-group';
import { LanguageTabs } from '../components/language-tabs';
import { useToast } from '../components/toasts';
import { AdminPage } from '../layout/admin-page';
import { planFormSchema, planValues } from './plan-form';
import '../titles/title-editor.css';

/** `/admin/plans/<code>`: a plan's texts in every language, its price and terms, on sale or retired. */
export function PlanEditorPage() {
  const { t } = useTranslation('admin');
  const { code = '' } = useParams();
  const plans = useAdminPlans();
  const crumbs = [{ label: t('nav.plans'), to: '/admin/plans' }];
  if (plans.isPending) return <PageLoading />;
  if (plans.isError) return <LoadError onRetry={() => void plans.refetch()} />;
  const plan = plans.data.items.find((item) => item.code === code);
  if (!plan)
    return (
      <AdminPage title={t('nav.plans')} crumbs={crumbs}>
        <p>{t('plans.notFound')}</p>
      </AdminPage>
    );
  return (
    <AdminPage title={plan.texts.en.name} crumbs={crumbs}>
      <PlanForm key={plan.code} plan={plan} />
    </AdminPage>
  );
}

function PlanForm({ plan }: { plan: AdminPlan }) {
  const { t } = useTranslation(['admin', 'catalogue']);
  const toast = useToast();
  const money = useMoney();
  const update = useUpdatePlan(plan.code);
  const form = useZodForm(planFormSchema, {
    defaultValues: planValues(plan),
    errorText: (key) => t(key, { defaultValue: t('fieldErrors.invalid') }),
  });
  const texts = form.watch('texts');
  const [price, gst] = [Number(form.watch('pricePaise')), Number(form.watch('gstPercent'))];
  const free = plan.code === 'free';

  const onSubmit = form.handleSubmit((patch) =>
    update.mutate(patch, {
      onSuccess: (saved) => {
        form.reset(planValues(saved));
        toast.success(t('editor.saved'));
      },
      onError: (error) => {
        if (!form.showServerProblems(error)) toast.error(t('editor.failed'));
      },
    }),
  );

  return (
    <form className="title-form" onSubmit={onSubmit} noValidate>
      <p className="text-muted-rh">{t('plans.holders', { count: plan.members })}</p>
      <section className="admin-card" aria-labelledby="plan-texts">
        <h2 id="plan-texts">{t('plans.texts')}</h2>
        <LanguageTabs
          idPrefix="plan"
          label={t('plans.texts')}
          missing={(lang) => !texts?.[lang]?.name?.trim()}
          wrong={(lang) => Boolean(form.formState.errors.texts?.[lang])}
        >
          {({ lang, dir, htmlLang }) => (
            <>
              <TextField
                id={`plan-${lang}-name`}
                label={t('plans.fields.name')}
                dir={dir}
                lang={htmlLang}
                maxLength={60}
                {...form.field(`texts.${lang}.name`)}
              />
              <TextAreaField
                id={`plan-${lang}-description`}
                label={t('plans.fields.description')}
                dir={dir}
                lang={htmlLang}
                rows={2}
                maxLength={300}
                wrapperClassName="mt-3"
                {...form.field(`texts.${lang}.description`)}
              />
              <TextAreaField
                id={`plan-${lang}-features`}
                label={t('plans.fields.features')}
                hint={t('plans.featuresHint')}
                dir={dir}
                lang={htmlLang}
                rows={4}
                wrapperClassName="mt-3"
                {...form.field(`texts.${lang}.features`)}
              />
            </>
          )}
        </LanguageTabs>
      </section>
      <section className="admin-card" aria-labelledby="plan-terms">
        <h2 id="plan-terms">{t('plans.terms')}</h2>
        <div className="title-fields">
          <TextField
            id="plan-price"
            label={t('plans.fields.price')}
            hint={
              Number.isFinite(price) && Number.isFinite(gst)
                ? t('plans.priceHint', {
                    total: money(priceWithGst(Math.round(price * 100), Math.round(gst * 100)).totalPaise),
                  })
                : undefined
            }
            inputMode="decimal"
            dir="ltr"
            disabled={free}
            {...form.field('pricePaise')}
          />
          <TextField
            id="plan-gst"
            label={t('plans.fields.gstPercent')}
            inputMode="decimal"
            dir="ltr"
            {...form.field('gstPercent')}
          />
          <TextField
            id="plan-months"
            label={t('plans.fields.billingMonths')}
            inputMode="numeric"
            dir="ltr"
            {...form.field('billingMonths')}
          />
          <FieldFrame id="plan-quality" label={t('plans.fields.maxHeight')} error={form.errorOf('maxHeight')}>
            {(control) => (
              <select className="form-select" {...control} {...form.register('maxHeight')}>
                {planQualities.map((height) => (
                  <option key={height} value={String(height)}>
                    {`${height}p`}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
          <TextField
            id="plan-streams"
            label={t('plans.fields.streams')}
            inputMode="numeric"
            dir="ltr"
            {...form.field('streams')}
          />
          <ChoiceGroup
            legend={t('plans.fields.tiers')}
            choices={accessTiers.map((tier) => [tier, t(`catalogue:tier.${tier}`)])}
            registration={form.register('tiers')}
            error={form.errorOf('tiers')}
          />
          <CheckField id="plan-adult" label={t('plans.fields.includesAdult')} {...form.register('includesAdult')} />
          {!free && (
            <CheckField
              id="plan-active"
              label={t('plans.fields.active')}
              error={form.errorOf('active')}
              {...form.register('active')}
            />
          )}
        </div>
        <p className="text-muted-rh mt-3 mb-0">{t('plans.priceRule')}</p>
      </section>
      <div className="title-form__actions">
        {form.formState.isDirty && !update.isPending && (
          <span className="title-form__unsaved">{t('editor.unsaved')}</span>
        )}
        <button type="submit" className="btn btn-accent" disabled={update.isPending}>
          <Save aria-hidden size={16} />
          {update.isPending ? t('editor.saving') : t('editor.save')}
        </button>
      </div>
    </form>
  );
}

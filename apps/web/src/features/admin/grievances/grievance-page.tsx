import { grievanceResolutionSchema, type AdminGrievance } from '@reelhouse/contracts/grievances';
import { Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-client';
import { TextAreaField } from '../../../shared/forms/text-field';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { LoadError } from '../../../shared/ui/load-error';
import { useGrievance, useResolveGrievance } from '../api/grievances-queries';
import { ConsoleCard, FactList } from '../components/console-card';
import { useToast } from '../components/toasts';
import { useConsoleDates } from '../components/use-console-dates';
import { AdminPage } from '../layout/admin-page';
import { GrievanceStatus } from './grievances-page';
import './grievances.css';

/** One complaint: who, about what, its dates, and the officer's answer that resolves it. */
export function GrievancePage() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().id);
  const grievance = useGrievance(Number.isSafeInteger(id) && id > 0 ? id : 0);
  const crumbs = [{ label: t('nav.grievances'), to: '/admin/grievances' }];
  if (grievance.isPending) return <p className="text-muted-rh">{t('table.loading')}</p>;
  if (grievance.isError) {
    const missing = grievance.error instanceof ApiError && [400, 404].includes(grievance.error.status);
    return (
      <AdminPage title={t('nav.grievances')} crumbs={crumbs}>
        {missing ? <p>{t('grievances.notFound')}</p> : <LoadError onRetry={() => void grievance.refetch()} />}
      </AdminPage>
    );
  }
  const data = grievance.data;
  return (
    <AdminPage title={data.reference} crumbs={crumbs}>
      <div className="console-stack">
        <Complaint grievance={data} />
        {data.status === 'resolved' ? <Resolution grievance={data} /> : <ResolveForm grievance={data} />}
      </div>
    </AdminPage>
  );
}

function Complaint({ grievance }: { grievance: AdminGrievance }) {
  const { t } = useTranslation('admin');
  const { moment, day } = useConsoleDates();
  const facts: [string, ReactNode][] = [
    [t('orders.columns.status'), <GrievanceStatus grievance={grievance} />],
    [t('grievances.columns.about'), t(`grievances.categories.${grievance.category}`)],
    [t('grievances.fields.title'), grievance.title ? <bdi>{grievance.title}</bdi> : '—'],
    [t('grievances.fields.from'), <bdi>{grievance.name}</bdi>],
    [t('members.fields.email'), <span dir="ltr">{grievance.email}</span>],
    [t('grievances.columns.filed'), moment.format(new Date(grievance.createdAt))],
    [
      t('grievances.fields.acknowledged'),
      grievance.acknowledgedAt ? moment.format(new Date(grievance.acknowledgedAt)) : '—',
    ],
    [t('grievances.columns.due'), day.format(new Date(grievance.resolveBy))],
  ];
  return (
    <ConsoleCard id="grievance-complaint" heading={t('grievances.complaint')}>
      <FactList facts={facts} />
      <blockquote className="console-text" dir="auto">
        {grievance.description}
      </blockquote>
    </ConsoleCard>
  );
}

function Resolution({ grievance }: { grievance: AdminGrievance }) {
  const { t } = useTranslation('admin');
  const { moment } = useConsoleDates();
  return (
    <ConsoleCard id="grievance-resolution" heading={t('grievances.resolution')}>
      <p className="text-muted-rh mb-0">
        <bdi>{grievance.resolvedBy ?? t('editor.history.unknownActor')}</bdi>
        {grievance.resolvedAt && ` · ${moment.format(new Date(grievance.resolvedAt))}`}
      </p>
      <p className="console-text mb-0" dir="auto">
        {grievance.resolution}
      </p>
    </ConsoleCard>
  );
}

function ResolveForm({ grievance }: { grievance: AdminGrievance }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const resolve = useResolveGrievance(grievance.id);
  const form = useZodForm(grievanceResolutionSchema, {
    defaultValues: { reply: '' },
    errorText: (key) => t(key, { defaultValue: t('fieldErrors.invalid') }),
  });
  const onSubmit = form.handleSubmit((body) =>
    resolve.mutate(body, {
      onSuccess: () => toast.success(t('grievances.resolved', { email: grievance.email })),
      onError: (error) => {
        if (!form.showServerProblems(error)) toast.error(t('members.actions.failed'));
      },
    }),
  );
  return (
    <ConsoleCard id="grievance-resolve" heading={t('grievances.resolve')}>
      <form onSubmit={onSubmit} noValidate>
        <TextAreaField
          id="grievance-reply"
          label={t('enquiries.answerLabel', { email: grievance.email })}
          hint={t('grievances.resolveHint')}
          rows={6}
          maxLength={5000}
          dir="auto"
          {...form.field('reply')}
        />
        <button type="submit" className="btn btn-accent mt-3" disabled={resolve.isPending}>
          <Send aria-hidden size={16} /> {t('grievances.resolveButton')}
        </button>
      </form>
    </ConsoleCard>
  );
}

import { enquiryReplySchema, type AdminEnquiry } from '@reelhouse/contracts/enquiries-admin';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-client';
import { FieldFrame, TextAreaField } from '../../../shared/forms/text-field';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { LoadError } from '../../../shared/ui/load-error';
import { useEnquiry, useReplyToEnquiry, useUpdateEnquiry } from '../api/enquiries-queries';
import { ConsoleCard, FactList } from '../components/console-card';
import { useToast } from '../components/toasts';
import { useConsoleDates } from '../components/use-console-dates';
import { AdminPage } from '../layout/admin-page';
import { EnquiryStatusBadge } from './enquiry-status-badge';
import './enquiries.css';

/**
 * One enquiry: who wrote and what, the answers mailed to them, a new answer (mailed in their
 * language and kept here), who looks after it, and closing or reopening it.
 */
export function EnquiryPage() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().id);
  const enquiry = useEnquiry(Number.isSafeInteger(id) && id > 0 ? id : 0);
  const crumbs = [{ label: t('nav.enquiries'), to: '/admin/enquiries' }];
  if (enquiry.isPending) return <p className="text-muted-rh">{t('table.loading')}</p>;
  if (enquiry.isError) {
    const missing = enquiry.error instanceof ApiError && [400, 404].includes(enquiry.error.status);
    return (
      <AdminPage title={t('nav.enquiries')} crumbs={crumbs}>
        {missing ? <p>{t('enquiries.notFound')}</p> : <LoadError onRetry={() => void enquiry.refetch()} />}
      </AdminPage>
    );
  }
  return (
    <AdminPage title={enquiry.data.name} crumbs={crumbs}>
      <div className="console-stack">
        <Message enquiry={enquiry.data} />
        <Handling enquiry={enquiry.data} />
        <Replies enquiry={enquiry.data} />
        {enquiry.data.status !== 'closed' && <ReplyForm enquiry={enquiry.data} />}
      </div>
    </AdminPage>
  );
}

function Message({ enquiry }: { enquiry: AdminEnquiry }) {
  const { t } = useTranslation('admin');
  const { moment } = useConsoleDates();
  return (
    <ConsoleCard id="enquiry-message" heading={t('enquiries.message')}>
      <FactList
        facts={[
          [t('orders.columns.status'), <EnquiryStatusBadge status={enquiry.status} />],
          [t('enquiries.columns.received'), moment.format(new Date(enquiry.createdAt))],
          [t('members.fields.email'), <span dir="ltr">{enquiry.email}</span>],
          [
            t('orders.member'),
            enquiry.member ? (
              <Link to={`/admin/members/${enquiry.member.id}`}>
                <bdi>{enquiry.member.name}</bdi>
              </Link>
            ) : (
              t('enquiries.visitor')
            ),
          ],
        ]}
      />
      <blockquote className="console-text" dir="auto">
        {enquiry.message}
      </blockquote>
    </ConsoleCard>
  );
}

/** Who looks after the enquiry, and whether it is closed. */
function Handling({ enquiry }: { enquiry: AdminEnquiry }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const update = useUpdateEnquiry(enquiry.id);
  const change = (patch: Parameters<typeof update.mutate>[0]) =>
    update.mutate(patch, {
      onSuccess: () => toast.success(t('editor.saved')),
      onError: () => toast.error(t('members.actions.failed')),
    });
  return (
    <ConsoleCard id="enquiry-handling" heading={t('enquiries.handling')}>
      <div className="enquiry-handling">
        <FieldFrame id="enquiry-assignee" label={t('enquiries.assignee')} error={null}>
          {(control) => (
            <select
              className="form-select"
              {...control}
              value={enquiry.assignee?.id ?? ''}
              disabled={update.isPending}
              onChange={(event) => change({ assigneeId: event.target.value ? Number(event.target.value) : null })}
            >
              <option value="">{t('enquiries.nobody')}</option>
              {enquiry.operators.map((operator) => (
                <option key={operator.id} value={operator.id}>
                  {operator.name}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <button
          type="button"
          className="btn btn-outline-light btn-sm"
          disabled={update.isPending}
          onClick={() =>
            change({ status: enquiry.status === 'closed' ? (enquiry.replies.length ? 'answered' : 'new') : 'closed' })
          }
        >
          {t(enquiry.status === 'closed' ? 'enquiries.reopen' : 'enquiries.close')}
        </button>
      </div>
    </ConsoleCard>
  );
}

function Replies({ enquiry }: { enquiry: AdminEnquiry }) {
  const { t } = useTranslation('admin');
  const { moment } = useConsoleDates();
  return (
    <ConsoleCard id="enquiry-replies" heading={t('enquiries.replies')}>
      {enquiry.replies.length === 0 ? (
        <p className="text-muted-rh mb-0">{t('enquiries.noReplies')}</p>
      ) : (
        <ol className="console-timeline">
          {enquiry.replies.map((reply) => (
            <li key={reply.id}>
              <span className="text-muted-rh">
                <bdi>{reply.author ?? t('editor.history.unknownActor')}</bdi> ·{' '}
                <time dateTime={reply.at}>{moment.format(new Date(reply.at))}</time>
              </span>
              <p className="console-text mt-0 mb-0" dir="auto">
                {reply.body}
              </p>
            </li>
          ))}
        </ol>
      )}
    </ConsoleCard>
  );
}

function ReplyForm({ enquiry }: { enquiry: AdminEnquiry }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const reply = useReplyToEnquiry(enquiry.id);
  const form = useZodForm(enquiryReplySchema, {
    defaultValues: { body: '' },
    errorText: (key) => t(key, { defaultValue: t('fieldErrors.invalid') }),
  });
  const onSubmit = form.handleSubmit((body) =>
    reply.mutate(body, {
      onSuccess: () => {
        form.reset({ body: '' });
        toast.success(t('enquiries.sent', { email: enquiry.email }));
      },
      onError: (error) => {
        if (!form.showServerProblems(error)) toast.error(t('members.actions.failed'));
      },
    }),
  );
  return (
    <ConsoleCard id="enquiry-reply" heading={t('enquiries.answer')}>
      <form onSubmit={onSubmit} noValidate>
        <TextAreaField
          id="enquiry-reply-body"
          label={t('enquiries.answerLabel', { email: enquiry.email })}
          hint={t('enquiries.answerHint')}
          rows={6}
          maxLength={5000}
          dir="auto"
          {...form.field('body')}
        />
        <button type="submit" className="btn btn-accent mt-3" disabled={reply.isPending}>
          <Send aria-hidden size={16} /> {t('enquiries.send')}
        </button>
      </form>
    </ConsoleCard>
  );
}

import { memberBlockSchema, memberGrantSchema, type AdminMember } from '@reelhouse/contracts/members-admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FieldFrame, TextAreaField, TextField } from '../../../shared/forms/text-field';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { usePlans } from '../../subscriptions';
import { useBlockMember, useDeleteMember, useGrantPlan, useUnblockMember } from '../api/members-queries';
import { FormDialog } from '../components/form-dialog';
import { useToast } from '../components/toasts';
import { useFormOutcome } from '../components/use-form-outcome';

type Dialog = 'grant' | 'block' | 'delete' | null;

/**
 * What an admin may do to the whole account, beside its name: grant a complimentary plan, block or
 * unblock, delete. Their own account is not theirs to block or delete here.
 */
export function MemberActions({ id, member, self }: { id: number; member: AdminMember; self: boolean }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const [open, setOpen] = useState<Dialog>(null);
  const unblock = useUnblockMember(id);
  return (
    <>
      <button type="button" className="btn btn-accent btn-sm" onClick={() => setOpen('grant')}>
        {t('members.actions.grant')}
      </button>
      {member.blocked ? (
        <button
          type="button"
          className="btn btn-outline-light btn-sm"
          disabled={unblock.isPending}
          onClick={() =>
            unblock.mutate(undefined, {
              onSuccess: () => toast.success(t('members.actions.unblocked')),
              onError: () => toast.error(t('members.actions.failed')),
            })
          }
        >
          {t('members.actions.unblock')}
        </button>
      ) : (
        !self && (
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => setOpen('block')}>
            {t('members.actions.block')}
          </button>
        )
      )}
      {!self && (
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => setOpen('delete')}>
          {t('members.actions.delete')}
        </button>
      )}
      {open === 'grant' && <GrantDialog id={id} onClose={() => setOpen(null)} />}
      {open === 'block' && <BlockDialog id={id} onClose={() => setOpen(null)} />}
      <DeleteDialog id={id} open={open === 'delete'} onClose={() => setOpen(null)} />
    </>
  );
}

function GrantDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const plans = usePlans();
  const grant = useGrantPlan(id);
  const form = useZodForm(memberGrantSchema, {
    defaultValues: { plan: '', days: 30, reason: '' },
    errorText: (key) => t(key, { defaultValue: t('fieldErrors.invalid') }),
  });
  const outcome = useFormOutcome(form);
  const onSubmit = form.handleSubmit((body) =>
    grant.mutate(body, outcome(t('members.grant.done'), onClose, t('members.actions.failed'))),
  );
  return (
    <FormDialog
      open
      title={t('members.grant.title')}
      submitLabel={t('members.grant.submit')}
      busy={grant.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <p>{t('members.grant.explain')}</p>
      <div className="title-fields">
        <FieldFrame id="grant-plan" label={t('members.grant.plan')} error={form.errorOf('plan')}>
          {(control) => (
            <select className="form-select" {...control} {...form.register('plan')}>
              <option value="">—</option>
              {plans.data?.items.map((plan) => (
                <option key={plan.code} value={plan.code}>
                  {plan.name}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <TextField
          id="grant-days"
          label={t('members.grant.days')}
          type="number"
          inputMode="numeric"
          min={1}
          max={366}
          {...form.field('days')}
        />
      </div>
      <TextAreaField
        id="grant-reason"
        wrapperClassName="mt-3"
        label={t('members.reason')}
        rows={2}
        maxLength={500}
        dir="auto"
        {...form.field('reason')}
      />
    </FormDialog>
  );
}

function BlockDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const block = useBlockMember(id);
  const form = useZodForm(memberBlockSchema, {
    defaultValues: { reason: '' },
    errorText: (key) => t(key, { defaultValue: t('fieldErrors.invalid') }),
  });
  const outcome = useFormOutcome(form);
  const onSubmit = form.handleSubmit((body) =>
    block.mutate(body, outcome(t('members.block.done'), onClose, t('members.actions.failed'))),
  );
  return (
    <FormDialog
      open
      title={t('members.block.title')}
      submitLabel={t('members.actions.block')}
      busy={block.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <p>{t('members.block.explain')}</p>
      <TextAreaField
        id="block-reason"
        label={t('members.reason')}
        rows={2}
        maxLength={500}
        dir="auto"
        {...form.field('reason')}
      />
    </FormDialog>
  );
}

/** The product's "Are You Sure?" and "Deleted!", then back to the list (the page is gone). */
function DeleteDialog({ id, open, onClose }: { id: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const navigate = useNavigate();
  const remove = useDeleteMember(id);
  return (
    <ConfirmDialog
      open={open}
      stage={remove.isSuccess ? 'done' : 'confirm'}
      busy={remove.isPending}
      details={<p>{t('members.deleteDetails')}</p>}
      onConfirm={() => remove.mutate(undefined, { onError: () => toast.error(t('members.actions.failed')) })}
      onClose={() => (remove.isSuccess ? void navigate('/admin/members', { replace: true }) : onClose())}
    />
  );
}

import { memberRoleSchema } from '@reelhouse/contracts/members-admin';
import { userRoles, type UserRole } from '@reelhouse/contracts/session';
import { useTranslation } from 'react-i18next';
import { FieldFrame } from '../../../shared/forms/text-field';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { useSetRole } from '../api/members-queries';
import { useFormOutcome } from '../components/use-form-outcome';

/** The member's role, changed by another admin (an admin who demoted themselves could lock the console out). */
export function RoleForm({ id, role, self }: { id: number; role: UserRole; self: boolean }) {
  const { t } = useTranslation('admin');
  const setRole = useSetRole(id);
  const form = useZodForm(memberRoleSchema, {
    values: { role },
    errorText: (key) => t(key, { defaultValue: t('fieldErrors.invalid') }),
  });
  const outcome = useFormOutcome(form);
  const onSubmit = form.handleSubmit((body) =>
    setRole.mutate(body, outcome(t('members.roleChanged'), undefined, t('members.actions.failed'))),
  );
  return (
    <form className="member-role" onSubmit={onSubmit} noValidate>
      <FieldFrame
        id="member-role"
        label={t('members.fields.role')}
        hint={self ? t('members.ownRole') : undefined}
        error={form.errorOf('role')}
      >
        {(control) => (
          <select className="form-select" disabled={self} {...control} {...form.register('role')}>
            {userRoles.map((option) => (
              <option key={option} value={option}>
                {t(`role.${option}`)}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      {!self && (
        <button
          type="submit"
          className="btn btn-outline-light btn-sm"
          disabled={setRole.isPending || form.watch('role') === role}
        >
          {t('members.changeRole')}
        </button>
      )}
    </form>
  );
}

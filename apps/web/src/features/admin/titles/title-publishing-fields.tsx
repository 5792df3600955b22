import { titleStatuses } from '@reelhouse/contracts/catalogue-values';
import { useTranslation } from 'react-i18next';
import { FieldFrame, TextField } from '../../../shared/forms/text-field';
import type { TitleFields } from './title-form';

/**
 * Where the title stands for viewers: a draft, scheduled (it publishes itself at its time),
 * announced as coming soon (with when it becomes available), published, or archived; and when
 * it leaves the service, if its licence ends.
 */
export function TitlePublishingFields({ form }: { form: TitleFields }) {
  const { t } = useTranslation('admin');
  const status = form.watch('status');
  return (
    <div className="title-fields">
      <FieldFrame id="title-status" label={t('editor.fields.status')} error={form.errorOf('status')}>
        {(control) => (
          <select className="form-select" {...control} {...form.register('status')}>
            {titleStatuses.map((value) => (
              <option key={value} value={value}>
                {t(`titles.status.${value}`)}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      {status === 'scheduled' && (
        <TextField
          id="title-publish-at"
          type="datetime-local"
          label={t('editor.fields.publishAt')}
          hint={t('editor.fields.publishAtHint')}
          {...form.field('publishAt')}
        />
      )}
      {status === 'coming_soon' && (
        <TextField
          id="title-available-at"
          type="datetime-local"
          label={t('editor.fields.availableAt')}
          hint={t('editor.fields.availableAtHint')}
          {...form.field('availableAt')}
        />
      )}
      {status !== 'archived' && (
        <TextField
          id="title-leaving-at"
          type="datetime-local"
          label={t('editor.fields.leavingAt')}
          hint={t('editor.fields.leavingAtHint')}
          {...form.field('leavingAt')}
        />
      )}
    </div>
  );
}

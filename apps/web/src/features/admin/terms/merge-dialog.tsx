import type { AdminTerm, TermKind } from '@reelhouse/contracts/terms-admin';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame } from '../../../shared/forms/text-field';
import { problemsOfError } from '../../../shared/forms/field-problems';
import { useAdminTerms, useMergeTerm } from '../api/catalogue-terms-queries';
import { FormDialog } from '../components/form-dialog';
import { useToast } from '../components/toasts';
import { useTermName } from './term-name';
import { TermUsageList } from './term-usage';

/** Merging a genre or tag into another of its kind: what it touches, then where it goes. */
export function MergeDialog({ kind, term, onClose }: { kind: TermKind; term: AdminTerm; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const id = useId();
  const merge = useMergeTerm(kind);
  // A genre merges into one of its own type: its titles are filed on the same genre pages.
  const choices = useAdminTerms(kind, {
    sort: 'name',
    order: 'asc',
    page: 1,
    pageSize: 100,
    ...(term.type && { type: term.type }),
  });
  const [into, setInto] = useState('');
  const [error, setError] = useState<string | null>(null);
  const nameOf = useTermName();
  const name = nameOf(term);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!into) return setError(t('fieldErrors.into'));
    merge.mutate(
      { slug: term.slug, into },
      {
        onSuccess: (merged) => {
          toast.success(t('terms.merged', { name, into: nameOf(merged) }));
          onClose();
        },
        onError: (failure) => {
          if (problemsOfError(failure)?.has('into')) setError(t('fieldErrors.into'));
          else toast.error(t('editor.failed'));
        },
      },
    );
  };

  return (
    <FormDialog
      open
      title={t('terms.merge', { name })}
      submitLabel={t('terms.mergeSubmit')}
      busy={merge.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <p>{t(`terms.${kind}.mergeHint`)}</p>
      <TermUsageList kind={kind} slug={term.slug} />
      <FieldFrame id={`${id}-into`} label={t('terms.mergeInto')} error={error}>
        {(control) => (
          <select
            className="form-select"
            {...control}
            value={into}
            onChange={(event) => {
              setInto(event.target.value);
              setError(null);
            }}
          >
            <option value="">—</option>
            {choices.data?.items
              .filter((choice) => choice.slug !== term.slug)
              .map((choice) => (
                <option key={choice.slug} value={choice.slug}>
                  {nameOf(choice)}
                </option>
              ))}
          </select>
        )}
      </FieldFrame>
    </FormDialog>
  );
}

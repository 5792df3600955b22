import type { AdminPerson } from '@reelhouse/contracts/people-admin';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { problemsOfError } from '../../../shared/forms/field-problems';
import { useAdminPeople, useMergePerson } from '../api/catalogue-terms-queries';
import { FormDialog } from '../components/form-dialog';
import { useToast } from '../components/toasts';

/** Merging a duplicate person into the one to keep, found by name. */
export function MergePersonDialog({ person, onClose }: { person: AdminPerson; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const navigate = useNavigate();
  const id = useId();
  const merge = useMergePerson(person.slug);
  const [search, setSearch] = useState('');
  const [into, setInto] = useState('');
  const [error, setError] = useState<string | null>(null);
  const found = useAdminPeople({ q: search.trim() || undefined, sort: 'name', order: 'asc', page: 1, pageSize: 25 });
  const choices = found.data?.items.filter((choice) => choice.slug !== person.slug) ?? [];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!into) return setError(t('fieldErrors.into'));
    merge.mutate(into, {
      onSuccess: (kept) => {
        toast.success(t('terms.merged', { name: person.name, into: kept.name }));
        void navigate(`/admin/people/${kept.slug}`, { replace: true });
      },
      onError: (failure) => {
        if (problemsOfError(failure)?.has('into')) setError(t('fieldErrors.into'));
        else toast.error(t('editor.failed'));
      },
    });
  };

  return (
    <FormDialog
      open
      title={t('people.mergeTitle', { name: person.name })}
      submitLabel={t('terms.mergeSubmit')}
      busy={merge.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <p>{t('people.mergeHint', { count: person.credits.length })}</p>
      <label className="form-label" htmlFor={`${id}-search`}>
        {t('people.search')}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        className="form-control"
        value={search}
        maxLength={100}
        onChange={(event) => setSearch(event.target.value)}
      />
      <fieldset className="mt-3" aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="form-label fs-6">{t('terms.mergeInto')}</legend>
        {choices.length === 0 && <p className="text-muted-rh">{t('people.noneFound')}</p>}
        {choices.map((choice) => (
          <div className="form-check" key={choice.slug}>
            <input
              id={`${id}-${choice.slug}`}
              className="form-check-input"
              type="radio"
              name={`${id}-into`}
              value={choice.slug}
              checked={into === choice.slug}
              onChange={() => {
                setInto(choice.slug);
                setError(null);
              }}
            />
            <label className="form-check-label" htmlFor={`${id}-${choice.slug}`}>
              <bdi>{choice.name}</bdi> <span className="text-muted-rh">({choice.slug})</span>
            </label>
          </div>
        ))}
        {error && (
          <div className="invalid-feedback d-block" id={`${id}-error`}>
            {error}
          </div>
        )}
      </fieldset>
    </FormDialog>
  );
}

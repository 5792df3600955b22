import type { AdminTitle } from '@reelhouse/contracts/catalogue-admin';
import type { AdminPersonRow } from '@reelhouse/contracts/people-admin';
import { departments } from '@reelhouse/contracts/catalogue-values';
import type { Department } from '@reelhouse/contracts/catalogue';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemsOfError } from '../../../shared/forms/field-problems';
import { useSetTitleList } from '../api/admin-queries';
import { useAdminPeople } from '../api/catalogue-terms-queries';
import { SortableList } from '../components/sortable-list';
import { useToast } from '../components/toasts';
import { SearchPicker, type PickerResults } from '../components/search-picker';

interface CreditLine {
  key: string;
  person: { slug: string; name: string };
  department: Department;
  role: string;
}

const linesOf = (title: AdminTitle): CreditLine[] =>
  title.credits.map((credit, index) => ({ key: `${credit.person.slug}-${index}`, ...credit }));

/**
 * A title's cast and crew: people found by name, each with a department and a role (the character
 * played or the job), put in order by drag and drop or the keyboard, saved as one list.
 */
export function TitleCredits({ title }: { title: AdminTitle }) {
  const { t } = useTranslation('admin');
  const { t: tCatalogue } = useTranslation('catalogue');
  const toast = useToast();
  const save = useSetTitleList(title.slug, 'credits');
  const [lines, setLines] = useState(() => linesOf(title));
  const [problems, setProblems] = useState<ReadonlyMap<string, unknown>>(new Map());
  const [dirty, setDirty] = useState(false);
  const change = (next: CreditLine[]) => {
    setLines(next);
    setDirty(true);
  };
  const update = (key: string, patch: Partial<CreditLine>) =>
    change(lines.map((line) => (line.key === key ? { ...line, ...patch } : line)));

  const onSave = () =>
    save.mutate(
      {
        credits: lines.map(({ person, department, role }) => ({ person: person.slug, department, role: role.trim() })),
      },
      {
        onSuccess: (saved) => {
          setLines(linesOf(saved));
          setProblems(new Map());
          setDirty(false);
          toast.success(t('editor.saved'));
        },
        onError: (error) => {
          const found = problemsOfError(error);
          if (found) setProblems(found);
          else toast.error(t('editor.failed'));
        },
      },
    );

  return (
    <section className="admin-card" aria-labelledby="title-credits">
      <h2 id="title-credits">{t('credits.heading')}</h2>
      {lines.length === 0 ? (
        <p className="text-muted-rh">{t('credits.empty')}</p>
      ) : (
        <SortableList
          label={t('credits.heading')}
          items={lines.map((line, index) => ({
            id: line.key,
            label: line.person.name,
            content: (
              <div className="credit-line">
                <bdi className="credit-line__name">{line.person.name}</bdi>
                <select
                  className="form-select form-select-sm"
                  aria-label={t('credits.department', { person: line.person.name })}
                  value={line.department}
                  onChange={(event) => update(line.key, { department: event.target.value as Department })}
                >
                  {departments.map((department) => (
                    <option key={department} value={department}>
                      {tCatalogue(`department.${department}`)}
                    </option>
                  ))}
                </select>
                <input
                  className="form-control form-control-sm"
                  aria-label={t('credits.role', { person: line.person.name })}
                  aria-invalid={problems.has(`credits.${index}.role`)}
                  placeholder={t('credits.roleHint')}
                  dir="auto"
                  maxLength={200}
                  value={line.role}
                  onChange={(event) => update(line.key, { role: event.target.value })}
                />
                <button
                  type="button"
                  className="btn btn-sm btn-outline-light"
                  aria-label={t('credits.remove', { person: line.person.name })}
                  onClick={() => change(lines.filter((other) => other.key !== line.key))}
                >
                  ×
                </button>
                {problems.has(`credits.${index}.role`) && (
                  <span className="invalid-feedback d-block credit-line__problem">{t('fieldErrors.role')}</span>
                )}
              </div>
            ),
          }))}
          onReorder={(order) => change(order.map((key) => lines.find((line) => line.key === key) as CreditLine))}
        />
      )}
      <SearchPicker
        label={t('credits.add')}
        hint={t('people.searchHint')}
        useResults={usePeopleResults}
        onPick={(person) =>
          change([
            ...lines,
            {
              key: `${person.slug}-${Date.now()}`,
              person: { slug: person.slug, name: person.name },
              department: person.knownFor,
              role: '',
            },
          ])
        }
      />
      <div className="title-form__actions title-form__actions--inline">
        {dirty && !save.isPending && <span className="title-form__unsaved">{t('editor.unsaved')}</span>}
        <button type="button" className="btn btn-accent" disabled={save.isPending || !dirty} onClick={onSave}>
          <Save aria-hidden size={16} />
          {save.isPending ? t('editor.saving') : t('credits.save')}
        </button>
      </div>
    </section>
  );
}

/** People whose name or slug matches, for the cast and crew's picker. */
function usePeopleResults(q: string): PickerResults<AdminPersonRow> {
  const found = useAdminPeople({ q: q || undefined, sort: 'name', order: 'asc', page: 1, pageSize: 10 });
  return { items: found.data?.items, fetching: found.isFetching };
}

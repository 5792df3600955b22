import type { TitleListQuery } from '@reelhouse/contracts/catalogue';
import { titleSorts } from '@reelhouse/contracts/catalogue-values';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

type Sort = TitleListQuery['sort'];

/**
 * The list filters kept in the address: reading one, and changing one — which starts the list
 * again at page 1 and leaves the scroll where it is.
 */
export function useListParams() {
  const [search, setSearch] = useSearchParams();
  const set = (name: string, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setSearch(next, { preventScrollReset: true });
  };
  return { search, set };
}

/** "Sort by" for title lists; the default order (latest) keeps the address clean. */
export function SortSelect({ id, value, className }: { id: string; value: Sort; className: string }) {
  const { t } = useTranslation();
  const { set } = useListParams();
  return (
    <div className={className}>
      <label className="form-label" htmlFor={id}>
        {t('sort.label')}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={value}
        onChange={(event) => set('sort', event.target.value === 'latest' ? '' : event.target.value)}
      >
        {titleSorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

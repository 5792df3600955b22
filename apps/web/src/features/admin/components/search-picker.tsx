import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from './list-filters';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import './search-picker.css';

/** What a picker lists for the text typed: the things found, and whether a search is on its way. */
export interface PickerResults<T> {
  items: readonly T[] | undefined;
  fetching: boolean;
}

/**
 * Finds something by name and adds it (a title to a rail, a person to a cast): the search waits for
 * a pause in typing and two letters; what is already chosen is not offered again.
 */
export function SearchPicker<T extends { slug: string; name: string }>({
  label,
  hint,
  useResults,
  chosen = [],
  detail,
  onPick,
}: {
  label: string;
  hint: string;
  /** A hook asking the server for what matches the text (the same hook on every render). */
  useResults: (q: string) => PickerResults<T>;
  chosen?: readonly string[];
  detail?: (item: T) => string;
  onPick: (item: T) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 250);
  const results = useResults(q);
  const found = (results.items ?? []).filter((item) => !chosen.includes(item.slug));
  return (
    <div className="search-picker">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <SearchInput id={id} hint={hint} value={text} onChange={setText} />
      {q.length >= 2 && (
        <ul className="search-picker__results" aria-live="polite">
          {found.length === 0 && !results.fetching && <li className="text-muted-rh">{t('curation.noMatch')}</li>}
          {found.map((item) => (
            <li key={item.slug}>
              <button
                type="button"
                className="search-picker__result"
                onClick={() => {
                  onPick(item);
                  setText('');
                }}
              >
                <Plus aria-hidden size={14} />
                <bdi>{item.name}</bdi>
                {detail && <span className="text-muted-rh">{detail(item)}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Typing searches after a short pause; the address (and the list) follow. */
export function SearchBox({
  label,
  hint,
  value,
  onSearch,
}: {
  label: string;
  hint: string;
  value: string;
  onSearch: (q: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The address changed by other means (Back, a cleared filter): the box follows it.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <div className="admin-search">
      <label htmlFor={id}>{label}</label>
      <SearchInput id={id} hint={hint} value={text} onChange={setText} />
    </div>
  );
}

/** A search text box with its magnifier: the console's lists and pickers share it. */
export function SearchInput({
  id,
  hint,
  value,
  onChange,
}: {
  id: string;
  hint: string;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <div className="admin-search__box">
      <Search aria-hidden size={16} />
      <input
        id={id}
        type="search"
        className="form-control form-control-sm"
        placeholder={hint}
        value={value}
        maxLength={100}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** A filter of a list: one value or any. */
export function FilterSelect<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V | undefined;
  options: readonly (readonly [V, string])[];
  onChange: (value: V | undefined) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <div className="admin-filter">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as V | undefined)}
      >
        <option value="">{t('titles.any')}</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

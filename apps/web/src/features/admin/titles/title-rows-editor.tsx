import { Plus, Save } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemsOfError } from '../../../shared/forms/field-problems';
import { useToast } from '../components/toasts';

/** One column of a rows editor: a text box (of a type) or a choice. */
export interface RowsColumn<R> {
  key: keyof R & string;
  label: string;
  type?: 'text' | 'number' | 'date';
  choices?: readonly (readonly [string, string])[];
  maxLength?: number;
}

/**
 * A short list edited as rows of fields (a title's awards, its links): add a row, change or remove
 * rows, save the whole list; a row the server refuses is marked at the field it names.
 */
export function RowsEditor<R extends Record<string, string | number>>({
  id,
  heading,
  empty,
  addLabel,
  columns,
  initial,
  blank,
  save,
}: {
  id: string;
  heading: string;
  empty: string;
  addLabel: string;
  columns: readonly RowsColumn<R>[];
  initial: readonly R[];
  blank: () => R;
  save: (rows: R[], done: { onSuccess: (saved: R[]) => void; onError: (error: unknown) => void }) => void;
}) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const [rows, setRows] = useState<R[]>(() => [...initial]);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<ReadonlyMap<string, unknown>>(new Map());
  const change = (next: R[]) => {
    setRows(next);
    setDirty(true);
  };

  const onSave = () => {
    setBusy(true);
    save(rows, {
      onSuccess: (saved) => {
        setBusy(false);
        setRows(saved);
        setDirty(false);
        setProblems(new Map());
        toast.success(t('editor.saved'));
      },
      onError: (error) => {
        setBusy(false);
        const found = problemsOfError(error);
        if (found) setProblems(new Map([...found].map(([path, kind]) => [path.replace(/^[a-z]+\./, ''), kind])));
        else toast.error(t('editor.failed'));
      },
    });
  };

  return (
    <section className="admin-card" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {rows.length === 0 && <p className="text-muted-rh">{empty}</p>}
      {rows.map((row, index) => (
        <fieldset key={index} className="rows-editor__row">
          <legend className="visually-hidden">{`${heading} ${index + 1}`}</legend>
          {columns.map((column) => {
            const fieldId = `${id}-${index}-${column.key}`;
            const wrong = problems.has(`${index}.${column.key}`);
            const value = String(row[column.key] ?? '');
            const set = (text: string) =>
              change(
                rows.map((other, at) =>
                  at === index ? { ...other, [column.key]: column.type === 'number' ? Number(text) : text } : other,
                ),
              );
            return (
              <div key={column.key} className="rows-editor__field">
                <label htmlFor={fieldId} className="form-label">
                  {column.label}
                </label>
                {column.choices ? (
                  <select
                    id={fieldId}
                    className="form-select form-select-sm"
                    value={value}
                    onChange={(event) => set(event.target.value)}
                  >
                    {column.choices.map(([choice, text]) => (
                      <option key={choice} value={choice}>
                        {text}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    id={fieldId}
                    className="form-control form-control-sm"
                    type={column.type ?? 'text'}
                    maxLength={column.maxLength}
                    aria-invalid={wrong}
                    value={value}
                    onChange={(event) => set(event.target.value)}
                  />
                )}
                {wrong && <span className="invalid-feedback d-block">{t('fieldErrors.invalid')}</span>}
              </div>
            );
          })}
          <button
            type="button"
            className="btn btn-sm btn-outline-light rows-editor__remove"
            aria-label={t('rows.remove', { row: index + 1 })}
            onClick={() => change(rows.filter((_, at) => at !== index))}
          >
            ×
          </button>
        </fieldset>
      ))}
      <div className="title-form__actions title-form__actions--inline">
        <button type="button" className="btn btn-outline-light" onClick={() => change([...rows, blank()])}>
          <Plus aria-hidden size={16} />
          {addLabel}
        </button>
        {dirty && !busy && <span className="title-form__unsaved">{t('editor.unsaved')}</span>}
        <button type="button" className="btn btn-accent" disabled={busy || !dirty} onClick={onSave}>
          <Save aria-hidden size={16} />
          {busy ? t('editor.saving') : t('rows.save')}
        </button>
      </div>
    </section>
  );
}

import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A set of checkboxes filling one list field (genres, tags, languages): a fieldset named by its
 * legend, each choice a labelled checkbox, its message under the whole group.
 */
export function ChoiceGroup({
  legend,
  choices,
  registration,
  error,
}: {
  legend: string;
  choices: readonly (readonly [string, string])[];
  registration: UseFormRegisterReturn;
  error: string | null;
}) {
  const id = useId();
  return (
    <fieldset className="choice-group" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="form-label">{legend}</legend>
      <div className="choice-group__choices">
        {choices.map(([value, text]) => (
          <label key={value} className="choice-group__choice">
            <input type="checkbox" className="form-check-input" value={value} {...registration} />
            <span dir="auto">{text}</span>
          </label>
        ))}
      </div>
      {error && (
        <div className="invalid-feedback d-block" id={`${id}-error`}>
          {error}
        </div>
      )}
    </fieldset>
  );
}

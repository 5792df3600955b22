import type { ReactNode } from 'react';
import { StarInput } from '../ui/star-input';
import type { RegisteredField } from './use-zod-form';

/** A 1–5 star rating in a form: its legend, the stars, and its message under them. */
export function RatingField({
  id,
  legend,
  labelOf,
  field: { error, ...radio },
  className,
}: {
  id: string;
  legend: ReactNode;
  /** What a screen reader says for each star, e.g. "4 out of 5 stars". */
  labelOf: (stars: number) => string;
  field: RegisteredField;
  className?: string;
}) {
  const errorId = `${id}-rating-error`;
  return (
    <fieldset className={className}>
      <legend className="form-label fs-6">{legend}</legend>
      <StarInput {...radio} labelOf={labelOf} invalid={Boolean(error)} describedBy={error ? errorId : undefined} />
      {error && (
        <div className="invalid-feedback d-block" id={errorId}>
          {error}
        </div>
      )}
    </fieldset>
  );
}

import { Star } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import './star-input.css';

/**
 * A 1–5 rating as five radio buttons drawn as stars: the chosen star and those before it fill.
 * Keyboard users move between the stars with the arrow keys, as in any radio group.
 */
export function StarInput({
  labelOf,
  invalid = false,
  describedBy,
  ...radio
}: {
  /** What a screen reader says for each star, e.g. "4 out of 5 stars". */
  labelOf: (stars: number) => string;
  invalid?: boolean;
  describedBy?: string | undefined;
} & Omit<ComponentPropsWithRef<'input'>, 'type' | 'value'>) {
  // Every radio carries the group's registration (name, change, ref): the form reads the chosen one.
  return (
    <div className="star-input">
      {[5, 4, 3, 2, 1].map((stars) => (
        <label key={stars} className="star-input__option">
          <input
            type="radio"
            value={stars}
            className="visually-hidden"
            aria-invalid={invalid}
            aria-describedby={describedBy}
            {...radio}
          />
          <Star aria-hidden size={26} />
          <span className="visually-hidden">{labelOf(stars)}</span>
        </label>
      ))}
    </div>
  );
}

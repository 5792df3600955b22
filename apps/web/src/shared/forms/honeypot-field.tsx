import type { ComponentPropsWithRef } from 'react';

/**
 * A field people never see or reach (hidden from sight, screen readers and the tab order) and
 * form-filling robots fill in: the server answers those as usual and drops what they sent.
 * Takes the form's registration of its `website` value.
 */
export function HoneypotField({ id, ...input }: { id: string } & Omit<ComponentPropsWithRef<'input'>, 'id'>) {
  return (
    <div className="visually-hidden" aria-hidden>
      <label htmlFor={id}>Website</label>
      <input id={id} tabIndex={-1} autoComplete="off" {...input} />
    </div>
  );
}

import type { InputHTMLAttributes, ReactNode } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: ReactNode;
  /** Shown under the field, red, and announced with it; nothing when the value is fine. */
  error?: string | null;
  hint?: ReactNode;
  /** Classes of the wrapping element, e.g. a grid column. */
  wrapperClassName?: string;
}

/** A labelled input with its hint and its error next to it, wired for screen readers. */
export function TextField({ id, label, error, hint, wrapperClassName, className = '', ...input }: TextFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={wrapperClassName}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={`form-control ${error ? 'is-invalid' : ''} ${className}`}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint && (
        <div className="form-text" id={`${id}-hint`}>
          {hint}
        </div>
      )}
      {error && (
        <div className="invalid-feedback d-block" id={`${id}-error`}>
          {error}
        </div>
      )}
    </div>
  );
}

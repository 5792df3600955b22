import type { ComponentPropsWithRef, ReactNode } from 'react';

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  /** Shown under the field, red, and announced with it; nothing when the value is fine. */
  error?: string | null;
  hint?: ReactNode;
  /** Classes of the wrapping element, e.g. a grid column. */
  wrapperClassName?: string;
}

/** What the control inside a frame needs: its id and the accessibility wiring to hint and error. */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/**
 * A label, the control it names, its hint and its error next to it, wired for screen readers.
 * `children` renders the control (input, select, textarea) from the props it must carry.
 */
export function FieldFrame({
  id,
  label,
  error,
  hint,
  wrapperClassName,
  children,
}: FieldFrameProps & { children: (control: ControlProps) => ReactNode }) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={wrapperClassName}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy || undefined })}
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

type TextFieldProps = FieldFrameProps & Omit<ComponentPropsWithRef<'input'>, 'id'>;

/** A labelled input with its hint and its error next to it; takes a form's registration as it is. */
export function TextField({ id, label, error, hint, wrapperClassName, className = '', ...input }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} wrapperClassName={wrapperClassName}>
      {(control) => (
        <input className={`form-control ${error ? 'is-invalid' : ''} ${className}`} {...control} {...input} />
      )}
    </FieldFrame>
  );
}

/** A checkbox with its label beside it and its hint and error under both; takes a form's registration as it is. */
export function CheckField({
  id,
  label,
  error,
  hint,
  className = '',
  ...input
}: { id: string; label: ReactNode; error?: string | null; hint?: ReactNode } & Omit<
  ComponentPropsWithRef<'input'>,
  'id' | 'type'
>) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={`form-check ${className}`}>
      <input
        id={id}
        className={`form-check-input ${error ? 'is-invalid' : ''}`}
        type="checkbox"
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
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

type TextAreaFieldProps = FieldFrameProps & Omit<ComponentPropsWithRef<'textarea'>, 'id'>;

/** A labelled multi-line field with its hint and its error next to it; takes a form's registration as it is. */
export function TextAreaField({
  id,
  label,
  error,
  hint,
  wrapperClassName,
  className = '',
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} wrapperClassName={wrapperClassName}>
      {(control) => (
        <textarea className={`form-control ${error ? 'is-invalid' : ''} ${className}`} {...control} {...textarea} />
      )}
    </FieldFrame>
  );
}

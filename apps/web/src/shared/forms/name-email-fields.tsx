import type { ReactNode } from 'react';
import { TextField } from './text-field';
import type { RegisteredField } from './use-zod-form';

/**
 * Who a visitor is, side by side: their name and e-mail. The contact form, comments and reviews
 * ask for them alike.
 */
export function NameEmailFields({
  id,
  labels,
  name,
  email,
  nameMaxLength = 80,
  required = false,
  wrapperClassName = 'col-md-6',
}: {
  id: string;
  labels: { name: ReactNode; email: ReactNode };
  name: RegisteredField;
  email: RegisteredField;
  nameMaxLength?: number;
  required?: boolean;
  wrapperClassName?: string;
}) {
  return (
    <>
      <TextField
        wrapperClassName={wrapperClassName}
        id={`${id}-name`}
        label={labels.name}
        autoComplete="name"
        maxLength={nameMaxLength}
        required={required}
        {...name}
      />
      <TextField
        wrapperClassName={wrapperClassName}
        id={`${id}-email`}
        type="email"
        dir="ltr"
        label={labels.email}
        autoComplete="email"
        maxLength={254}
        required={required}
        {...email}
      />
    </>
  );
}

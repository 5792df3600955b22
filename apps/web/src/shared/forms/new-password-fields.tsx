import type { ReactNode } from 'react';
import { TextField } from './text-field';
import type { RegisteredField } from './use-zod-form';

/** A new password and its confirmation: sign-up, password reset and account details share them. */
export function NewPasswordFields({
  id,
  labels,
  hint,
  wrapperClassName,
  ...fields
}: {
  id: string;
  labels: { password: string; confirmPassword: string };
  hint?: ReactNode;
  wrapperClassName: string;
  password: RegisteredField;
  confirmPassword: RegisteredField;
}) {
  return (
    <>
      {(['password', 'confirmPassword'] as const).map((name) => (
        <TextField
          key={name}
          wrapperClassName={wrapperClassName}
          id={`${id}-${name}`}
          label={labels[name]}
          type="password"
          autoComplete="new-password"
          dir="ltr"
          maxLength={128}
          hint={name === 'password' ? hint : undefined}
          {...fields[name]}
        />
      ))}
    </>
  );
}

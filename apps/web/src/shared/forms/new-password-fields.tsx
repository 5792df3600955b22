import type { ReactNode } from 'react';
import { TextField } from './text-field';

export interface NewPassword {
  password: string;
  confirmPassword: string;
}

/** A new password and its confirmation: sign-up, password reset and account details share them. */
export function NewPasswordFields({
  id,
  value,
  onChange,
  labels,
  hint,
  errors,
  wrapperClassName,
}: {
  id: string;
  value: NewPassword;
  onChange: (value: NewPassword) => void;
  labels: { password: string; confirmPassword: string };
  hint?: ReactNode;
  errors: { password: string | null; confirmPassword: string | null };
  wrapperClassName: string;
}) {
  return (
    <>
      {(['password', 'confirmPassword'] as const).map((field) => (
        <TextField
          key={field}
          wrapperClassName={wrapperClassName}
          id={`${id}-${field}`}
          label={labels[field]}
          type="password"
          autoComplete="new-password"
          dir="ltr"
          maxLength={128}
          hint={field === 'password' ? hint : undefined}
          value={value[field]}
          onChange={(event) => onChange({ ...value, [field]: event.target.value })}
          error={errors[field]}
        />
      ))}
    </>
  );
}

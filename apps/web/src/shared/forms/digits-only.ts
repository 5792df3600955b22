import type { ChangeHandler } from 'react-hook-form';

/**
 * A field registration that keeps only digits, at most `length` of them: anything else typed or
 * pasted is dropped as it arrives (codes and PINs).
 */
export function digitsOnly<F extends { onChange: ChangeHandler }>(field: F, length: number): F {
  return {
    ...field,
    onChange: (event) => {
      const input = event.target as HTMLInputElement;
      input.value = input.value.replace(/\D/g, '').slice(0, length);
      return field.onChange(event);
    },
  };
}

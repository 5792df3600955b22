import { zodResolver } from '@hookform/resolvers/zod';
import {
  get,
  useForm,
  type FieldError,
  type FieldPath,
  type FieldValues,
  type UseFormProps,
  type UseFormHandleSubmit,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { useRef } from 'react';
import type { z } from 'zod';
import { fieldProblemKey, problemsOfError, type FieldProblem } from './field-problems';
import { fieldsWithProblems, focusFirstField } from './reveal-field';

/** A schema whose input is what the form's fields hold. */
type FormSchema = z.ZodType<unknown, FieldValues>;
type Values<S extends FormSchema> = z.input<S>;

export interface ZodFormOptions<S extends FormSchema> extends Omit<
  UseFormProps<Values<S>, unknown, z.output<S>>,
  'resolver'
> {
  /** Turns a message key (`fieldErrors.email`, `fieldErrors.emailTaken`…) into the words shown. */
  errorText: (key: string) => string;
}

/** A field's registration in its form (name, value, change, focus) with the message to show under it. */
export type RegisteredField = UseFormRegisterReturn & { error: string | null };

export type ZodForm<S extends FormSchema> = UseFormReturn<Values<S>, unknown, z.output<S>> & {
  /** The message to show under a field, or null when it is fine. */
  errorOf: (name: FieldPath<Values<S>>) => string | null;
  /** What a text field needs: its registration (value, change, focus) and its message. */
  field: (name: FieldPath<Values<S>>) => RegisteredField;
  /**
   * Marks the fields a problem+json answer names and focuses the first; false when the answer
   * names none, so the caller shows a message for the whole form.
   */
  showServerProblems: (error: unknown) => boolean;
};

/** A field's problem kind: ours from the server, any zod issue code meaning "this value is wrong". */
const kindOf = ({ type }: FieldError): FieldProblem =>
  type === 'taken' ? 'taken' : type === 'tooOften' ? 'tooOften' : 'invalid';

/**
 * Every form of the app: React Hook Form checked by the same zod schema the server uses. A
 * submit with wrong values shows each message next to its field and moves the focus to the
 * first in the form's order (so keyboard and screen-reader users land on it), showing it first
 * when it sits in a hidden tab; a field is checked again as it is corrected; a 400/409/429 from
 * the server marks the fields it names in the same way.
 */
export function useZodForm<S extends FormSchema>(schema: S, { errorText, ...options }: ZodFormOptions<S>): ZodForm<S> {
  // React Hook Form's own focusing skips fields in hidden tab panels; ours reveals them.
  const form = useForm<Values<S>, unknown, z.output<S>>({
    ...options,
    shouldFocusError: false,
    resolver: zodResolver(schema),
  });
  const submitted = useRef<ParentNode | null>(null);
  const handleSubmit: UseFormHandleSubmit<Values<S>, z.output<S>> = (onValid, onInvalid) => (event) => {
    // Read now: React clears an event's currentTarget once its handlers have run.
    if (event?.currentTarget instanceof HTMLFormElement) submitted.current = event.currentTarget;
    return form.handleSubmit(onValid, (errors, invalidEvent) => {
      focusFirstField(submitted.current ?? document, fieldsWithProblems(errors));
      return onInvalid?.(errors, invalidEvent);
    })(event);
  };
  const errorOf = (name: FieldPath<Values<S>>) => {
    const error = get(form.formState.errors, name) as FieldError | undefined;
    return error ? errorText(fieldProblemKey(name, kindOf(error))) : null;
  };
  return {
    ...form,
    handleSubmit,
    errorOf,
    field: (name: FieldPath<Values<S>>) => ({ ...form.register(name), error: errorOf(name) }),
    showServerProblems: (error: unknown) => {
      const problems = problemsOfError(error);
      if (!problems) return false;
      problems.forEach((type, path) => form.setError(path as FieldPath<Values<S>>, { type }));
      focusFirstField(submitted.current ?? document, [...problems.keys()]);
      return true;
    },
  };
}

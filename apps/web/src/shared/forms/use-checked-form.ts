import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { fieldErrorText, noProblems, problemsOfError, problemsOfIssues, type FieldProblems } from './field-problems';

/**
 * A form checked with the same zod schema the server uses: `submit` shows what is wrong next to
 * each field and moves the focus to the first wrong one (so keyboard and screen-reader users land
 * on it), or hands the parsed values on; `showServerProblems` marks the fields a 400 names.
 */
export function useCheckedForm<F extends Record<string, string>, S extends z.ZodType>(
  schema: S,
  blank: F,
  errorText: (key: string) => string,
) {
  const [form, setForm] = useState(blank);
  const [problems, setProblems] = useState<FieldProblems>(noProblems);
  const formRef = useRef<HTMLFormElement>(null);
  return {
    form,
    setForm,
    formRef,
    problems,
    errorOf: (field: string) => fieldErrorText(errorText, problems, field),
    change: (field: keyof F) => (value: string) => setForm((current) => ({ ...current, [field]: value })),
    submit: (send: (values: z.output<S>) => void) => (event: FormEvent) => {
      event.preventDefault();
      const parsed = schema.safeParse(form);
      if (!parsed.success) {
        setProblems(problemsOfIssues(parsed.error.issues));
        requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
        return;
      }
      setProblems(noProblems);
      send(parsed.data);
    },
    showServerProblems: (error: unknown) => setProblems(problemsOfError(error) ?? noProblems),
  };
}

import { ApiError } from '../api/api-client';

/** What is wrong with a field: its value, that another account already uses it, or that it changed too often. */
export type FieldProblem = 'invalid' | 'taken' | 'tooOften';

/**
 * The fields a problem+json answer names (`body.email` → `email`, `body.billing.phone` →
 * `billing.phone`), a 409 meaning "already taken" and a 429 "changed too often"; null when the
 * answer names no field, so the caller shows a message for the whole form.
 */
export function problemsOfError(error: unknown): ReadonlyMap<string, FieldProblem> | null {
  if (!(error instanceof ApiError) || !error.problem?.errors?.length) return null;
  const kind: FieldProblem = error.status === 409 ? 'taken' : error.status === 429 ? 'tooOften' : 'invalid';
  return new Map(error.problem.errors.map((issue) => [issue.path.replace(/^body\./, ''), kind] as const));
}

const messageSuffix: Record<FieldProblem, string> = { invalid: '', taken: 'Taken', tooOften: 'TooOften' };

/**
 * The key of a field's message in a namespace's `fieldErrors` (`email`, `emailTaken`,
 * `dateOfBirthTooOften`…); a nested field (`shipping.phone`) shares its leaf's message.
 */
export function fieldProblemKey(field: string, kind: FieldProblem): string {
  return `fieldErrors.${field.split('.').at(-1)}${messageSuffix[kind]}`;
}

/** The server's refusal of a whole form (one that names no field), to say above the button; null otherwise. */
export const formFailure = (error: unknown): ApiError | null =>
  error instanceof ApiError && !problemsOfError(error) ? error : null;

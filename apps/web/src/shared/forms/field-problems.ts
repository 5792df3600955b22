import type { z } from 'zod';
import { ApiError } from '../api/api-client';

/** What is wrong with a field: its value, that another account already uses it, or that it changed too often. */
export type FieldProblem = 'invalid' | 'taken' | 'tooOften';
export type FieldProblems = ReadonlyMap<string, FieldProblem>;

export const noProblems: FieldProblems = new Map();

/** The fields a zod check found wrong, by their top-level name. */
export const problemsOfIssues = (issues: readonly z.core.$ZodIssue[]): FieldProblems =>
  new Map(issues.map((issue) => [String(issue.path[0]), 'invalid'] as const));

/**
 * The fields a problem+json answer names (`body.email`), a 409 meaning "already taken" and a 429
 * "changed too often"; null when the answer names no field, so the caller shows a message for
 * the whole form.
 */
export function problemsOfError(error: unknown): FieldProblems | null {
  if (!(error instanceof ApiError) || !error.problem?.errors?.length) return null;
  const kind: FieldProblem = error.status === 409 ? 'taken' : error.status === 429 ? 'tooOften' : 'invalid';
  return new Map(error.problem.errors.map((issue) => [issue.path.replace(/^body\./, ''), kind] as const));
}

const messageSuffix: Record<FieldProblem, string> = { invalid: '', taken: 'Taken', tooOften: 'TooOften' };

/**
 * The message for a field's problem, from a namespace's `fieldErrors` (`email`, `emailTaken`,
 * `dateOfBirthTooOften`…), or null when the field is fine.
 */
export function fieldErrorText(t: (key: string) => string, problems: FieldProblems, field: string): string | null {
  const kind = problems.get(field);
  if (!kind) return null;
  return t(`fieldErrors.${field}${messageSuffix[kind]}`);
}

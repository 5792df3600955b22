import { describe, expect, it } from 'vitest';
import type { Problem } from '@reelhouse/contracts/problem';
import { ApiError } from '../api/api-client';
import { fieldErrorText, problemsOfError } from './field-problems';

const answer = (status: number, path: string) =>
  new ApiError(status, {
    type: '/api/problems/x',
    title: 'x',
    status,
    detail: 'x',
    instance: '/api/account',
    code: 'validation_failed',
    requestId: 'r',
    errors: [{ path, message: 'server words' }],
  } as Problem);
const t = (key: string) => key;

describe('field problems from the server', () => {
  it('tells a wrong value, a taken one and one changed too often apart, each with its own message', () => {
    expect(fieldErrorText(t, problemsOfError(answer(400, 'body.dateOfBirth')) ?? new Map(), 'dateOfBirth')).toBe(
      'fieldErrors.dateOfBirth',
    );
    expect(fieldErrorText(t, problemsOfError(answer(409, 'body.email')) ?? new Map(), 'email')).toBe(
      'fieldErrors.emailTaken',
    );
    expect(fieldErrorText(t, problemsOfError(answer(429, 'body.dateOfBirth')) ?? new Map(), 'dateOfBirth')).toBe(
      'fieldErrors.dateOfBirthTooOften',
    );
  });

  it('names no field when the answer names none', () => {
    expect(problemsOfError(new ApiError(429, null, 60))).toBeNull();
  });
});

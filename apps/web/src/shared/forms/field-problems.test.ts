import { describe, expect, it } from 'vitest';
import type { Problem } from '@reelhouse/contracts/problem';
import { ApiError } from '../api/api-client';
import { fieldProblemKey, problemsOfError } from './field-problems';

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

describe('field problems from the server', () => {
  it('tells a wrong value, a taken one and one changed too often apart', () => {
    expect(problemsOfError(answer(400, 'body.dateOfBirth'))).toEqual(new Map([['dateOfBirth', 'invalid']]));
    expect(problemsOfError(answer(409, 'body.email'))).toEqual(new Map([['email', 'taken']]));
    expect(problemsOfError(answer(429, 'body.billing.phone'))).toEqual(new Map([['billing.phone', 'tooOften']]));
  });

  it('names no field when the answer names none', () => {
    expect(problemsOfError(new ApiError(429, null, 60))).toBeNull();
  });
});

describe('the message key of a field problem', () => {
  it('has its own message for each kind, and a nested field shares its leaf field’s', () => {
    expect(fieldProblemKey('dateOfBirth', 'invalid')).toBe('fieldErrors.dateOfBirth');
    expect(fieldProblemKey('email', 'taken')).toBe('fieldErrors.emailTaken');
    expect(fieldProblemKey('dateOfBirth', 'tooOften')).toBe('fieldErrors.dateOfBirthTooOften');
    expect(fieldProblemKey('shipping.phone', 'invalid')).toBe('fieldErrors.phone');
  });
});

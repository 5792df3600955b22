import type { ErrorCode, FieldIssue } from '@reelhouse/contracts/problem';

/** The one error type services throw; the error handler turns it into problem+json. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: { errors?: FieldIssue[]; headers?: Record<string, string>; reason?: string } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** An error about one field of the request body: its message is both the detail and the field's. */
export const fieldError = (code: ErrorCode, field: string, message: string) =>
  new AppError(code, message, { errors: [{ path: `body.${field}`, message }] });

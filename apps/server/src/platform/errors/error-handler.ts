import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { selfExplaining } from '@reelhouse/contracts/problem';
import { AppError } from './app-error';
import { codeForStatus } from './error-status';
import { INTERNAL_DETAIL, sendProblem } from './problem-reply';

/** Whether a zod issue (as the validator passes it on) was marked `selfExplaining` by the contracts. */
const isSelfExplaining = (params: unknown) =>
  (params as { params?: typeof selfExplaining } | undefined)?.params?.selfExplaining === true;

/** Turns every thrown error into problem+json; 5xx answers never carry internal details. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message ?? 'Invalid value.',
      }));
      // A lone refusal written as a sentence for the person (a phone number's) is the detail too.
      const [only] = error.validation;
      const detail =
        error.validation.length === 1 && isSelfExplaining(only?.params) && only?.message
          ? only.message
          : 'The request has invalid fields.';
      return sendProblem(request, reply, 'validation_failed', detail, { errors });
    }
    if (error instanceof AppError) {
      if (error.details.headers) reply.headers(error.details.headers);
      return sendProblem(request, reply, error.code, error.message, {
        ...(error.details.errors ? { errors: error.details.errors } : {}),
        ...(error.details.reason ? { reason: error.details.reason } : {}),
      });
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status < 500) return sendProblem(request, reply, codeForStatus(status), error.message);
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(request, reply, codeForStatus(status), INTERNAL_DETAIL);
  });
}

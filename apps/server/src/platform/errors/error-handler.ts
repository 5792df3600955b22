import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';
import { codeForStatus } from './error-status';
import { sendProblem } from './problem-reply';

/** Turns every thrown error into problem+json; 5xx answers never carry internal details. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message ?? 'Invalid value.',
      }));
      return sendProblem(request, reply, 'validation_failed', 'The request has invalid fields.', { errors });
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
    return sendProblem(request, reply, codeForStatus(status), 'Something went wrong on our side. Please try again.');
  });
}

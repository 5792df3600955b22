import { z } from 'zod';

/**
 * Every error the API can answer, by stable code. The server maps each code to one HTTP status
 * (apps/server/src/errors/error-status.ts); clients switch on `code`, never on the text.
 */
export const errorCodes = [
  'bad_request',
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'content_restricted',
  'content_locked',
  'not_found',
  'route_not_found',
  'method_not_allowed',
  'conflict',
  'unprocessable',
  'idempotency_key_reused',
  'idempotency_key_in_use',
  'payload_too_large',
  'range_not_satisfiable',
  'unsupported_media_type',
  'not_a_video',
  'media_not_ready',
  'stream_limit_reached',
  'rate_limited',
  'request_timeout',
  'headers_too_large',
  'internal',
  'service_unavailable',
] as const;

export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const fieldIssueSchema = z.object({
  /** Dotted path to the offending field, e.g. `body.mobile`. */
  path: z.string(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** RFC 9457 problem details, with our `code`, request id and per-field issues. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  code: errorCodeSchema,
  requestId: z.string().optional(),
  errors: z.array(fieldIssueSchema).optional(),
  /** A finer reason within `code` (e.g. why a coupon was refused), for clients to word their message. */
  reason: z.string().optional(),
});
export type Problem = z.infer<typeof problemSchema>;

/** The problem answers a route may give, for its response schema: `problems(400, 404)`. */
export const problems = <const S extends readonly number[]>(...statuses: S) =>
  Object.fromEntries(statuses.map((status) => [status, problemSchema])) as Record<S[number], typeof problemSchema>;

/**
 * Marks a validation issue whose message is a whole sentence for the person: when it is the
 * request's only problem, the server makes it the problem's detail too.
 */
export const selfExplaining = { selfExplaining: true } as const;

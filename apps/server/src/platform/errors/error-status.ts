import type { ErrorCode } from '@reelhouse/contracts/problem';

/** The single mapping from error code to HTTP status and its standard title. */
export const errorStatus: Record<ErrorCode, { status: number; title: string }> = {
  bad_request: { status: 400, title: 'Bad Request' },
  validation_failed: { status: 400, title: 'Validation Failed' },
  unauthenticated: { status: 401, title: 'Unauthorized' },
  forbidden: { status: 403, title: 'Forbidden' },
  content_restricted: { status: 403, title: 'Restricted Content' },
  content_locked: { status: 403, title: 'Locked by Parental PIN' },
  not_found: { status: 404, title: 'Not Found' },
  route_not_found: { status: 404, title: 'Not Found' },
  method_not_allowed: { status: 405, title: 'Method Not Allowed' },
  conflict: { status: 409, title: 'Conflict' },
  unprocessable: { status: 422, title: 'Unprocessable Content' },
  idempotency_key_reused: { status: 422, title: 'Idempotency Key Reused' },
  idempotency_key_in_use: { status: 409, title: 'Request In Progress' },
  payload_too_large: { status: 413, title: 'Payload Too Large' },
  range_not_satisfiable: { status: 416, title: 'Range Not Satisfiable' },
  unsupported_media_type: { status: 415, title: 'Unsupported Media Type' },
  not_a_video: { status: 422, title: 'Not a Video' },
  media_not_ready: { status: 409, title: 'Video Not Ready' },
  stream_limit_reached: { status: 403, title: 'Too Many Streams' },
  rate_limited: { status: 429, title: 'Too Many Requests' },
  request_timeout: { status: 408, title: 'Request Timeout' },
  headers_too_large: { status: 431, title: 'Request Header Fields Too Large' },
  internal: { status: 500, title: 'Internal Server Error' },
  service_unavailable: { status: 503, title: 'Service Unavailable' },
};

/** For errors raised by Fastify itself (bad JSON, body too large…), which carry only a status. */
export function codeForStatus(status: number): ErrorCode {
  const match = (Object.keys(errorStatus) as ErrorCode[]).find((code) => errorStatus[code].status === status);
  return match ?? (status >= 500 ? 'internal' : 'bad_request');
}

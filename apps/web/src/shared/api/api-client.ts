import { fillPath, type AnswerOf, type AnyEndpoint, type BodyOf, type PathParams } from '@reelhouse/contracts/endpoint';
import { PROBLEM_CONTENT_TYPE } from '@reelhouse/contracts/media-types';
import type { Problem } from '@reelhouse/contracts/problem';

/** A failed API call: the server's problem document when it sent one, else a network failure. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem | null,
    /** From a 429's Retry-After: how many seconds until trying again can work. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(problem?.detail ?? problem?.title ?? (status === 0 ? 'network' : `HTTP ${status}`));
    this.name = 'ApiError';
  }
}

let apiFetch: typeof fetch = (input, init) => fetch(input, init);

/**
 * Where calls go: the browser's fetch, or on the server (drawing a page) the server's own API
 * answering in-process, since a relative address means nothing there.
 */
export function setApiFetch(send: typeof fetch): void {
  apiFetch = send;
}

async function apiRequest<T>(path: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await apiFetch(path, {
      credentials: 'same-origin',
      // What an answer holds depends on who asks (signed in, the profile watching, its age gate and
      // PIN), and that changes within a visit: a copy the browser kept for the visitor before
      // is confirmed with the server (a 304 when it still holds), never used as it is.
      cache: 'no-cache',
      ...init,
      headers: { accept: 'application/json', ...init.headers },
    });
  } catch {
    throw new ApiError(0, null);
  }
  if (!response.ok) {
    const isProblem = response.headers.get('content-type')?.startsWith(PROBLEM_CONTENT_TYPE) ?? false;
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ApiError(
      response.status,
      isProblem ? ((await response.json()) as Problem) : null,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    );
  }
  if (response.status === 204) return null as T;
  return (await response.json()) as T;
}

type Query = Record<string, string | number | undefined>;

/** What a call names beyond the endpoint: path parameters and a body where it has them. */
export type CallOptions<E extends AnyEndpoint> = {
  /** Added to the address; empty and undefined values are left out. */
  query?: Query;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The call must outlive the page (leaving, reloading): the browser finishes it after the document is gone. */
  keepalive?: boolean;
} & ([PathParams<E['path']>] extends [never]
  ? { params?: never }
  : { params: Record<PathParams<E['path']>, string | number> }) &
  ([BodyOf<E>] extends [undefined] ? { body?: never } : { body: BodyOf<E> });

type LooseOptions = {
  params?: Record<string, string | number>;
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  keepalive?: boolean;
};

type CallArguments<E extends AnyEndpoint> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "nothing is required"
  {} extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/** The address of a call: the endpoint's path with its parameters, and the query. */
export function endpointUrl<E extends AnyEndpoint>(
  endpoint: E,
  { params, query }: { params?: Record<string, string | number>; query?: Query } = {},
): string {
  const path = params ? fillPath(endpoint.path, params) : endpoint.path;
  const search = new URLSearchParams(
    Object.entries(query ?? {}).flatMap(([key, value]) =>
      value === undefined || value === '' ? [] : [[key, String(value)]],
    ),
  ).toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Calls an API endpoint from the shared contracts: the address, method and types all come from
 * there. A JSON body is sent as JSON; a file (Blob) as itself, with its own content type.
 */
export function callApi<E extends AnyEndpoint>(endpoint: E, ...[options]: CallArguments<E>): Promise<AnswerOf<E>> {
  const { body, headers = {}, signal, keepalive, ...address } = (options ?? {}) as LooseOptions;
  const init: RequestInit = { method: endpoint.method, signal, keepalive };
  if (body instanceof Blob) {
    init.headers = { ...headers, 'content-type': body.type || 'application/octet-stream' };
    init.body = body;
  } else if (body !== undefined) {
    init.headers = { ...headers, 'content-type': 'application/json' };
    init.body = JSON.stringify(body);
  } else {
    init.headers = headers;
  }
  return apiRequest(endpointUrl(endpoint, address), init);
}

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

export async function apiRequest<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
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

/** Request options for a method, with a JSON body when there is one. */
export const jsonRequest = (method: string, body?: unknown): RequestInit => ({
  method,
  ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
});

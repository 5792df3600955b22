import { PROBLEM_CONTENT_TYPE } from '@reelhouse/contracts/media-types';
import type { Problem } from '@reelhouse/contracts/problem';

/** A failed API call: the server's problem document when it sent one, else a network failure. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem | null,
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
    throw new ApiError(response.status, isProblem ? ((await response.json()) as Problem) : null);
  }
  return (await response.json()) as T;
}

/** The HTTP methods the API answers. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API endpoint as both sides name it: its method and path pattern (Fastify syntax, `:name`
 * for a path parameter), with what a successful answer holds and what the request body must be
 * carried as types only. The web calls endpoints, never hand-written URLs; a server test checks
 * that each is registered as written (docs/decisions/0018).
 */
export interface Endpoint<Answer = unknown, Body = undefined, Path extends string = string> {
  readonly method: HttpMethod;
  readonly path: Path;
  /** Never set at run time: it carries the types to the caller. */
  readonly types?: { answer: Answer; body: Body };
}

/** Declares an endpoint: the first call names its answer and body types, the second its route. */
export const endpoint =
  <Answer, Body = undefined>() =>
  <const Path extends string>(method: HttpMethod, path: Path): Endpoint<Answer, Body, Path> => ({ method, path });

/** The `:name` parameters of a path pattern. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- matches an endpoint of any types
export type AnyEndpoint = Endpoint<any, any, string>;
export type AnswerOf<E extends AnyEndpoint> = NonNullable<E['types']>['answer'];
export type BodyOf<E extends AnyEndpoint> = NonNullable<E['types']>['body'];

/** The path with its parameters filled in, each encoded as one path segment. */
export function fillPath<Path extends string>(path: Path, params: Record<PathParams<Path>, string | number>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(String((params as Record<string, string | number>)[name])),
  );
}

/** Content type of RFC 9457 error bodies. Kept apart from the schemas so the web bundle needs no zod. */
export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

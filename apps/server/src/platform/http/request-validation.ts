import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';

const NUL = '\u0000';

interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
}

const pathOf = (visit: Visit): (string | number)[] => {
  const path: (string | number)[] = [];
  for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
};

/**
 * Where the first NUL character sits in a parsed request part (in a string or an object key), or
 * null. PostgreSQL text cannot hold NUL, so it must be refused before any query. Walks with its
 * own stack and parent links: a deeply nested body must neither overflow the call stack nor copy
 * a path per level.
 */
export function nulPath(value: unknown): (string | number)[] | null {
  const pending: Visit[] = [{ value, key: null, parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const item = visit.value;
    if (typeof item === 'string') {
      if (item.includes(NUL)) return pathOf(visit);
    } else if (Array.isArray(item)) {
      item.forEach((child, index) => pending.push({ value: child, key: index, parent: visit }));
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes(NUL)) return pathOf(visit);
        pending.push({ value: child, key, parent: visit });
      }
    }
  }
  return null;
}

const withoutNul = z.unknown().superRefine((value, context) => {
  const path = nulPath(value);
  if (path) context.addIssue({ code: 'custom', path, message: 'must not contain the NUL character (\\u0000)' });
});

/**
 * The route schemas' validator, with one rule for every route before its own: no NUL in any text
 * of the path, query, headers or body. Refusals are the usual validation problem naming the field.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) =>
  zodValidatorCompiler({ ...route, schema: withoutNul.pipe(route.schema) });

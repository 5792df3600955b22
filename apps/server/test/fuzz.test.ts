import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MembersRepository } from '../src/modules/accounts/members.repository';
import { signIn, site } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The standing fuzz suite: every route in the OpenAPI document gets generated requests — values
 * shaped by its schemas, and hostile ones (wrong types, NUL, numbers past any column, unicode,
 * deep nesting, missing fields) — as a visitor, a member and an operator. Any 5xx fails it.
 * Seeded, so a failure repeats; bounded, so it runs in well under two minutes.
 */
const SEED = 2_111_2025;
const RUNS_PER_ROUTE_AND_ROLE = 20;
/**
 * On a PostgreSQL server (CI's second pass of this suite) the first few of the same requests: the
 * engine is the one PGlite embeds, so what that pass adds is the driver's path, and all twenty took
 * a minute of a two-core CI machine's time twice over.
 */
const RUNS_ON_A_SERVER = 5;

type Schema = { [key: string]: unknown };
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}
type Role = 'visitor' | 'member' | 'operator';

const hostileStrings = [
  '\u0000',
  'a\u0000b',
  '../../../etc/passwd',
  '%00',
  '\\',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🙂 \u202e',
  'ا'.repeat(300),
  'x'.repeat(5000),
  ' ',
  '',
];
const hostileNumbers = [2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e308, -1, 0, 0.5, -0.000001];
const deepNesting = fc.integer({ min: 30, max: 200 }).map((depth) => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { deeper: value };
  return value;
});
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.constantFrom(...hostileNumbers),
  fc.anything({ maxDepth: 2 }),
  deepNesting,
);

let t: TestApp;
let document: Document;
let operator: { rh_session: string };
let nextMobile = 9876500000;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { MEDIA_WORKERS: '0', DEMO_MEDIA: 'off' } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<Document>();
  await new MembersRepository(t.database.db).makeAdmin('+919876599999');
  operator = await signIn(t.app, '+919876599999');
}, 60_000);
afterAll(() => t.close());

const resolve = (schema: Schema | undefined): Schema => {
  const ref = schema?.$ref;
  if (typeof ref === 'string') return document.components?.schemas?.[ref.split('/').pop() ?? ''] ?? {};
  return schema ?? {};
};

/** Values a schema accepts, often enough to reach the route's code, and hostile ones a quarter of the time. */
function valueOf(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: shapedBy(resolve(schema), depth) }, { weight: 1, arbitrary: hostile });
}

function shapedBy(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  const choices = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (choices?.length) return fc.oneof(...choices.map((choice) => valueOf(choice, depth + 1)));
  const types = ([] as unknown[]).concat(schema.type ?? []);
  const type = types.find((candidate) => candidate !== 'null') ?? types[0];
  const number = (key: string, fallback: number) =>
    typeof schema[key] === 'number' ? (schema[key] as number) : fallback;
  switch (type) {
    case 'string':
      return schema.format === 'email'
        ? fc.emailAddress()
        : fc.string({ minLength: number('minLength', 0), maxLength: Math.min(number('maxLength', 40), 80) });
    case 'integer':
      return fc.integer({ min: Math.max(number('minimum', -1000), -1e6), max: Math.min(number('maximum', 1000), 1e6) });
    case 'number':
      return fc.double({ noNaN: true, min: number('minimum', -1e6), max: number('maximum', 1e6) });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 4 ? fc.constant([]) : fc.array(valueOf(schema.items as Schema, depth + 1), { maxLength: 3 });
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      if (depth > 4 || Object.keys(properties).length === 0) return fc.dictionary(fc.string(), hostile, { maxKeys: 2 });
      return fc.record(
        Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, valueOf(property, depth + 1)])),
        { requiredKeys: [] },
      );
    }
    default:
      return fc.anything({ maxDepth: 1 });
  }
}

/** A path or query value: the schema's, a few that name real rows, or hostile text. */
const textOf = (schema: Schema | undefined) =>
  fc.oneof(
    valueOf(schema).map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))),
    fc.constantFrom('1', '2', 'monsoon-letters', 'band-t-shirt', 'premium', 'en', 'RH-0001', 'about'),
  );

interface FuzzRequest {
  url: string;
  body: unknown;
  address: string;
}

function requestsFor(route: string, operation: Operation): fc.Arbitrary<FuzzRequest> {
  const parameters = operation.parameters ?? [];
  const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  return fc
    .record({
      path: fc.tuple(...pathParameters.map((parameter) => textOf(parameter.schema))),
      query: fc.tuple(...queryParameters.map((parameter) => fc.option(textOf(parameter.schema), { nil: undefined }))),
      body: operation.requestBody ? valueOf(bodySchema) : fc.constant(undefined),
      address: fc.tuple(fc.nat(255), fc.nat(255)).map(([a, b]) => `10.${a}.${b}.7`),
    })
    .map(({ path, query, body, address }) => {
      let url = route;
      pathParameters.forEach((parameter, index) => {
        url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(path[index])));
      });
      const search = new URLSearchParams();
      queryParameters.forEach((parameter, index) => {
        const value = query[index];
        if (value !== undefined) search.set(parameter.name, value);
      });
      return { url: search.size > 0 ? `${url}?${search}` : url, body, address };
    });
}

async function cookiesOf(role: Role): Promise<Record<string, string>> {
  if (role === 'operator') return operator;
  // A member of their own for each route: some routes sign out or delete the account.
  if (role === 'member') return signIn(t.app, `+91${(nextMobile += 7)}`);
  return {};
}

describe('fuzzing every route of the OpenAPI document', () => {
  it('never answers 5xx to generated and hostile requests, as a visitor, a member or an operator', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const [route, operations] of Object.entries(document.paths)) {
      if (route.startsWith('/api/docs')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        for (const role of ['visitor', 'member', 'operator'] as const) {
          const cookies = await cookiesOf(role);
          const result = await fc.check(
            fc.asyncProperty(requestsFor(route, operation), async ({ url, body, address }) => {
              sent += 1;
              const response = await t.app.inject({
                method: method.toUpperCase() as 'GET',
                url,
                cookies,
                remoteAddress: address,
                headers: { ...site, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
                ...(body === undefined ? {} : { payload: JSON.stringify(body) ?? 'null' }),
              });
              return response.statusCode < 500;
            }),
            { seed: SEED, numRuns: t.database.kind === 'postgres' ? RUNS_ON_A_SERVER : RUNS_PER_ROUTE_AND_ROLE },
          );
          if (result.failed) {
            failures.push(`${method.toUpperCase()} ${route} as ${role}: ${JSON.stringify(result.counterexample)}`);
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 240_000);
});

import { consoleSearchQuerySchema, consoleSearchSchema } from '@reelhouse/contracts/console-search';
import { problemSchema } from '@reelhouse/contracts/problem';
import type { ConsoleSearch } from '@reelhouse/contracts/console-search';
import { sessionOf } from '../../platform/auth/session-requests';
import type { ApiInstance } from '../../platform/http/types';
import type { PeopleAdminRepository } from './people-admin.repository';
import type { TitlesAdminRepository } from './titles-admin.repository';

/** How many of each kind the search box lists: enough to pick from while typing. */
const EACH = 5;

/** Members matching a search (the members module's list); only admins are shown any. */
export type MemberFinder = (q: string, limit: number) => Promise<ConsoleSearch['members']>;
/** Orders matching a search (the shop's list); only admins are shown any. */
export type OrderFinder = (q: string, limit: number) => Promise<ConsoleSearch['orders']>;

/**
 * The console's search box: titles in every status and people, by name (any language) or slug,
 * and for admins members (by name, username, e-mail or mobile number) and orders (by number,
 * billing e-mail or name).
 */
export function consoleSearchRoutes(
  admin: ApiInstance,
  found: {
    titles: TitlesAdminRepository;
    people: PeopleAdminRepository;
    members: MemberFinder;
    orders: OrderFinder;
  },
): void {
  admin.get(
    '/search',
    {
      schema: {
        tags: ['catalogue (operators)'],
        summary:
          'Search the console: the first few titles (any status) and people whose name or slug matches, and for admins members and orders.',
        querystring: consoleSearchQuerySchema,
        response: { 200: consoleSearchSchema, 400: problemSchema },
      },
    },
    async (request) => {
      const page = { page: 1, pageSize: EACH, order: 'asc' as const, q: request.query.q };
      const admins = sessionOf(request).user.role === 'admin';
      const [titles, people, members, orders] = await Promise.all([
        found.titles.list({ ...page, sort: 'name' }),
        found.people.list({ ...page, sort: 'name' }),
        admins ? found.members(request.query.q, EACH) : [],
        admins ? found.orders(request.query.q, EACH) : [],
      ]);
      return {
        titles: titles.items.map(({ slug, name, kind, status, poster }) => ({ slug, name, kind, status, poster })),
        people: people.items.map(({ slug, name, knownFor, portrait }) => ({ slug, name, knownFor, portrait })),
        members,
        orders,
      };
    },
  );
}

import { z } from 'zod';
import { departmentSchema, imageSetSchema, titleKindSchema } from './catalogue';
import { titleStatusSchema } from './catalogue-admin';
import { orderStatusSchema } from './shop-orders';

/** `GET /api/admin/search?q=`: the console's search box. */
export const consoleSearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'type something to search for').max(100, 'at most 100 characters'),
});

/** What the console's search box finds: a few of each kind of thing the console can open. */
export const consoleSearchSchema = z.object({
  titles: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      kind: titleKindSchema,
      status: titleStatusSchema,
      poster: imageSetSchema.nullable(),
    }),
  ),
  people: z.array(
    z.object({ slug: z.string(), name: z.string(), knownFor: departmentSchema, portrait: imageSetSchema.nullable() }),
  ),
  /** Only for admins; always empty for editors. */
  members: z.array(
    z.object({ id: z.number().int(), name: z.string(), mobile: z.string(), email: z.string().nullable() }),
  ),
  /** Only for admins, by number, billing e-mail or name; always empty for editors. */
  orders: z.array(
    z.object({ number: z.string(), status: orderStatusSchema, customer: z.string(), totalPaise: z.number().int() }),
  ),
});
export type ConsoleSearch = z.infer<typeof consoleSearchSchema>;

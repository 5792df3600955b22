import { z } from 'zod';

/** The paging every console list takes from its address: which page, and rows per page. */
export const consolePaging = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(10).max(100).default(25),
};

/** A page of a console list: its rows, where it is, and how many rows there are in all. */
export const consolePageOf = <Row extends z.ZodType>(row: Row) =>
  z.object({
    items: z.array(row),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });

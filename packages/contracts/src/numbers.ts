import { z } from 'zod';

/**
 * Whole numbers a client may send, bounded to what a PostgreSQL `integer` column holds: a larger
 * id, quantity or price is a validation error naming the field, not a database error (500).
 */
export const INT32_MAX = 2_147_483_647;
const INT32_MIN = -INT32_MAX - 1;
const tooLarge = `must be at most ${INT32_MAX}`;
const tooSmall = `must be at least ${INT32_MIN}`;

type NumberParams = Parameters<typeof z.number>[0];

/** A whole number from JSON that fits an `integer` column; chain `.min()` for stricter bounds. */
export const wholeNumber = (params?: NumberParams) =>
  z.number(params).int().min(INT32_MIN, tooSmall).max(INT32_MAX, tooLarge);

/** The same, read from a path or query string. */
export const wholeNumberParam = (params?: NumberParams) =>
  z.coerce.number(params).int().min(INT32_MIN, tooSmall).max(INT32_MAX, tooLarge);

/** A row's id from JSON. */
export const rowId = (params?: NumberParams) => wholeNumber(params).positive();

/** A row's id from a path or query string. */
export const rowIdParam = (params?: NumberParams) => wholeNumberParam(params).positive();

/**
 * A moment as Unix seconds, as signed links carry it. Never stored in an `integer` column, so it
 * is bounded by the year 9999 rather than by 2038.
 */
export const unixSeconds = z.coerce.number().int().min(0).max(253_402_300_799);

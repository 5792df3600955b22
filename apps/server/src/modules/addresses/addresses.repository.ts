import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { addressInputSchema, Address } from '@reelhouse/contracts/address';
import type { Db } from '@reelhouse/db/database';
import { addresses } from '@reelhouse/db/schema/accounts';

/** An address as checked by its schema, with the phone already in E.164. */
export type AddressFields = z.output<typeof addressInputSchema>;

const columns = {
  id: addresses.id,
  firstName: addresses.firstName,
  lastName: addresses.lastName,
  company: addresses.company,
  country: addresses.country,
  street: addresses.street,
  apartment: addresses.apartment,
  town: addresses.town,
  state: addresses.state,
  postcode: addresses.postcode,
  phone: addresses.phone,
  email: addresses.email,
  defaultBilling: addresses.defaultBilling,
  defaultShipping: addresses.defaultShipping,
};

/**
 * A member's addresses, always by owner and id together, so one member's request can never read
 * or change another's. Defaults move in the same transaction as the write that sets them.
 */
export class AddressesRepository {
  constructor(private readonly db: Db) {}

  list(userId: number): Promise<Address[]> {
    return this.db.select(columns).from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id));
  }

  /** Creates the address; a member's first address is their default for both. */
  async create(userId: number, fields: AddressFields): Promise<Address> {
    return this.db.transaction(async (tx) => {
      const [{ count } = { count: 0 }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(addresses)
        .where(eq(addresses.userId, userId));
      const values = {
        ...fields,
        defaultBilling: fields.defaultBilling || count === 0,
        defaultShipping: fields.defaultShipping || count === 0,
      };
      await this.clearDefaults(tx, userId, null, values);
      const [created] = await tx
        .insert(addresses)
        .values({ ...values, userId })
        .returning(columns);
      if (!created) throw new Error('insert returned no row');
      return created;
    });
  }

  /** Replaces the address when it is the member's; null when there is no such address of theirs. */
  async update(userId: number, id: number, fields: AddressFields): Promise<Address | null> {
    return this.db.transaction(async (tx) => {
      await this.clearDefaults(tx, userId, id, fields);
      const [updated] = await tx
        .update(addresses)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
        .returning(columns);
      return updated ?? null;
    });
  }

  async delete(userId: number, id: number): Promise<boolean> {
    const deleted = await this.db
      .delete(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
      .returning({ id: addresses.id });
    return deleted.length > 0;
  }

  /** Before an address becomes a default, the member's other address of that kind stops being one. */
  private async clearDefaults(
    tx: Parameters<Parameters<Db['transaction']>[0]>[0],
    userId: number,
    exceptId: number | null,
    fields: { defaultBilling: boolean; defaultShipping: boolean },
  ): Promise<void> {
    const others = and(eq(addresses.userId, userId), exceptId === null ? undefined : ne(addresses.id, exceptId));
    if (fields.defaultBilling) await tx.update(addresses).set({ defaultBilling: false }).where(others);
    if (fields.defaultShipping) await tx.update(addresses).set({ defaultShipping: false }).where(others);
  }
}

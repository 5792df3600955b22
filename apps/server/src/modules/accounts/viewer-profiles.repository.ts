import { and, asc, count, desc, eq, not, sql } from 'drizzle-orm';
import type { PlayerSettings, ViewerProfile } from '@reelhouse/contracts/profiles';
import type { Db } from '@reelhouse/db/database';
import { profiles, users } from '@reelhouse/db/schema/accounts';
import { images } from '@reelhouse/db/schema/media-images';
import { viewerProfileColumns } from './viewer-profile-columns';

/** The columns a profile's owner may set; the lock only as its hash. */
export type ViewerProfileFields = Partial<
  Pick<
    typeof profiles.$inferInsert,
    'name' | 'avatar' | 'language' | 'maturityLimit' | 'kids' | 'lockPinHash' | 'autoplayPreviews'
  >
>;

/**
 * An account's viewer profiles, always read and written by account and id together, so one
 * member's request can never reach another account's profile.
 */
export class ViewerProfilesRepository {
  constructor(private readonly db: Db) {}

  /** The holder's profile first, then the others in the order they were made. */
  list(userId: number): Promise<ViewerProfile[]> {
    return this.db
      .select(viewerProfileColumns)
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(profiles.userId, userId))
      .orderBy(desc(profiles.owner), asc(profiles.id));
  }

  async find(userId: number, id: number): Promise<(ViewerProfile & { lockPinHash: string | null }) | null> {
    const [row] = await this.db
      .select({ ...viewerProfileColumns, lockPinHash: profiles.lockPinHash })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(and(eq(profiles.userId, userId), eq(profiles.id, id)));
    return row ?? null;
  }

  /**
   * Adds a profile unless the account already has `max`. The account's row is locked for the count
   * and the insert, so two requests at once cannot both take the last place. Null when it is full.
   */
  async create(
    userId: number,
    fields: Required<Omit<ViewerProfileFields, 'lockPinHash'>>,
    max: number,
  ): Promise<number | null> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [held] = await tx.select({ total: count() }).from(profiles).where(eq(profiles.userId, userId));
      if ((held?.total ?? 0) >= max) return null;
      const [made] = await tx
        .insert(profiles)
        .values({ userId, ...fields })
        .returning({ id: profiles.id });
      return made?.id ?? null;
    });
  }

  async update(userId: number, id: number, fields: ViewerProfileFields): Promise<void> {
    await this.db
      .update(profiles)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(and(eq(profiles.userId, userId), eq(profiles.id, id)));
  }

  async setPlayerSettings(userId: number, id: number, settings: PlayerSettings): Promise<void> {
    await this.db
      .update(profiles)
      .set({ playerSettings: settings })
      .where(and(eq(profiles.userId, userId), eq(profiles.id, id)));
  }

  async setPicture(userId: number, id: number, imageId: number | null): Promise<void> {
    await this.db
      .update(profiles)
      .set({ pictureImageId: imageId, updatedAt: sql`now()` })
      .where(and(eq(profiles.userId, userId), eq(profiles.id, id)));
  }

  /**
   * Profile pictures no profile shows any more (replaced, removed, or their profile or account
   * gone), an hour after upload at the earliest: deleted, with what their files are called.
   */
  deleteUnusedPictures(): Promise<{ key: string; widths: number[]; formats: string[] }[]> {
    return this.db
      .delete(images)
      .where(
        sql`${images.key} like 'profile-%' and ${images.createdAt} < now() - interval '1 hour'
          and not exists (select 1 from ${profiles} p where p.picture_image_id = ${images.id})`,
      )
      .returning({ key: images.key, widths: images.widths, formats: images.formats });
  }

  /** Removes a profile with its list and history; never the holder's own. False when there was none to remove. */
  async delete(userId: number, id: number): Promise<boolean> {
    const removed = await this.db
      .delete(profiles)
      .where(and(eq(profiles.userId, userId), eq(profiles.id, id), not(profiles.owner)))
      .returning({ id: profiles.id });
    return removed.length > 0;
  }
}

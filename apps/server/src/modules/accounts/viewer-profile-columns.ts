import { sql } from 'drizzle-orm';
import type { ImageSet } from '@reelhouse/contracts/catalogue';
import { defaultPlayerSettings, type PlayerSettings, type ViewerProfile } from '@reelhouse/contracts/profiles';
import { imageJson } from '../../platform/sql';
import { profiles, users } from '@reelhouse/db/schema/accounts';

/**
 * A viewer profile as the API shows it (`viewerProfileSchema`), for a query that joins `profiles`
 * to its `users` row: the holder's unnamed profile goes by the account's first name, and the lock
 * shows only as whether there is one.
 */
export const viewerProfileColumns = {
  id: profiles.id,
  name: sql<
    string | null
  >`coalesce(${profiles.name}, case when ${profiles.owner} then nullif(trim(${users.firstName}), '') end)`,
  avatar: profiles.avatar,
  picture: sql<ImageSet | null>`${imageJson(sql`${profiles.pictureImageId}`)}`,
  language: profiles.language,
  maturityLimit: profiles.maturityLimit,
  kids: profiles.kids,
  owner: profiles.owner,
  locked: sql<boolean>`${profiles.lockPinHash} is not null`,
  // Over the defaults, so that settings saved before a setting existed still answer every one.
  player: sql<PlayerSettings>`${JSON.stringify(defaultPlayerSettings)}::jsonb || coalesce(${profiles.playerSettings}, '{}'::jsonb)`,
  autoplayPreviews: profiles.autoplayPreviews,
};

/** The same profile as one JSON value, or null where the left-joined profile is missing. */
export const viewerProfileJson = sql<ViewerProfile | null>`case when ${profiles.id} is null then null else json_build_object(${sql.join(
  Object.entries(viewerProfileColumns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
  sql`, `,
)}) end`;

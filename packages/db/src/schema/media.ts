import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { playbackEventKinds } from '@reelhouse/contracts/playback';
import { profiles, users } from './accounts';
import { episodes, titles } from './catalogue';
import { createdAt, inList, tsvector } from './columns';

/**
 * One imported video file and everything made from it. Several titles or episodes may play the
 * same asset (the demo catalogue shares a handful of clips). Paid titles play encrypted assets:
 * the same source makes a second, AES-128 encrypted asset with its own key.
 */
export const mediaAssets = pgTable(
  'media_assets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** SHA-256 of the source file: importing the same file again finds this asset. */
    sourceSha256: text('source_sha256').notNull(),
    sourceKey: text('source_key').notNull(),
    /** AES-128 key (hex) its segments are encrypted with, or null for a clear asset. */
    encryptionKey: text('encryption_key'),
    durationSeconds: real('duration_seconds').notNull(),
    width: smallint('width').notNull(),
    height: smallint('height').notNull(),
    frameRate: real('frame_rate').notNull(),
    hasAudio: boolean('has_audio').notNull(),
    /** What the probe found in the source (ffprobe's codec names), for the console. */
    videoCodec: text('video_codec'),
    audioCodec: text('audio_codec'),
    audioTracks: smallint('audio_tracks').notNull().default(0),
    posterReady: boolean('poster_ready').notNull().default(false),
    /** Seek-preview sprite sheets and their WebVTT track are in storage. */
    storyboardReady: boolean('storyboard_ready').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('media_assets_source_key').on(t.sourceSha256, sql`(${t.encryptionKey} is not null)`),
    check('media_assets_key_check', sql`${t.encryptionKey} ~ '^[0-9a-f]{32}$'`),
  ],
);

export const renditionStates = ['queued', 'running', 'done', 'failed'] as const;

/** One rung of an asset's HLS ladder; the master playlist lists those that are done. */
export const mediaRenditions = pgTable(
  'media_renditions',
  {
    assetId: integer('asset_id')
      .notNull()
      .references(() => mediaAssets.id, { onDelete: 'cascade' }),
    height: smallint('height').notNull(),
    width: smallint('width').notNull(),
    videoKbps: integer('video_kbps').notNull(),
    audioKbps: integer('audio_kbps').notNull(),
    /** Peak and average bits per second measured over the finished segments (EXT-X-STREAM-INF). */
    peakBandwidth: integer('peak_bandwidth'),
    averageBandwidth: integer('average_bandwidth'),
    codecs: text('codecs'),
    state: text('state', { enum: renditionStates }).notNull().default('queued'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.assetId, t.height] }),
    check('media_renditions_state_check', inList('state', renditionStates)),
  ],
);

/**
 * The audio tracks of a source that has more than one (languages, a description track): each is
 * packaged as an HLS audio rendition of its own, listed in the master as `EXT-X-MEDIA TYPE=AUDIO`,
 * and the video rungs then carry no sound. A source with one track keeps it inside each rung.
 */
export const mediaAudioTracks = pgTable(
  'media_audio_tracks',
  {
    assetId: integer('asset_id')
      .notNull()
      .references(() => mediaAssets.id, { onDelete: 'cascade' }),
    /** Which audio stream of the source (0 is the first): the rendition's directory, `audio/<n>`. */
    position: smallint('position').notNull(),
    /** BCP 47 language of the track, 'und' when the source does not say. */
    language: text('language').notNull(),
    /** The source's own title for the track, when it has one ("Director's commentary"). */
    name: text('name'),
    peakBandwidth: integer('peak_bandwidth'),
    averageBandwidth: integer('average_bandwidth'),
  },
  (t) => [primaryKey({ columns: [t.assetId, t.position] })],
);

/** What a title (movie, video) or an episode plays, with its skip markers in seconds. */
export const playables = pgTable(
  'playables',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    titleId: integer('title_id').references(() => titles.id, { onDelete: 'cascade' }),
    episodeId: integer('episode_id').references(() => episodes.id, { onDelete: 'cascade' }),
    assetId: integer('asset_id')
      .notNull()
      .references(() => mediaAssets.id, { onDelete: 'restrict' }),
    /**
     * A replacement video on its way: viewers keep playing `asset_id` until this one's first
     * rendition is done, then it takes its place.
     */
    nextAssetId: integer('next_asset_id').references(() => mediaAssets.id, { onDelete: 'set null' }),
    introStartSeconds: real('intro_start_seconds'),
    introEndSeconds: real('intro_end_seconds'),
    creditsStartSeconds: real('credits_start_seconds'),
    /** Where the muted preview starts, as an operator chose it; null: just past the intro. */
    previewStartSeconds: real('preview_start_seconds'),
    /** The preview clip made from the video, served under /media/previews/; null until it is made. */
    previewFile: text('preview_file'),
  },
  (t) => [
    uniqueIndex('playables_title_key').on(t.titleId),
    uniqueIndex('playables_episode_key').on(t.episodeId),
    index('playables_asset_idx').on(t.assetId),
    check('playables_owner_check', sql`(${t.titleId} is null) <> (${t.episodeId} is null)`),
    check(
      'playables_intro_check',
      sql`(${t.introStartSeconds} is null) = (${t.introEndSeconds} is null) and ${t.introStartSeconds} < ${t.introEndSeconds}`,
    ),
  ],
);

/** WebVTT subtitles of an asset, one file per language. */
export const mediaSubtitles = pgTable(
  'media_subtitles',
  {
    assetId: integer('asset_id')
      .notNull()
      .references(() => mediaAssets.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    label: text('label').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.assetId, t.lang] })],
);

/**
 * The cues of each subtitle file, as text without markup, for dialogue search: a line someone says
 * finds the moment it is said. Normalised like titles' names (Arabic letter forms, accents) and
 * indexed the same two ways (words as prefixes, trigrams for typos).
 */
export const subtitleCues = pgTable(
  'subtitle_cues',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    assetId: integer('asset_id').notNull(),
    lang: text('lang').notNull(),
    startSeconds: real('start_seconds').notNull(),
    text: text('text').notNull(),
    searchName: text('search_name').generatedAlwaysAs(sql`search_normalize(text)`),
    searchVector: tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('simple', search_normalize(text))`),
  },
  (t) => [
    // A cue lives as long as its file's row: replacing or removing the subtitles replaces or removes them.
    foreignKey({
      columns: [t.assetId, t.lang],
      foreignColumns: [mediaSubtitles.assetId, mediaSubtitles.lang],
    }).onDelete('cascade'),
    index('subtitle_cues_file_idx').on(t.assetId, t.lang),
    index('subtitle_cues_search_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    index('subtitle_cues_search_vector_idx').using('gin', t.searchVector),
  ],
);

/**
 * A playback in progress. It holds one of the member's simultaneous-stream slots while its
 * heartbeat is recent.
 */
export const playbackStreams = pgTable(
  'playback_streams',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The profile watching, whose place in the video the player's reports keep; null for visitors. */
    profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** Hash of the session (or a visitor's player cookie) that may use and renew this stream. */
    viewerTag: text('viewer_tag').notNull(),
    playableId: integer('playable_id')
      .notNull()
      .references(() => playables.id, { onDelete: 'cascade' }),
    startedAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The furthest position the player reported (seconds): how far into the video this play got. */
    furthestSeconds: real('furthest_seconds'),
  },
  (t) => [
    index('playback_streams_user_idx').on(t.userId, t.lastSeenAt),
    index('playback_streams_started_idx').on(t.startedAt),
  ],
);

/** Where a profile stopped in something it watches: resume and "continue watching" read it. */
export const watchPositions = pgTable(
  'watch_positions',
  {
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    playableId: integer('playable_id')
      .notNull()
      .references(() => playables.id, { onDelete: 'cascade' }),
    positionSeconds: real('position_seconds').notNull(),
    durationSeconds: real('duration_seconds').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.playableId] }),
    index('watch_positions_recent_idx').on(t.profileId, t.updatedAt),
  ],
);

/** Quality-of-experience reports from players: startup time, stalls, rendition switches, errors. */
export const playbackEvents = pgTable(
  'playback_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    streamId: text('stream_id')
      .notNull()
      .references(() => playbackStreams.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: playbackEventKinds }).notNull(),
    /** Milliseconds for startup and stalls, the new height for switches. */
    value: integer('value'),
    detail: text('detail'),
    at: createdAt(),
  },
  (t) => [
    index('playback_events_stream_idx').on(t.streamId),
    check('playback_events_kind_check', inList('kind', playbackEventKinds)),
  ],
);

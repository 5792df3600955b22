CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"priority" smallint DEFAULT 5 NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"max_attempts" smallint DEFAULT 4 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"worker" text,
	"progress" smallint DEFAULT 0 NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_state_check" CHECK (state in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "jobs_progress_check" CHECK ("jobs"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "media_assets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_assets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source_sha256" text NOT NULL,
	"source_key" text NOT NULL,
	"encryption_key" text,
	"duration_seconds" real NOT NULL,
	"width" smallint NOT NULL,
	"height" smallint NOT NULL,
	"frame_rate" real NOT NULL,
	"has_audio" boolean NOT NULL,
	"poster_ready" boolean DEFAULT false NOT NULL,
	"storyboard_ready" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_assets_key_check" CHECK ("media_assets"."encryption_key" ~ '^[0-9a-f]{32}$')
);
--> statement-breakpoint
CREATE TABLE "media_renditions" (
	"asset_id" integer NOT NULL,
	"height" smallint NOT NULL,
	"width" smallint NOT NULL,
	"video_kbps" integer NOT NULL,
	"audio_kbps" integer NOT NULL,
	"peak_bandwidth" integer,
	"average_bandwidth" integer,
	"codecs" text,
	"state" text DEFAULT 'queued' NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "media_renditions_asset_id_height_pk" PRIMARY KEY("asset_id","height"),
	CONSTRAINT "media_renditions_state_check" CHECK (state in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "media_subtitles" (
	"asset_id" integer NOT NULL,
	"lang" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_subtitles_asset_id_lang_pk" PRIMARY KEY("asset_id","lang")
);
--> statement-breakpoint
CREATE TABLE "playables" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "playables_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title_id" integer,
	"episode_id" integer,
	"asset_id" integer NOT NULL,
	"intro_start_seconds" real,
	"intro_end_seconds" real,
	"credits_start_seconds" real,
	CONSTRAINT "playables_owner_check" CHECK (("playables"."title_id" is null) <> ("playables"."episode_id" is null)),
	CONSTRAINT "playables_intro_check" CHECK (("playables"."intro_start_seconds" is null) = ("playables"."intro_end_seconds" is null) and "playables"."intro_start_seconds" < "playables"."intro_end_seconds")
);
--> statement-breakpoint
CREATE TABLE "playback_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "playback_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"stream_id" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playback_events_kind_check" CHECK (kind in ('startup', 'stall', 'switch', 'error'))
);
--> statement-breakpoint
CREATE TABLE "playback_streams" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"viewer_tag" text NOT NULL,
	"playable_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "watch_positions" (
	"user_id" integer NOT NULL,
	"playable_id" integer NOT NULL,
	"position_seconds" real NOT NULL,
	"duration_seconds" real NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watch_positions_user_id_playable_id_pk" PRIMARY KEY("user_id","playable_id")
);
--> statement-breakpoint
ALTER TABLE "media_renditions" ADD CONSTRAINT "media_renditions_asset_id_media_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."media_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_subtitles" ADD CONSTRAINT "media_subtitles_asset_id_media_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."media_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playables" ADD CONSTRAINT "playables_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playables" ADD CONSTRAINT "playables_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playables" ADD CONSTRAINT "playables_asset_id_media_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."media_assets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_events" ADD CONSTRAINT "playback_events_stream_id_playback_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."playback_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_streams" ADD CONSTRAINT "playback_streams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_streams" ADD CONSTRAINT "playback_streams_playable_id_playables_id_fk" FOREIGN KEY ("playable_id") REFERENCES "public"."playables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_positions" ADD CONSTRAINT "watch_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_positions" ADD CONSTRAINT "watch_positions_playable_id_playables_id_fk" FOREIGN KEY ("playable_id") REFERENCES "public"."playables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_pending_key" ON "jobs" USING btree ("kind","key") WHERE state in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "jobs_claim_idx" ON "jobs" USING btree ("run_at") WHERE state = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_lease_idx" ON "jobs" USING btree ("lease_until") WHERE state = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "media_assets_source_key" ON "media_assets" USING btree ("source_sha256",("encryption_key" is not null));--> statement-breakpoint
CREATE UNIQUE INDEX "playables_title_key" ON "playables" USING btree ("title_id");--> statement-breakpoint
CREATE UNIQUE INDEX "playables_episode_key" ON "playables" USING btree ("episode_id");--> statement-breakpoint
CREATE INDEX "playables_asset_idx" ON "playables" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "playback_events_stream_idx" ON "playback_events" USING btree ("stream_id");--> statement-breakpoint
CREATE INDEX "playback_streams_user_idx" ON "playback_streams" USING btree ("user_id","last_seen_at");--> statement-breakpoint
CREATE INDEX "watch_positions_recent_idx" ON "watch_positions" USING btree ("user_id","updated_at");
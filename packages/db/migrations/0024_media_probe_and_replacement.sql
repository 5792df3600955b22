ALTER TABLE "media_assets" ADD COLUMN "video_codec" text;--> statement-breakpoint
ALTER TABLE "media_assets" ADD COLUMN "audio_codec" text;--> statement-breakpoint
ALTER TABLE "media_assets" ADD COLUMN "audio_tracks" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "playables" ADD COLUMN "next_asset_id" integer;--> statement-breakpoint
ALTER TABLE "playables" ADD CONSTRAINT "playables_next_asset_id_media_assets_id_fk" FOREIGN KEY ("next_asset_id") REFERENCES "public"."media_assets"("id") ON DELETE set null ON UPDATE no action;
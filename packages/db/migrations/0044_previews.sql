ALTER TABLE "profiles" ADD COLUMN "autoplay_previews" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "playables" ADD COLUMN "preview_start_seconds" real;--> statement-breakpoint
ALTER TABLE "playables" ADD COLUMN "preview_file" text;
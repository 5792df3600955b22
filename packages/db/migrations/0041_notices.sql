ALTER TABLE "profiles" ADD COLUMN "notices_seen_at" timestamp with time zone;--> statement-breakpoint
-- Episodes that were there before have no publication time worth telling anyone about: they
-- count as published long ago, so no My List announces them as new.
ALTER TABLE "episodes" ADD COLUMN "published_at" timestamp with time zone DEFAULT '2000-01-01T00:00:00Z' NOT NULL;--> statement-breakpoint
ALTER TABLE "episodes" ALTER COLUMN "published_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "titles" ADD COLUMN "leaving_at" timestamp with time zone;

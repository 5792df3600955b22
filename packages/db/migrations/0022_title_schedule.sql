ALTER TABLE "titles" DROP CONSTRAINT "titles_status_check";--> statement-breakpoint
ALTER TABLE "titles" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "titles" ADD CONSTRAINT "titles_publish_at_check" CHECK ("titles"."status" <> 'scheduled' or "titles"."publish_at" is not null);--> statement-breakpoint
ALTER TABLE "titles" ADD CONSTRAINT "titles_status_check" CHECK (status in ('draft', 'scheduled', 'coming_soon', 'published', 'archived'));
ALTER TABLE "sessions" ADD COLUMN "pin_unlocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "parental_pin_hash" text;
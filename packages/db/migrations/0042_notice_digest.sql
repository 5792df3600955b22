ALTER TABLE "users" ADD COLUMN "notice_digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notice_digest_sent_at" timestamp with time zone;
ALTER TABLE "episode_translations" ADD COLUMN "search_name" text GENERATED ALWAYS AS (search_normalize(name)) STORED;--> statement-breakpoint
ALTER TABLE "title_translations" ADD COLUMN "search_name" text GENERATED ALWAYS AS (search_normalize(name)) STORED;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "search_name" text GENERATED ALWAYS AS (search_normalize(name)) STORED;--> statement-breakpoint
CREATE INDEX "episode_translations_search_idx" ON "episode_translations" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "title_translations_search_idx" ON "title_translations" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_search_idx" ON "people" USING gin ("search_name" gin_trgm_ops);
ALTER TABLE "episode_translations" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_normalize(name))) STORED;--> statement-breakpoint
ALTER TABLE "title_translations" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_normalize(name))) STORED;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_normalize(name))) STORED;--> statement-breakpoint
CREATE INDEX "episode_translations_search_vector_idx" ON "episode_translations" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "title_translations_search_vector_idx" ON "title_translations" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "people_search_vector_idx" ON "people" USING gin ("search_vector");
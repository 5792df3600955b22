CREATE TABLE "subtitle_cues" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subtitle_cues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"asset_id" integer NOT NULL,
	"lang" text NOT NULL,
	"start_seconds" real NOT NULL,
	"text" text NOT NULL,
	"search_name" text GENERATED ALWAYS AS (search_normalize(text)) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_normalize(text))) STORED
);
--> statement-breakpoint
ALTER TABLE "subtitle_cues" ADD CONSTRAINT "subtitle_cues_asset_id_lang_media_subtitles_asset_id_lang_fk" FOREIGN KEY ("asset_id","lang") REFERENCES "public"."media_subtitles"("asset_id","lang") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subtitle_cues_file_idx" ON "subtitle_cues" USING btree ("asset_id","lang");--> statement-breakpoint
CREATE INDEX "subtitle_cues_search_idx" ON "subtitle_cues" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subtitle_cues_search_vector_idx" ON "subtitle_cues" USING gin ("search_vector");
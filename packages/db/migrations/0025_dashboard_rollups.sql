CREATE TABLE "rendition_playback_daily" (
	"day" date NOT NULL,
	"height" smallint NOT NULL,
	"plays" integer NOT NULL,
	"watch_seconds" double precision NOT NULL,
	"reached_plays" integer NOT NULL,
	"reached_share" double precision NOT NULL,
	"stalls" integer NOT NULL,
	"stall_ms" double precision NOT NULL,
	"errors" integer NOT NULL,
	"startup_counts" integer[] NOT NULL,
	CONSTRAINT "rendition_playback_daily_day_height_pk" PRIMARY KEY("day","height")
);
--> statement-breakpoint
CREATE TABLE "title_playback_daily" (
	"day" date NOT NULL,
	"title_id" integer NOT NULL,
	"plays" integer NOT NULL,
	"watch_seconds" double precision NOT NULL,
	"reached_plays" integer NOT NULL,
	"reached_share" double precision NOT NULL,
	"stalls" integer NOT NULL,
	"stall_ms" double precision NOT NULL,
	"errors" integer NOT NULL,
	"startup_counts" integer[] NOT NULL,
	CONSTRAINT "title_playback_daily_title_id_day_pk" PRIMARY KEY("title_id","day")
);
--> statement-breakpoint
CREATE TABLE "visits_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"visits" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "playback_streams" ADD COLUMN "furthest_seconds" real;--> statement-breakpoint
ALTER TABLE "title_playback_daily" ADD CONSTRAINT "title_playback_daily_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "title_playback_daily_day_idx" ON "title_playback_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "playback_streams_started_idx" ON "playback_streams" USING btree ("created_at");
CREATE TABLE "media_audio_tracks" (
	"asset_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"language" text NOT NULL,
	"name" text,
	"peak_bandwidth" integer,
	"average_bandwidth" integer,
	CONSTRAINT "media_audio_tracks_asset_id_position_pk" PRIMARY KEY("asset_id","position")
);
--> statement-breakpoint
ALTER TABLE "media_audio_tracks" ADD CONSTRAINT "media_audio_tracks_asset_id_media_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."media_assets"("id") ON DELETE cascade ON UPDATE no action;
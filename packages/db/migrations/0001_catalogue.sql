CREATE TABLE "awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_id" integer NOT NULL,
	"name" text NOT NULL,
	"year" smallint NOT NULL,
	"outcome" text NOT NULL,
	CONSTRAINT "awards_outcome_check" CHECK (outcome in ('win', 'nomination'))
);
--> statement-breakpoint
CREATE TABLE "episode_translations" (
	"episode_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	CONSTRAINT "episode_translations_episode_id_lang_pk" PRIMARY KEY("episode_id","lang")
);
--> statement-breakpoint
CREATE TABLE "episodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"duration_minutes" integer DEFAULT 45 NOT NULL,
	"image_id" integer,
	"release_date" date,
	CONSTRAINT "episodes_number_check" CHECK ("episodes"."number" > 0),
	CONSTRAINT "episodes_duration_check" CHECK ("episodes"."duration_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "genre_translations" (
	"genre_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "genre_translations_genre_id_lang_pk" PRIMARY KEY("genre_id","lang")
);
--> statement-breakpoint
CREATE TABLE "genres" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"thumbnail_image_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "genres_type_check" CHECK (type in ('movie', 'tv-show', 'video'))
);
--> statement-breakpoint
CREATE TABLE "season_translations" (
	"season_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "season_translations_season_id_lang_pk" PRIMARY KEY("season_id","lang")
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_id" integer NOT NULL,
	"number" smallint NOT NULL,
	CONSTRAINT "seasons_number_check" CHECK ("seasons"."number" > 0)
);
--> statement-breakpoint
CREATE TABLE "tag_translations" (
	"tag_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "tag_translations_tag_id_lang_pk" PRIMARY KEY("tag_id","lang")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "title_genres" (
	"title_id" integer NOT NULL,
	"genre_id" integer NOT NULL,
	CONSTRAINT "title_genres_title_id_genre_id_pk" PRIMARY KEY("title_id","genre_id")
);
--> statement-breakpoint
CREATE TABLE "title_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_id" integer NOT NULL,
	"quality" text NOT NULL,
	"language" text NOT NULL,
	"player" text NOT NULL,
	"added_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "title_tags" (
	"title_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "title_tags_title_id_tag_id_pk" PRIMARY KEY("title_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "title_translations" (
	"title_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"tagline" text,
	"description" text,
	CONSTRAINT "title_translations_title_id_lang_pk" PRIMARY KEY("title_id","lang")
);
--> statement-breakpoint
CREATE TABLE "titles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"rating" text NOT NULL,
	"release_date" date,
	"runtime_minutes" integer,
	"audio_languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"access_tier" text DEFAULT 'free' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"available_at" timestamp with time zone,
	"poster_image_id" integer,
	"backdrop_image_id" integer,
	"thumbnail_image_id" integer,
	"trailer_url" text,
	"view_count" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "titles_kind_check" CHECK (kind in ('movie', 'series', 'show', 'video')),
	CONSTRAINT "titles_rating_check" CHECK (rating in ('U', 'U/A 7+', 'U/A 13+', 'U/A 16+', 'A')),
	CONSTRAINT "titles_access_tier_check" CHECK (access_tier in ('free', 'basic', 'premium')),
	CONSTRAINT "titles_status_check" CHECK (status in ('draft', 'published', 'coming_soon')),
	CONSTRAINT "titles_runtime_check" CHECK ("titles"."runtime_minutes" is null or "titles"."runtime_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "rail_items" (
	"rail_id" integer NOT NULL,
	"title_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "rail_items_rail_id_title_id_pk" PRIMARY KEY("rail_id","title_id")
);
--> statement-breakpoint
CREATE TABLE "rail_translations" (
	"rail_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "rail_translations_rail_id_lang_pk" PRIMARY KEY("rail_id","lang")
);
--> statement-breakpoint
CREATE TABLE "rails" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"placement" text NOT NULL,
	"rule" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"size" smallint DEFAULT 12 NOT NULL,
	CONSTRAINT "rails_rule_check" CHECK (rule in ('curated', 'latest', 'most_watched', 'upcoming', 'genre', 'top10')),
	CONSTRAINT "rails_size_check" CHECK ("rails"."size" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "slider_items" (
	"slider_id" integer NOT NULL,
	"title_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "slider_items_slider_id_title_id_pk" PRIMARY KEY("slider_id","title_id")
);
--> statement-breakpoint
CREATE TABLE "sliders" (
	"id" serial PRIMARY KEY NOT NULL,
	"placement" text NOT NULL,
	CONSTRAINT "sliders_placement_check" CHECK (placement in ('home', 'movies', 'tv', 'videos', 'banner'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_id" integer NOT NULL,
	"user_id" integer,
	"rating" smallint NOT NULL,
	"body" text NOT NULL,
	"author_name" text NOT NULL,
	"author_email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_status_check" CHECK (status in ('pending', 'published'))
);
--> statement-breakpoint
CREATE TABLE "title_daily_views" (
	"title_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "title_daily_views_title_id_day_pk" PRIMARY KEY("title_id","day")
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"widths" integer[] NOT NULL,
	"formats" text[] DEFAULT '{webp}'::text[] NOT NULL,
	"dominant_color" text DEFAULT '#1f1f29' NOT NULL,
	"alt" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"department" text NOT NULL,
	"role" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "credits_department_check" CHECK (department in ('production', 'art', 'writing', 'editing', 'sound', 'camera', 'acting', 'directing'))
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"profile_image_id" integer,
	"known_for" text DEFAULT 'acting' NOT NULL,
	"birthday" date,
	"birth_place" text,
	"also_known_as" text[] DEFAULT '{}'::text[] NOT NULL,
	"height_cm" smallint,
	"relatives" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"official_sites" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_translations" (
	"person_id" integer NOT NULL,
	"lang" text NOT NULL,
	"designation" text NOT NULL,
	"biography" text,
	CONSTRAINT "person_translations_person_id_lang_pk" PRIMARY KEY("person_id","lang")
);
--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episode_translations" ADD CONSTRAINT "episode_translations_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episodes" ADD CONSTRAINT "episodes_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episodes" ADD CONSTRAINT "episodes_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genre_translations" ADD CONSTRAINT "genre_translations_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genres" ADD CONSTRAINT "genres_thumbnail_image_id_images_id_fk" FOREIGN KEY ("thumbnail_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_translations" ADD CONSTRAINT "season_translations_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_translations" ADD CONSTRAINT "tag_translations_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_genres" ADD CONSTRAINT "title_genres_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_genres" ADD CONSTRAINT "title_genres_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_links" ADD CONSTRAINT "title_links_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_tags" ADD CONSTRAINT "title_tags_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_tags" ADD CONSTRAINT "title_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_translations" ADD CONSTRAINT "title_translations_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titles" ADD CONSTRAINT "titles_poster_image_id_images_id_fk" FOREIGN KEY ("poster_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titles" ADD CONSTRAINT "titles_backdrop_image_id_images_id_fk" FOREIGN KEY ("backdrop_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titles" ADD CONSTRAINT "titles_thumbnail_image_id_images_id_fk" FOREIGN KEY ("thumbnail_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rail_items" ADD CONSTRAINT "rail_items_rail_id_rails_id_fk" FOREIGN KEY ("rail_id") REFERENCES "public"."rails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rail_items" ADD CONSTRAINT "rail_items_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rail_translations" ADD CONSTRAINT "rail_translations_rail_id_rails_id_fk" FOREIGN KEY ("rail_id") REFERENCES "public"."rails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slider_items" ADD CONSTRAINT "slider_items_slider_id_sliders_id_fk" FOREIGN KEY ("slider_id") REFERENCES "public"."sliders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slider_items" ADD CONSTRAINT "slider_items_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_daily_views" ADD CONSTRAINT "title_daily_views_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_profile_image_id_images_id_fk" FOREIGN KEY ("profile_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_translations" ADD CONSTRAINT "person_translations_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "awards_title_idx" ON "awards" USING btree ("title_id");--> statement-breakpoint
CREATE UNIQUE INDEX "episodes_season_number_key" ON "episodes" USING btree ("season_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "genres_slug_key" ON "genres" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_title_number_key" ON "seasons" USING btree ("title_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_slug_key" ON "tags" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "title_genres_genre_idx" ON "title_genres" USING btree ("genre_id");--> statement-breakpoint
CREATE INDEX "title_links_title_idx" ON "title_links" USING btree ("title_id");--> statement-breakpoint
CREATE INDEX "title_tags_tag_idx" ON "title_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "titles_slug_key" ON "titles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "titles_listing_idx" ON "titles" USING btree ("kind","status","release_date");--> statement-breakpoint
CREATE UNIQUE INDEX "rails_slug_key" ON "rails" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "rails_placement_idx" ON "rails" USING btree ("placement","position");--> statement-breakpoint
CREATE UNIQUE INDEX "sliders_placement_key" ON "sliders" USING btree ("placement");--> statement-breakpoint
CREATE INDEX "reviews_title_idx" ON "reviews" USING btree ("title_id","status","created_at");--> statement-breakpoint
CREATE INDEX "title_daily_views_day_idx" ON "title_daily_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "credits_title_idx" ON "credits" USING btree ("title_id","department","position");--> statement-breakpoint
CREATE INDEX "credits_person_idx" ON "credits" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "people_slug_key" ON "people" USING btree ("slug");
CREATE TABLE "profiles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "profiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text,
	"avatar" text DEFAULT 'sun' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"maturity_limit" text DEFAULT 'A' NOT NULL,
	"kids" boolean DEFAULT false NOT NULL,
	"owner" boolean DEFAULT false NOT NULL,
	"lock_pin_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_avatar_check" CHECK (avatar in ('sun', 'moon', 'star', 'leaf', 'wave', 'flame', 'cloud', 'gem', 'bolt', 'heart', 'kite', 'rocket')),
	CONSTRAINT "profiles_language_check" CHECK (language in ('en', 'ar', 'gr', 'fr', 'de')),
	CONSTRAINT "profiles_maturity_limit_check" CHECK (maturity_limit in ('U', 'U/A 7+', 'U/A 13+', 'U/A 16+', 'A')),
	CONSTRAINT "profiles_named_check" CHECK ("profiles"."owner" or "profiles"."name" is not null),
	CONSTRAINT "profiles_kids_check" CHECK (not "profiles"."kids" or (not "profiles"."owner" and maturity_limit in ('U', 'U/A 7+')))
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profiles_user_idx" ON "profiles" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_owner_key" ON "profiles" USING btree ("user_id") WHERE "profiles"."owner";--> statement-breakpoint
-- Every member so far gets their own profile, named as they named themselves, seeing what the
-- account may see: nothing anybody may watch changes.
INSERT INTO "profiles" ("user_id", "name", "owner", "created_at")
  SELECT "id", nullif(trim("first_name"), ''), true, "created_at" FROM "users" ORDER BY "id";--> statement-breakpoint
-- Every account made from now on gets its holder's profile in the same statement, whichever way it
-- was made (sign-in code, password sign-up, operator, seed).
CREATE FUNCTION users_owner_profile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO profiles (user_id, name, owner) SELECT id, nullif(trim(first_name), ''), true FROM made;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_owner_profile AFTER INSERT ON users REFERENCING NEW TABLE AS made
  FOR EACH STATEMENT EXECUTE FUNCTION users_owner_profile();
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "profile_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Devices signed in now keep watching as the one profile their account has.
UPDATE "sessions" s SET "profile_id" = p."id" FROM "profiles" p WHERE p."user_id" = s."user_id";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "profile_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "reviews" r SET "profile_id" = p."id" FROM "profiles" p WHERE p."user_id" = r."user_id";--> statement-breakpoint
ALTER TABLE "playback_streams" ADD COLUMN "profile_id" integer;--> statement-breakpoint
ALTER TABLE "playback_streams" ADD CONSTRAINT "playback_streams_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "playback_streams" s SET "profile_id" = p."id" FROM "profiles" p WHERE p."user_id" = s."user_id";--> statement-breakpoint
-- My List and where each video stopped move from the account to its one profile.
ALTER TABLE "watchlist_items" ADD COLUMN "profile_id" integer;--> statement-breakpoint
UPDATE "watchlist_items" w SET "profile_id" = p."id" FROM "profiles" p WHERE p."user_id" = w."user_id";--> statement-breakpoint
ALTER TABLE "watchlist_items" ALTER COLUMN "profile_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "watchlist_items" DROP CONSTRAINT "watchlist_items_user_id_title_id_pk";--> statement-breakpoint
ALTER TABLE "watchlist_items" DROP CONSTRAINT "watchlist_items_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "watchlist_items" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_profile_id_title_id_pk" PRIMARY KEY("profile_id","title_id");--> statement-breakpoint
ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_positions" ADD COLUMN "profile_id" integer;--> statement-breakpoint
UPDATE "watch_positions" w SET "profile_id" = p."id" FROM "profiles" p WHERE p."user_id" = w."user_id";--> statement-breakpoint
ALTER TABLE "watch_positions" ALTER COLUMN "profile_id" SET NOT NULL;--> statement-breakpoint
DROP INDEX "watch_positions_recent_idx";--> statement-breakpoint
ALTER TABLE "watch_positions" DROP CONSTRAINT "watch_positions_user_id_playable_id_pk";--> statement-breakpoint
ALTER TABLE "watch_positions" DROP CONSTRAINT "watch_positions_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "watch_positions" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "watch_positions" ADD CONSTRAINT "watch_positions_profile_id_playable_id_pk" PRIMARY KEY("profile_id","playable_id");--> statement-breakpoint
ALTER TABLE "watch_positions" ADD CONSTRAINT "watch_positions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watch_positions_recent_idx" ON "watch_positions" USING btree ("profile_id","updated_at");

ALTER TABLE "blog_authors" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "titles" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- An installation seeded before this column: the demo's rows are those the seeds wrote. The seeds
-- run one after another at a first start, before the server listens, each in one transaction:
-- the catalogue (its rows made at the very time it records), the blog, then the shop (whose
-- recorded time is after the blog's rows, and whose products are dated before it).
UPDATE "titles" SET "demo" = true WHERE "created_at" <= (SELECT ("value" #>> '{}')::timestamptz FROM "settings" WHERE "key" = 'demo.seededAt');--> statement-breakpoint
-- People have no creation time; the seed wrote them before any operator could, so every id up to
-- the last one credited on a demo title is the demo's.
UPDATE "people" SET "demo" = true WHERE "id" <= (SELECT max(c."person_id") FROM "credits" c JOIN "titles" t ON t."id" = c."title_id" WHERE t."demo");--> statement-breakpoint
UPDATE "blog_authors" SET "demo" = true WHERE "created_at" <= (SELECT ("value" #>> '{}')::timestamptz FROM "settings" WHERE "key" = 'demo.shopSeededAt');--> statement-breakpoint
UPDATE "blog_posts" SET "demo" = true WHERE "created_at" <= (SELECT ("value" #>> '{}')::timestamptz FROM "settings" WHERE "key" = 'demo.shopSeededAt');--> statement-breakpoint
UPDATE "products" SET "demo" = true WHERE "created_at" <= (SELECT ("value" #>> '{}')::timestamptz FROM "settings" WHERE "key" = 'demo.shopSeededAt');

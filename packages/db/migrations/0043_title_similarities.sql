CREATE TABLE "title_similarities" (
	"title_id" integer NOT NULL,
	"similar_id" integer NOT NULL,
	"score" real NOT NULL,
	"co_watchers" integer NOT NULL,
	CONSTRAINT "title_similarities_title_id_similar_id_pk" PRIMARY KEY("title_id","similar_id")
);
--> statement-breakpoint
ALTER TABLE "title_similarities" ADD CONSTRAINT "title_similarities_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_similarities" ADD CONSTRAINT "title_similarities_similar_id_titles_id_fk" FOREIGN KEY ("similar_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "title_similarities_rank_idx" ON "title_similarities" USING btree ("title_id","score");
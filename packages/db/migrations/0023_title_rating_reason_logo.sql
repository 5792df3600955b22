ALTER TABLE "titles" ADD COLUMN "rating_reason" text;--> statement-breakpoint
ALTER TABLE "titles" ADD COLUMN "logo_image_id" integer;--> statement-breakpoint
ALTER TABLE "titles" ADD CONSTRAINT "titles_logo_image_id_images_id_fk" FOREIGN KEY ("logo_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
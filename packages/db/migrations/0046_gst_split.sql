ALTER TABLE "invoices" ADD COLUMN "seller_state" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "place_of_supply" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "cgst_paise" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "sgst_paise" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "igst_paise" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "seller_state" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "place_of_supply" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cgst_paise" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "sgst_paise" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "igst_paise" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_gst_split_check" CHECK ("payments"."place_of_supply" is null or "payments"."cgst_paise" + "payments"."sgst_paise" + "payments"."igst_paise" = "payments"."gst_paise");
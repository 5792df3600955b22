ALTER TABLE "invoices" ADD COLUMN "upgraded_from" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "credit_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "upgraded_from_plan_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "covers_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_upgraded_from_plan_id_plans_id_fk" FOREIGN KEY ("upgraded_from_plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_upgrade_check" CHECK (("payments"."purpose" = 'upgrade') = ("payments"."covers_until" is not null and "payments"."upgraded_from_plan_id" is not null));
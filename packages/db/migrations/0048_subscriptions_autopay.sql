CREATE TABLE "member_subscriptions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"next_plan_id" integer,
	"auto_renew" boolean DEFAULT true NOT NULL,
	"mandate_id" integer,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_mandates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_mandates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"merchant_subscription_id" text NOT NULL,
	"gateway" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"max_amount_paise" integer NOT NULL,
	"setup_payment_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_mandates_state_check" CHECK (state in ('pending', 'active', 'paused', 'revoked', 'cancelled', 'expired', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "renewals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "renewals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"mandate_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempt" smallint NOT NULL,
	"plan_id" integer NOT NULL,
	"merchant_order_id" text NOT NULL,
	"base_paise" integer NOT NULL,
	"gst_basis_points" smallint NOT NULL,
	"gst_paise" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"state" text DEFAULT 'notified' NOT NULL,
	"failure_code" text,
	"debit_at" timestamp with time zone NOT NULL,
	"payment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "renewals_state_check" CHECK (state in ('notified', 'refused', 'debiting', 'succeeded', 'failed', 'dropped')),
	CONSTRAINT "renewals_attempt_check" CHECK ("renewals"."attempt" between 1 and 3),
	CONSTRAINT "renewals_amount_check" CHECK ("renewals"."amount_paise" > 0 and "renewals"."amount_paise" = "renewals"."base_paise" + "renewals"."gst_paise")
);
--> statement-breakpoint
ALTER TABLE "entitlements" DROP CONSTRAINT "entitlements_source_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purpose" text DEFAULT 'purchase' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_subscriptions" ADD CONSTRAINT "member_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_subscriptions" ADD CONSTRAINT "member_subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_subscriptions" ADD CONSTRAINT "member_subscriptions_next_plan_id_plans_id_fk" FOREIGN KEY ("next_plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_subscriptions" ADD CONSTRAINT "member_subscriptions_mandate_id_payment_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."payment_mandates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_mandates" ADD CONSTRAINT "payment_mandates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_mandates" ADD CONSTRAINT "payment_mandates_setup_payment_id_payments_id_fk" FOREIGN KEY ("setup_payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewals" ADD CONSTRAINT "renewals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewals" ADD CONSTRAINT "renewals_mandate_id_payment_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."payment_mandates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewals" ADD CONSTRAINT "renewals_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewals" ADD CONSTRAINT "renewals_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_mandates_merchant_subscription_key" ON "payment_mandates" USING btree ("merchant_subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_mandates_setup_payment_key" ON "payment_mandates" USING btree ("setup_payment_id");--> statement-breakpoint
CREATE INDEX "payment_mandates_user_idx" ON "payment_mandates" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "renewals_attempt_key" ON "renewals" USING btree ("user_id","due_at","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "renewals_merchant_order_key" ON "renewals" USING btree ("merchant_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "renewals_payment_key" ON "renewals" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "renewals_debit_idx" ON "renewals" USING btree ("debit_at") WHERE state = 'notified';--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_source_check" CHECK (source in ('payment', 'grant', 'order', 'grace'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_check" CHECK (purpose in ('purchase', 'autopay_setup', 'renewal', 'upgrade'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_purpose_check" CHECK ("payments"."order_id" is null or "payments"."purpose" = 'purchase');
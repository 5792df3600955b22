CREATE TABLE "plan_translations" (
	"plan_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"features" jsonb NOT NULL,
	CONSTRAINT "plan_translations_plan_id_lang_pk" PRIMARY KEY("plan_id","lang")
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"price_paise" integer NOT NULL,
	"gst_basis_points" smallint DEFAULT 1800 NOT NULL,
	"billing_months" smallint DEFAULT 1 NOT NULL,
	"max_height" smallint NOT NULL,
	"streams" smallint NOT NULL,
	"tiers" text[] NOT NULL,
	"includes_adult" boolean DEFAULT false NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_price_check" CHECK ("plans"."price_paise" >= 0),
	CONSTRAINT "plans_gst_check" CHECK ("plans"."gst_basis_points" between 0 and 10000),
	CONSTRAINT "plans_billing_check" CHECK ("plans"."billing_months" between 1 and 36),
	CONSTRAINT "plans_streams_check" CHECK ("plans"."streams" between 1 and 20),
	CONSTRAINT "plans_height_check" CHECK ("plans"."max_height" between 144 and 4320),
	CONSTRAINT "plans_tiers_check" CHECK (tiers <@ array['free', 'basic', 'premium']::text[])
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_state_check" CHECK (state in ('active', 'ended', 'refunded')),
	CONSTRAINT "subscriptions_period_check" CHECK ("subscriptions"."ends_at" > "subscriptions"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "plan_translations" ADD CONSTRAINT "plan_translations_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plans_code_key" ON "plans" USING btree ("code");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id","ends_at");
CREATE TABLE "entitlements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "entitlements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"state" text DEFAULT 'active' NOT NULL,
	"plan_id" integer,
	"payment_id" integer,
	"granted_by" integer,
	"grant_reason" text,
	"order_id" integer,
	"product_file_id" integer,
	"remaining" integer,
	"downloaded_count" integer DEFAULT 0 NOT NULL,
	"refund_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entitlements_kind_check" CHECK (kind in ('plan', 'download')),
	CONSTRAINT "entitlements_source_check" CHECK (source in ('payment', 'grant', 'order')),
	CONSTRAINT "entitlements_state_check" CHECK (state in ('active', 'ended', 'refunded', 'revoked', 'suspended')),
	CONSTRAINT "entitlements_period_check" CHECK ("entitlements"."ends_at" is null or "entitlements"."ends_at" > "entitlements"."starts_at"),
	CONSTRAINT "entitlements_shape_check" CHECK (case "entitlements"."kind"
            when 'plan' then "entitlements"."plan_id" is not null and "entitlements"."ends_at" is not null and "entitlements"."order_id" is null
                             and ("entitlements"."source" = 'payment') = ("entitlements"."payment_id" is not null) and "entitlements"."source" <> 'order'
            when 'download' then "entitlements"."source" = 'order' and "entitlements"."order_id" is not null
                             and "entitlements"."product_file_id" is not null and "entitlements"."payment_id" is null
          end),
	CONSTRAINT "entitlements_remaining_check" CHECK ("entitlements"."remaining" is null or "entitlements"."remaining" >= 0)
);
--> statement-breakpoint
-- Plan periods keep their ids; a refunded one points at the refund that completed for its payment.
INSERT INTO "entitlements"
  ("id", "user_id", "kind", "source", "starts_at", "ends_at", "state", "plan_id", "payment_id", "granted_by", "grant_reason", "refund_id", "created_at")
  OVERRIDING SYSTEM VALUE
SELECT s.id, s.user_id, 'plan', CASE WHEN s.payment_id IS NULL THEN 'grant' ELSE 'payment' END,
       s.starts_at, s.ends_at, s.state, s.plan_id, s.payment_id, s.granted_by, s.grant_reason,
       CASE WHEN s.state = 'refunded' THEN (SELECT r.id FROM refunds r WHERE r.payment_id = s.payment_id AND r.state = 'completed' ORDER BY r.id LIMIT 1) END,
       s.created_at
  FROM subscriptions s;--> statement-breakpoint
-- New rights are numbered after the carried periods.
SELECT setval(pg_get_serial_sequence('entitlements', 'id'), coalesce((SELECT max(id) FROM entitlements), 0) + 1, false);--> statement-breakpoint
-- Downloads take their state from their order, as the download pages did: open while the order is
-- processing or completed. A right without a member (a deleted buyer) could never be used: not carried.
INSERT INTO "entitlements"
  ("user_id", "kind", "source", "starts_at", "ends_at", "state", "order_id", "product_file_id", "remaining", "downloaded_count", "refund_id", "created_at")
SELECT d.user_id, 'download', 'order', d.created_at,
       CASE WHEN d.expires_at IS NOT NULL THEN greatest(d.expires_at, d.created_at + interval '1 second') END,
       CASE o.status WHEN 'processing' THEN 'active' WHEN 'completed' THEN 'active' WHEN 'refunded' THEN 'refunded'
                     WHEN 'cancelled' THEN 'revoked' WHEN 'failed' THEN 'revoked' ELSE 'suspended' END,
       d.order_id, d.file_id, d.remaining, d.downloaded_count,
       CASE WHEN o.status = 'refunded' THEN (SELECT r.id FROM refunds r JOIN payments p ON p.id = r.payment_id
                                              WHERE p.order_id = o.id AND r.state = 'completed' ORDER BY r.id LIMIT 1) END,
       d.created_at
  FROM order_downloads d JOIN orders o ON o.id = d.order_id
 WHERE d.user_id IS NOT NULL
 ORDER BY d.id;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "entitlement_id" integer;--> statement-breakpoint
UPDATE "invoices" i SET "entitlement_id" = e.id FROM "entitlements" e WHERE e.payment_id = i.payment_id;--> statement-breakpoint
DROP TABLE "order_downloads" CASCADE;--> statement-breakpoint
DROP TABLE "subscriptions" CASCADE;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_product_file_id_product_files_id_fk" FOREIGN KEY ("product_file_id") REFERENCES "public"."product_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entitlements_user_idx" ON "entitlements" USING btree ("user_id","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "entitlements_payment_key" ON "entitlements" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "entitlements_order_file_key" ON "entitlements" USING btree ("order_id","product_file_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_entitlement_id_entitlements_id_fk" FOREIGN KEY ("entitlement_id") REFERENCES "public"."entitlements"("id") ON DELETE no action ON UPDATE no action;
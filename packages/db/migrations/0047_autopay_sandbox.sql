CREATE TABLE "phonepe_sandbox_mandates" (
	"id" text PRIMARY KEY NOT NULL,
	"gateway_id" text NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"amount_type" text NOT NULL,
	"max_amount" integer NOT NULL,
	"frequency" text NOT NULL,
	"expire_at" timestamp with time zone NOT NULL,
	"decline_debits" smallint DEFAULT 0 NOT NULL,
	"debit_callbacks" smallint DEFAULT 1 NOT NULL,
	"debit_callback_delay_ms" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phonepe_sandbox_mandate_state_check" CHECK (state in ('PENDING', 'ACTIVE', 'PAUSED', 'REVOKED', 'CANCELLED', 'EXPIRED', 'FAILED'))
);
--> statement-breakpoint
ALTER TABLE "phonepe_sandbox_transactions" DROP CONSTRAINT "phonepe_sandbox_kind_check";--> statement-breakpoint
ALTER TABLE "phonepe_sandbox_transactions" ADD COLUMN "mandate_id" text;--> statement-breakpoint
CREATE INDEX "phonepe_sandbox_mandate_idx" ON "phonepe_sandbox_transactions" USING btree ("mandate_id");--> statement-breakpoint
ALTER TABLE "phonepe_sandbox_transactions" ADD CONSTRAINT "phonepe_sandbox_mandate_check" CHECK (("phonepe_sandbox_transactions"."kind" in ('setup', 'redemption')) = ("phonepe_sandbox_transactions"."mandate_id" is not null));--> statement-breakpoint
ALTER TABLE "phonepe_sandbox_transactions" ADD CONSTRAINT "phonepe_sandbox_kind_check" CHECK ("phonepe_sandbox_transactions"."kind" in ('payment', 'refund', 'setup', 'redemption'));
CREATE TABLE "content_pages" (
	"key" text NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"intro" text NOT NULL,
	"sections" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_key_lang_pk" PRIMARY KEY("key","lang"),
	CONSTRAINT "content_pages_key_check" CHECK (key in ('terms', 'privacy', 'refund', 'deleteAccount', 'faq'))
);

CREATE TABLE "repeated_task_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL
);

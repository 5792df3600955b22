-- Every insert into jobs tells the processes listening on `reelhouse_jobs` which kinds it queued
-- (comma-separated), delivered when the inserting transaction commits and never for one rolled
-- back: a worker on another process starts at once instead of finding the job at its next poll.
CREATE FUNCTION jobs_queued_notice() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  queued_kinds text;
BEGIN
  SELECT string_agg(DISTINCT kind, ',') INTO queued_kinds FROM queued WHERE state = 'queued';
  IF queued_kinds IS NOT NULL THEN
    PERFORM pg_notify('reelhouse_jobs', queued_kinds);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_queued_notice AFTER INSERT ON jobs REFERENCING NEW TABLE AS queued
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_queued_notice();

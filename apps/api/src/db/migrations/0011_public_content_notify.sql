-- The public pages' caches learn of writes by notification instead of reading a version row before
-- every answer: that read was a database round trip per request, and on PGlite it queued behind
-- everything else on its one session. The same triggers now notify `public_content` in the writing
-- transaction. PostgreSQL delivers the notification only if it commits, folds repeats within one
-- transaction into one, and hands the writing session its own notification before the statement
-- returns, so a process sees its own writes at once and other processes a few milliseconds later.
ALTER FUNCTION "bump_public_content_version"() RENAME TO "notify_public_content";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_public_content"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('public_content', '');
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TABLE "public_content_version";

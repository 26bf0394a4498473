-- A version of everything the public pages show (soundbites, their episodes, podcasts and transcripts).
-- Every committed write to those tables bumps it in the same transaction, so a server that reads it
-- before answering from its cache sees every edit another server has committed, and never a version
-- whose data it cannot read yet. Sixteen shards (picked by backend) keep concurrent writers, such as
-- a long feed import and a staff edit, from queueing on one row; the version is their sum.
CREATE TABLE "public_content_version" (
	"shard" smallint PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
INSERT INTO "public_content_version" ("shard") SELECT generate_series(0, 15);--> statement-breakpoint
CREATE FUNCTION "bump_public_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "public_content_version" SET "version" = "version" + 1 WHERE "shard" = pg_backend_pid() % 16;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "soundbites_public_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "soundbites"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_content_version"();--> statement-breakpoint
CREATE TRIGGER "episodes_public_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "episodes"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_content_version"();--> statement-breakpoint
CREATE TRIGGER "transcripts_public_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "transcripts"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_content_version"();--> statement-breakpoint
CREATE TRIGGER "transcript_segments_public_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "transcript_segments"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_content_version"();--> statement-breakpoint
-- A refresh rewrites a podcast's fetch bookkeeping every time; only what the public pages show counts.
CREATE TRIGGER "podcasts_public_content_version" AFTER UPDATE ON "podcasts"
	FOR EACH ROW WHEN (
		OLD."title" IS DISTINCT FROM NEW."title" OR OLD."author" IS DISTINCT FROM NEW."author"
		OR OLD."image_url" IS DISTINCT FROM NEW."image_url" OR OLD."status" IS DISTINCT FROM NEW."status"
	) EXECUTE FUNCTION "bump_public_content_version"();--> statement-breakpoint
CREATE TRIGGER "podcasts_public_content_version_rows" AFTER INSERT OR DELETE OR TRUNCATE ON "podcasts"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_content_version"();

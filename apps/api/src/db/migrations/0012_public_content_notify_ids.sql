-- The public caches dropped everything on every notification, so one staff edit during a busy hour
-- made every cached page a miss at once. Notifications now say what changed, as space-separated
-- tokens the caches file their entries under:
--   soundbite:<id>  that soundbite's row (its share page, JSON, embed, and lists that show it);
--   podcast:<id>    the podcast, or any of its episodes, transcripts or segments (all its pages);
--   lists           the set of published soundbites may have changed (home page, featured lists);
--   missing         something that was not found may exist now (a new episode, a podcast unpaused);
--   *               anything: a TRUNCATE, or a payload that would not fit NOTIFY's 8000 bytes.
-- Statement-level triggers with transition tables keep a big import to one small notification per
-- statement (PostgreSQL folds identical ones in a transaction into one), and a statement that
-- changes no row notifies nothing. A trigger with transition tables serves one event, hence three
-- per table.
CREATE OR REPLACE FUNCTION "notify_public_content_tokens"("payload" text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF "payload" IS NULL OR "payload" = '' THEN
		RETURN;
	END IF;
	IF octet_length("payload") >= 8000 THEN
		"payload" := '*';
	END IF;
	PERFORM pg_notify('public_content', "payload");
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_public_content"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('public_content', '*');
	RETURN NULL;
END
$$;--> statement-breakpoint
-- A soundbite's own pages go with its id; lists change only when a row enters or leaves the
-- published set or moves in its order (created_at), otherwise the lists showing it carry its id.
CREATE FUNCTION "notify_soundbites_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"tokens" text;
	"lists" boolean;
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT string_agg('soundbite:' || "id", ' '), bool_or("status" = 'published') INTO "tokens", "lists" FROM "new_rows";
	ELSIF TG_OP = 'DELETE' THEN
		SELECT string_agg('soundbite:' || "id", ' '), bool_or("status" = 'published') INTO "tokens", "lists" FROM "old_rows";
	ELSE
		SELECT string_agg(DISTINCT 'soundbite:' || "id", ' ') INTO "tokens"
			FROM (SELECT "id" FROM "old_rows" UNION ALL SELECT "id" FROM "new_rows") AS "changed";
		SELECT EXISTS (
			SELECT 1 FROM "new_rows" AS n LEFT JOIN "old_rows" AS o ON o."id" = n."id"
			WHERE o."id" IS NULL OR o."status" IS DISTINCT FROM n."status" OR o."created_at" IS DISTINCT FROM n."created_at"
		) INTO "lists";
	END IF;
	PERFORM "notify_public_content_tokens"("tokens" || CASE WHEN "lists" THEN ' lists' ELSE '' END);
	RETURN NULL;
END
$$;--> statement-breakpoint
-- Episodes, transcripts and segments are what a podcast's feed brings: an import or a refresh names
-- the podcast once, whatever the number of rows. A new episode may answer a link that was not found.
CREATE FUNCTION "notify_episodes_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"tokens" text;
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT string_agg(DISTINCT 'podcast:' || "podcast_id", ' ') || ' missing' INTO "tokens" FROM "new_rows";
	ELSIF TG_OP = 'DELETE' THEN
		SELECT string_agg(DISTINCT 'podcast:' || "podcast_id", ' ') INTO "tokens" FROM "old_rows";
	ELSE
		SELECT string_agg(DISTINCT 'podcast:' || "podcast_id", ' ') INTO "tokens"
			FROM (SELECT "podcast_id" FROM "old_rows" UNION ALL SELECT "podcast_id" FROM "new_rows") AS "changed";
	END IF;
	PERFORM "notify_public_content_tokens"("tokens");
	RETURN NULL;
END
$$;--> statement-breakpoint
-- Rows under an episode name its podcast. One whose episode is gone was deleted with it, and the
-- episode's own deletion has named the podcast.
CREATE FUNCTION "notify_episode_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"tokens" text;
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT string_agg(DISTINCT 'podcast:' || e."podcast_id", ' ') INTO "tokens"
			FROM "episodes" AS e WHERE e."id" IN (SELECT "episode_id" FROM "new_rows");
	ELSIF TG_OP = 'DELETE' THEN
		SELECT string_agg(DISTINCT 'podcast:' || e."podcast_id", ' ') INTO "tokens"
			FROM "episodes" AS e WHERE e."id" IN (SELECT "episode_id" FROM "old_rows");
	ELSE
		SELECT string_agg(DISTINCT 'podcast:' || e."podcast_id", ' ') INTO "tokens"
			FROM "episodes" AS e WHERE e."id" IN (SELECT "episode_id" FROM "old_rows" UNION SELECT "episode_id" FROM "new_rows");
	END IF;
	PERFORM "notify_public_content_tokens"("tokens");
	RETURN NULL;
END
$$;--> statement-breakpoint
-- A refresh rewrites a podcast's fetch bookkeeping every time; only what the public pages show counts.
-- Its status decides whether its episodes are public at all.
CREATE FUNCTION "notify_podcast_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM "notify_public_content_tokens"('podcast:' || OLD."id");
	ELSIF TG_OP = 'INSERT' THEN
		PERFORM "notify_public_content_tokens"('missing');
	ELSE
		PERFORM "notify_public_content_tokens"(
			'podcast:' || NEW."id" || CASE WHEN OLD."status" IS DISTINCT FROM NEW."status" THEN ' missing' ELSE '' END
		);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "soundbites_public_content_version" ON "soundbites";--> statement-breakpoint
DROP TRIGGER "episodes_public_content_version" ON "episodes";--> statement-breakpoint
DROP TRIGGER "transcripts_public_content_version" ON "transcripts";--> statement-breakpoint
DROP TRIGGER "transcript_segments_public_content_version" ON "transcript_segments";--> statement-breakpoint
DROP TRIGGER "podcasts_public_content_version" ON "podcasts";--> statement-breakpoint
DROP TRIGGER "podcasts_public_content_version_rows" ON "podcasts";--> statement-breakpoint
CREATE TRIGGER "soundbites_public_content_insert" AFTER INSERT ON "soundbites" REFERENCING NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_soundbites_changed"();--> statement-breakpoint
CREATE TRIGGER "soundbites_public_content_update" AFTER UPDATE ON "soundbites" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_soundbites_changed"();--> statement-breakpoint
CREATE TRIGGER "soundbites_public_content_delete" AFTER DELETE ON "soundbites" REFERENCING OLD TABLE AS "old_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_soundbites_changed"();--> statement-breakpoint
CREATE TRIGGER "episodes_public_content_insert" AFTER INSERT ON "episodes" REFERENCING NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_episodes_changed"();--> statement-breakpoint
CREATE TRIGGER "episodes_public_content_update" AFTER UPDATE ON "episodes" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_episodes_changed"();--> statement-breakpoint
CREATE TRIGGER "episodes_public_content_delete" AFTER DELETE ON "episodes" REFERENCING OLD TABLE AS "old_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_episodes_changed"();--> statement-breakpoint
CREATE TRIGGER "transcripts_public_content_insert" AFTER INSERT ON "transcripts" REFERENCING NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_episode_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "transcripts_public_content_update" AFTER UPDATE ON "transcripts" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_episode_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "transcripts_public_content_delete" AFTER DELETE ON "transcripts" REFERENCING OLD TABLE AS "old_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_episode_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "transcript_segments_public_content_insert" AFTER INSERT ON "transcript_segments" REFERENCING NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_episode_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "transcript_segments_public_content_update" AFTER UPDATE ON "transcript_segments" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_episode_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "transcript_segments_public_content_delete" AFTER DELETE ON "transcript_segments" REFERENCING OLD TABLE AS "old_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_episode_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "podcasts_public_content_update" AFTER UPDATE ON "podcasts"
	FOR EACH ROW WHEN (
		OLD."title" IS DISTINCT FROM NEW."title" OR OLD."author" IS DISTINCT FROM NEW."author"
		OR OLD."image_url" IS DISTINCT FROM NEW."image_url" OR OLD."status" IS DISTINCT FROM NEW."status"
	) EXECUTE FUNCTION "notify_podcast_changed"();--> statement-breakpoint
CREATE TRIGGER "podcasts_public_content_rows" AFTER INSERT OR DELETE ON "podcasts"
	FOR EACH ROW EXECUTE FUNCTION "notify_podcast_changed"();--> statement-breakpoint
-- A TRUNCATE names no rows: everything.
CREATE TRIGGER "soundbites_public_content_truncate" AFTER TRUNCATE ON "soundbites" FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_content"();--> statement-breakpoint
CREATE TRIGGER "episodes_public_content_truncate" AFTER TRUNCATE ON "episodes" FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_content"();--> statement-breakpoint
CREATE TRIGGER "transcripts_public_content_truncate" AFTER TRUNCATE ON "transcripts" FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_content"();--> statement-breakpoint
CREATE TRIGGER "transcript_segments_public_content_truncate" AFTER TRUNCATE ON "transcript_segments" FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_content"();--> statement-breakpoint
CREATE TRIGGER "podcasts_public_content_truncate" AFTER TRUNCATE ON "podcasts" FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_content"();

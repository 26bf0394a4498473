-- A feed import inserts its soundbites as drafts, thousands at a time: naming each one overflowed
-- NOTIFY's 8000 bytes, so every import dropped every cached public answer. Only rows that are or
-- were published change what the public sees, so only those are named; and when they are too many
-- to name (a bulk publish, a re-import of a big show), their podcasts are named instead, which
-- covers every answer showing them, with "missing" for links to them that were not found before.
CREATE OR REPLACE FUNCTION "notify_soundbites_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"ids" text[];
	"episode_ids" uuid[];
	"lists" boolean;
	"tokens" text;
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg("id"), array_agg(DISTINCT "episode_id") INTO "ids", "episode_ids" FROM "new_rows" WHERE "status" = 'published';
		"lists" := "ids" IS NOT NULL;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg("id"), array_agg(DISTINCT "episode_id") INTO "ids", "episode_ids" FROM "old_rows" WHERE "status" = 'published';
		"lists" := "ids" IS NOT NULL;
	ELSE
		SELECT array_agg(DISTINCT "id"), array_agg(DISTINCT "episode_id") INTO "ids", "episode_ids" FROM (
			SELECT o."id", o."episode_id" FROM "old_rows" AS o WHERE o."status" = 'published'
			UNION ALL SELECT n."id", n."episode_id" FROM "new_rows" AS n WHERE n."status" = 'published'
		) AS "changed";
		SELECT EXISTS (
			SELECT 1 FROM "new_rows" AS n FULL JOIN "old_rows" AS o ON o."id" = n."id"
			WHERE (o."status" = 'published' OR n."status" = 'published')
				AND (o."id" IS NULL OR n."id" IS NULL OR o."status" IS DISTINCT FROM n."status" OR o."created_at" IS DISTINCT FROM n."created_at")
		) INTO "lists";
	END IF;
	IF "ids" IS NULL THEN
		RETURN NULL;
	END IF;
	"tokens" := 'soundbite:' || array_to_string("ids", ' soundbite:');
	IF octet_length("tokens") > 6000 THEN
		SELECT string_agg(DISTINCT 'podcast:' || e."podcast_id", ' ') || ' missing' INTO "tokens"
			FROM "episodes" AS e WHERE e."id" = ANY ("episode_ids");
	END IF;
	PERFORM "notify_public_content_tokens"(coalesce("tokens", '*') || CASE WHEN "lists" THEN ' lists' ELSE '' END);
	RETURN NULL;
END
$$;

-- Full-text search: one stored tsvector per searchable table, weighted A (titles, names, segment text),
-- B (author, speaker) and C (descriptions), all with the 'simple' configuration so names, non-English
-- words and the typo dictionary below share one notion of a word. Descriptions are sanitized HTML:
-- the default parser drops tags and entities, so they need no stripping here.
ALTER TABLE "podcasts" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', coalesce("title", '')), 'A') ||
  setweight(to_tsvector('simple', coalesce("author", '')), 'B') ||
  setweight(to_tsvector('simple', coalesce("description", '')), 'C')
) STORED;
--> statement-breakpoint
ALTER TABLE "episodes" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', coalesce("title", '')), 'A') ||
  setweight(to_tsvector('simple', coalesce("description", '')), 'C')
) STORED;
--> statement-breakpoint
ALTER TABLE "soundbites" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', coalesce("title", '')), 'A')
) STORED;
--> statement-breakpoint
ALTER TABLE "transcript_segments" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', coalesce("body", '')), 'A') ||
  setweight(to_tsvector('simple', coalesce("speaker", '')), 'B')
) STORED;
--> statement-breakpoint
ALTER TABLE "entities" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', coalesce("name", '')), 'A')
) STORED;
--> statement-breakpoint
CREATE INDEX "podcasts_search_idx" ON "podcasts" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "episodes_search_idx" ON "episodes" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "soundbites_search_idx" ON "soundbites" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "transcript_segments_search_idx" ON "transcript_segments" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "entities_search_idx" ON "entities" USING gin ("search_vector");
--> statement-breakpoint
-- Every word that occurs in a searchable column: typo tolerance corrects query words against this
-- small table (trigram nearest neighbours) instead of trigram-matching a million transcript lines.
-- No unique constraint on purpose: concurrent imports would otherwise wait on each other's new words
-- (and could deadlock); an occasional duplicate is harmless because lookups are DISTINCT.
CREATE TABLE "search_terms" ("term" text NOT NULL);
--> statement-breakpoint
CREATE INDEX "search_terms_term_idx" ON "search_terms" ("term");
--> statement-breakpoint
-- GiST rather than GIN: only GiST answers "ORDER BY term <-> $word LIMIT k" (nearest by trigram
-- distance) from the index, which needs no similarity threshold tuned per word length.
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gist ("term" gist_trgm_ops);
--> statement-breakpoint
-- Statement-level with transition tables: one INSERT per statement however many rows it touched.
-- (PostgreSQL refuses column lists on such triggers, so updates of any column collect; the
-- NOT EXISTS makes that cheap.)
CREATE FUNCTION "search_terms_collect"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT DISTINCT word
  FROM changed_rows, unnest(tsvector_to_array(changed_rows.search_vector)) AS word
  WHERE length(word) BETWEEN 2 AND 64
    AND NOT EXISTS (SELECT 1 FROM search_terms known WHERE known.term = word);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "podcasts_search_terms_insert" AFTER INSERT ON "podcasts"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_terms_collect"();
--> statement-breakpoint
CREATE TRIGGER "podcasts_search_terms_update" AFTER UPDATE ON "podcasts"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_terms_collect"();
--> statement-breakpoint
CREATE TRIGGER "episodes_search_terms_insert" AFTER INSERT ON "episodes"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_terms_collect"();
--> statement-breakpoint
CREATE TRIGGER "episodes_search_terms_update" AFTER UPDATE ON "episodes"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_terms_collect"();
--> statement-breakpoint
CREATE TRIGGER "soundbites_search_terms_insert" AFTER INSERT ON "soundbites"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_terms_collect"();
--> statement-breakpoint
CREATE TRIGGER "soundbites_search_terms_update" AFTER UPDATE ON "soundbites"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_terms_collect"();
--> statement-breakpoint
CREATE TRIGGER "transcript_segments_search_terms_insert" AFTER INSERT ON "transcript_segments"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_terms_collect"();
--> statement-breakpoint
CREATE TRIGGER "transcript_segments_search_terms_update" AFTER UPDATE ON "transcript_segments"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_terms_collect"();
--> statement-breakpoint
CREATE TRIGGER "entities_search_terms_insert" AFTER INSERT ON "entities"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_terms_collect"();
--> statement-breakpoint
CREATE TRIGGER "entities_search_terms_update" AFTER UPDATE ON "entities"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_terms_collect"();
--> statement-breakpoint
INSERT INTO "search_terms" ("term")
SELECT DISTINCT word FROM (
  SELECT unnest(tsvector_to_array(search_vector)) AS word FROM podcasts
  UNION ALL SELECT unnest(tsvector_to_array(search_vector)) FROM episodes
  UNION ALL SELECT unnest(tsvector_to_array(search_vector)) FROM soundbites
  UNION ALL SELECT unnest(tsvector_to_array(search_vector)) FROM transcript_segments
  UNION ALL SELECT unnest(tsvector_to_array(search_vector)) FROM entities
) AS words
WHERE length(word) BETWEEN 2 AND 64;

-- Index only the first 2,000 characters of descriptions: to_tsvector parses roughly 15 MB/s per core,
-- so a 20 MB feed of long show notes spent over a second of its import just building vectors. What
-- staff search for (topics, guests, sponsors) is at the top of the notes; transcripts hold the rest.
-- PostgreSQL 15 cannot change a generated column's expression, so the columns are re-created.
ALTER TABLE "podcasts" DROP COLUMN "search_vector";
--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', coalesce("title", '')), 'A') ||
  setweight(to_tsvector('simple', coalesce("author", '')), 'B') ||
  setweight(to_tsvector('simple', left(coalesce("description", ''), 2000)), 'C')
) STORED;
--> statement-breakpoint
CREATE INDEX "podcasts_search_idx" ON "podcasts" USING gin ("search_vector");
--> statement-breakpoint
ALTER TABLE "episodes" DROP COLUMN "search_vector";
--> statement-breakpoint
ALTER TABLE "episodes" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', coalesce("title", '')), 'A') ||
  setweight(to_tsvector('simple', left(coalesce("description", ''), 2000)), 'C')
) STORED;
--> statement-breakpoint
CREATE INDEX "episodes_search_idx" ON "episodes" USING gin ("search_vector");

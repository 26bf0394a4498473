-- The hash of the feed body (with the parser version) each podcast's data was last written from: a
-- refresh that fetches the very same bytes again skips parsing and writing, and records only the import.
ALTER TABLE "podcasts" ADD COLUMN "feed_hash" text;

-- An episode's search vector is no longer a generated column: a feed import sends it, mostly computed where
-- the feed is parsed (ingest/search-vector.ts), and this trigger computes it, with the same expression as
-- before, whenever a row comes without one or with a stale one. Building the vectors was most of the
-- database's work in a big import (PostgreSQL's parser walks every character, in PGlite in WebAssembly, on
-- the session the import's statements queue on).
-- A vector is stale when the title or the show notes change and the statement sets no new vector: staff
-- edits, and any write that does not know about vectors, get it recomputed.
ALTER TABLE "episodes" ALTER COLUMN "search_vector" DROP EXPRESSION;
--> statement-breakpoint
-- A text's vector from pieces in order: tsvector literals of plain words (odd elements, positions from 1
-- within the piece) and text for the parser (even elements). Concatenation shifts each piece past the last
-- position so far, so when the pieces were cut at white space outside tags this is to_tsvector('simple') of
-- the whole text.
CREATE FUNCTION "search_vector_of_parts"("parts" text[]) RETURNS tsvector LANGUAGE plpgsql IMMUTABLE STRICT AS $$
DECLARE
	"vector" tsvector := '';
BEGIN
	FOR "i" IN 1 .. coalesce(array_length("parts", 1), 0) LOOP
		"vector" := "vector" || CASE WHEN "i" % 2 = 1 THEN "parts"["i"]::tsvector ELSE to_tsvector('simple', "parts"["i"]) END;
	END LOOP;
	RETURN "vector";
END
$$;
--> statement-breakpoint
CREATE FUNCTION "episodes_search_vector"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND NEW."search_vector" IS NOT DISTINCT FROM OLD."search_vector"
		AND (NEW."title" IS DISTINCT FROM OLD."title" OR NEW."description" IS DISTINCT FROM OLD."description") THEN
		NEW."search_vector" := NULL;
	END IF;
	IF NEW."search_vector" IS NULL THEN
		NEW."search_vector" := setweight(to_tsvector('simple', coalesce(NEW."title", '')), 'A') ||
			setweight(to_tsvector('simple', left(coalesce(NEW."description", ''), 1000)), 'C');
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
-- Only statements that set one of these columns can make the vector stale.
CREATE TRIGGER "episodes_search_vector" BEFORE INSERT OR UPDATE OF "title", "description", "search_vector" ON "episodes"
	FOR EACH ROW EXECUTE FUNCTION "episodes_search_vector"();

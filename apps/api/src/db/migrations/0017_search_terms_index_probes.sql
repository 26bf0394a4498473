-- A statement's new words were found with NOT EXISTS against search_terms, which PostgreSQL planned as a
-- hash anti-join: every INSERT or UPDATE of a searchable table read and hashed the whole dictionary
-- (a feed import runs about a hundred such statements, and the dictionary grows with every transcript),
-- or, when search_terms had been analyzed while empty, as a nested loop scanning it once per word. The
-- LATERAL ... LIMIT 1 makes it one lookup per distinct word of the statement, and the function's own
-- enable_seqscan = off makes each lookup use the index whatever the table's size or statistics (a plan
-- made while the table is small, or never analyzed, would otherwise scan it per word, and the trigger
-- keeps its plan for the session while an import grows the table by thousands of words).
CREATE OR REPLACE FUNCTION "search_terms_collect"() RETURNS trigger LANGUAGE plpgsql SET enable_seqscan = off AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT words.word
  FROM (
    SELECT DISTINCT word
    FROM changed_rows, unnest(tsvector_to_array(changed_rows.search_vector)) AS word
    WHERE length(word) BETWEEN 2 AND 64
  ) AS words
  LEFT JOIN LATERAL (SELECT true AS known FROM search_terms WHERE search_terms.term = words.word LIMIT 1) AS stored ON true
  WHERE stored.known IS NULL;
  RETURN NULL;
END
$$;

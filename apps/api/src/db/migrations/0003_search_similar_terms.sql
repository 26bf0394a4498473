-- Dictionary words similar to each of `words`, best first, at most `per_word` each. The function's
-- own SET clause lowers the trigram threshold for its duration only (0.3, the default, misses short
-- words such as "adm" → "adam"), so the lookup is one statement instead of a transaction.
CREATE FUNCTION "search_similar_terms"(words text[], per_word integer)
RETURNS TABLE (word text, term text, similarity real)
LANGUAGE sql STABLE
SET pg_trgm.similarity_threshold = 0.25
AS $$
  SELECT w.word, nearby.term, nearby.similarity
    FROM unnest(words) AS w(word)
    CROSS JOIN LATERAL (
      SELECT DISTINCT t.term, similarity(t.term, w.word) AS similarity
        FROM search_terms t
       WHERE t.term % w.word AND t.term <> w.word
       ORDER BY similarity DESC, t.term
       LIMIT per_word
    ) nearby
   ORDER BY w.word, nearby.similarity DESC, nearby.term
$$;

-- Search: trigram similarity for typo tolerance, and one normalisation applied to both the
-- indexed text and the query. NFD splits accented letters (é, ά) and Arabic hamza carriers
-- (أ إ آ ؤ ئ) into a base letter plus combining marks; the marks, Arabic diacritics and tatweel
-- are dropped; alef wasla, ta marbuta and alef maksura are folded; punctuation becomes space.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_normalize(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN trim(regexp_replace(regexp_replace(
    lower(translate(
      regexp_replace(normalize(coalesce(input, ''), NFD), '[\u0300-\u036f\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]', '', 'g'),
      'ٱةى', 'اهي')),
    '[!-/:-@\[-`{-~،؛؟«»“”‘’…–—]+', ' ', 'g'), '\s+', ' ', 'g'));

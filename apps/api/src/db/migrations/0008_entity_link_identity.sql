-- One entity has one role on one record once. Links that already repeat one are folded into the
-- first: a staff link wins over a feed link (staff decisions outlive refreshes), else the oldest.
DELETE FROM "entity_links" WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (
      PARTITION BY "entity_id", "podcast_id", "episode_id", "soundbite_id", "role"
      ORDER BY ("source" = 'staff') DESC, "created_at", "id"
    ) AS "rank"
    FROM "entity_links"
  ) AS "ranked" WHERE "rank" > 1
);--> statement-breakpoint
ALTER TABLE "entity_links" ADD CONSTRAINT "entity_links_same_link_uq" UNIQUE NULLS NOT DISTINCT("entity_id","podcast_id","episode_id","soundbite_id","role");

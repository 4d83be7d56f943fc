-- Written by hand from drizzle-kit's six ADD COLUMNs (one ALTER, so the table and its indexes are rewritten once)
-- and with the pair index rebuilt to carry the new columns (drizzle's index builder has no INCLUDE, as in 0023).
-- Why: docs/decisions/023-search-pairs-sorts-one-statement.md, "The corridor's test on stored unit vectors".
-- A trip's pairs of cells hold many index entries that fail its filter, and each failing entry paid for the cosines
-- and sines of both places, several times over (the SQL has no common subexpressions). The unit vectors are now
-- stored, computed by the very expression the filter wrote inline, and the pair index carries them so that the
-- filter still reads the index alone.
DROP INDEX IF EXISTS "haul_search_rows_cell_pair_idx";--> statement-breakpoint
ALTER TABLE "haul_search_rows"
  ADD COLUMN "origin_x" double precision GENERATED ALWAYS AS ((cos((origin_lat * pi() / 180)) * cos((origin_lon * pi() / 180)))) STORED,
  ADD COLUMN "origin_y" double precision GENERATED ALWAYS AS ((cos((origin_lat * pi() / 180)) * sin((origin_lon * pi() / 180)))) STORED,
  ADD COLUMN "origin_z" double precision GENERATED ALWAYS AS ((sin((origin_lat * pi() / 180)))) STORED,
  ADD COLUMN "destination_x" double precision GENERATED ALWAYS AS ((cos((destination_lat * pi() / 180)) * cos((destination_lon * pi() / 180)))) STORED,
  ADD COLUMN "destination_y" double precision GENERATED ALWAYS AS ((cos((destination_lat * pi() / 180)) * sin((destination_lon * pi() / 180)))) STORED,
  ADD COLUMN "destination_z" double precision GENERATED ALWAYS AS ((sin((destination_lat * pi() / 180)))) STORED;--> statement-breakpoint
CREATE INDEX "haul_search_rows_cell_pair_idx" ON "haul_search_rows" USING btree ("origin_cell","destination_cell","published_at" DESC NULLS FIRST,"haul_id") INCLUDE ("user_id","transport_rate_cents","route_distance_m","load_type","length_m","width_m","height_m","weight_kg","ready_at","origin_lon","origin_lat","origin_region","destination_lon","destination_lat","destination_region","origin_x","origin_y","origin_z","destination_x","destination_y","destination_z");--> statement-breakpoint
-- The rewritten table's statistics and visibility map for the planner and index-only reads, now rather than at the
-- next autovacuum.
ANALYZE haul_search_rows;

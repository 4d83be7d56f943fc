-- Written by hand from drizzle-kit's DROP and CREATE (drizzle's index builder has no INCLUDE, as in 0023 and 0025).
-- Why: docs/decisions/023-search-pairs-sorts-one-statement.md, "Boxes the pair index tests on its own entries".
-- A trip's pairs of 2-degree cells hold many entries whose places lie far from the corridor (a city in a cell the
-- corridor only grazes), and each one was formed into a tuple and filtered. Both places' coordinates become keys
-- after the order's (the unique haul id already settles the order, so they change none of it): a key can be an index
-- condition, and a pair's boxes (search-anchor.ts) turn those entries away inside the index. Keyed `+ 0` so that only
-- a pair's boxes match them (a radius's box on plain columns made the planner read a pickup cell through this index
-- and sort it); the plain columns stay in the INCLUDE list for the filters.
DROP INDEX IF EXISTS "haul_search_rows_cell_pair_idx";--> statement-breakpoint
CREATE INDEX "haul_search_rows_cell_pair_idx" ON "haul_search_rows" USING btree ("origin_cell","destination_cell","published_at" DESC NULLS FIRST,"haul_id",("origin_lat" + 0),("origin_lon" + 0),("destination_lat" + 0),("destination_lon" + 0)) INCLUDE ("user_id","transport_rate_cents","route_distance_m","load_type","length_m","width_m","height_m","weight_kg","ready_at","origin_lon","origin_lat","origin_region","destination_lon","destination_lat","destination_region","origin_x","origin_y","origin_z","destination_x","destination_y","destination_z");
--> statement-breakpoint
-- Statistics for the new expression keys now, rather than at the next autoanalyze.
ANALYZE haul_search_rows;

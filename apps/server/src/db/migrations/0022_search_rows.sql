CREATE TABLE "haul_search_rows" (
	"haul_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"published_at" timestamp with time zone,
	"transport_rate_cents" integer,
	"route_distance_m" integer NOT NULL,
	"load_type" text NOT NULL,
	"length_m" double precision NOT NULL,
	"width_m" double precision NOT NULL,
	"height_m" double precision NOT NULL,
	"weight_kg" double precision NOT NULL,
	"ready_at" timestamp with time zone,
	"origin_lon" double precision NOT NULL,
	"origin_lat" double precision NOT NULL,
	"origin_region" text,
	"destination_lon" double precision NOT NULL,
	"destination_lat" double precision NOT NULL,
	"destination_region" text,
	"origin_cell" integer GENERATED ALWAYS AS ((floor((origin_lat + 90) / 2) * 1000 + floor((origin_lon + 180) / 2))::integer) STORED,
	"destination_cell" integer GENERATED ALWAYS AS ((floor((destination_lat + 90) / 2) * 1000 + floor((destination_lon + 180) / 2))::integer) STORED
);
--> statement-breakpoint
ALTER TABLE "haul_search_rows" ADD CONSTRAINT "haul_search_rows_haul_id_hauls_id_fk" FOREIGN KEY ("haul_id") REFERENCES "public"."hauls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- INCLUDE written by hand (drizzle's index builder has no INCLUDE): with every column a filter or a sort reads in the
-- index, a search reads each cell's index range and never the table, whose rows lie in posting order, not by place.
CREATE INDEX "haul_search_rows_origin_cell_idx" ON "haul_search_rows" USING btree ("origin_cell","published_at" DESC NULLS FIRST,"haul_id") INCLUDE ("user_id","transport_rate_cents","route_distance_m","load_type","length_m","width_m","height_m","weight_kg","ready_at","origin_lon","origin_lat","origin_region","destination_lon","destination_lat","destination_region");--> statement-breakpoint
CREATE INDEX "haul_search_rows_destination_cell_idx" ON "haul_search_rows" USING btree ("destination_cell","published_at" DESC NULLS FIRST,"haul_id");--> statement-breakpoint
CREATE INDEX "haul_search_rows_origin_region_idx" ON "haul_search_rows" USING btree (upper("origin_region"),"published_at" DESC NULLS FIRST,"haul_id");--> statement-breakpoint
CREATE INDEX "haul_search_rows_newest_idx" ON "haul_search_rows" USING btree ("published_at" DESC NULLS FIRST,"haul_id");--> statement-breakpoint
CREATE INDEX "haul_search_rows_pickup_idx" ON "haul_search_rows" USING btree ("ready_at","published_at" DESC NULLS FIRST,"haul_id");--> statement-breakpoint
CREATE INDEX "haul_search_rows_rate_idx" ON "haul_search_rows" USING btree ("transport_rate_cents" DESC NULLS LAST,"published_at" DESC NULLS FIRST,"haul_id");--> statement-breakpoint
-- Written by hand (drizzle-kit knows neither functions nor triggers); why in docs/decisions/021-search-at-scale.md.
-- The search table churns (a row leaves when its load is taken): vacuum and analyze it at 2 % of changed rows, not
-- the default 20 %, so the planner's statistics follow the board and dead rows do not pile up.
ALTER TABLE "haul_search_rows" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02);--> statement-breakpoint
-- The triggers run once per statement and read the statement's rows from its transition tables (new_rows,
-- old_rows) with joins, so a bulk insert costs one set-based pass, not one per row, and a quote's draft one probe.
-- A haul's search row is deleted and written again from hauls, loads and places whenever one of them changes:
-- it exists while the haul is posted and has its load and both places.
CREATE FUNCTION haul_search_hauls_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM haul_search_rows s USING old_rows h WHERE s.haul_id = h.id AND h.status = 'posted';
  END IF;
  INSERT INTO haul_search_rows (haul_id, user_id, published_at, transport_rate_cents, route_distance_m, load_type, length_m, width_m, height_m,
    weight_kg, ready_at, origin_lon, origin_lat, origin_region, destination_lon, destination_lat, destination_region)
  SELECT h.id, h.user_id, h.published_at, h.transport_rate_cents, h.route_distance_m, l.load_type, l.length_m, l.width_m,
    l.height_m, l.weight_kg, l.ready_at, o.lon, o.lat, o.region, d.lon, d.lat, d.region
  FROM new_rows h
    JOIN loads l ON l.haul_id = h.id
    JOIN places o ON o.haul_id = h.id AND o.role = 'origin'
    JOIN places d ON d.haul_id = h.id AND d.role = 'destination'
  WHERE h.status = 'posted';
  RETURN NULL;
END $$;--> statement-breakpoint
-- Loads and places: the hauls they belong to are written again (the parts of a draft cost one probe each).
-- Changing the parts of an existing haul first locks the haul's row as an UPDATE of it would, so two transactions
-- rewriting one haul's search row (a place edited while the load is taken) take turns: the second one's statements
-- then see what the first committed, and neither leaves a stale row nor trips on the other's.
CREATE FUNCTION haul_search_parts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    DELETE FROM haul_search_rows s WHERE s.haul_id IN (SELECT haul_id FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM 1 FROM hauls h WHERE h.id IN (SELECT haul_id FROM new_rows UNION SELECT haul_id FROM old_rows)
      ORDER BY h.id FOR NO KEY UPDATE;
    DELETE FROM haul_search_rows s
    WHERE s.haul_id IN (SELECT haul_id FROM new_rows UNION SELECT haul_id FROM old_rows);
  ELSE
    PERFORM 1 FROM hauls h WHERE h.id IN (SELECT haul_id FROM old_rows) ORDER BY h.id FOR NO KEY UPDATE;
    DELETE FROM haul_search_rows s WHERE s.haul_id IN (SELECT haul_id FROM old_rows);
    RETURN NULL;
  END IF;
  INSERT INTO haul_search_rows (haul_id, user_id, published_at, transport_rate_cents, route_distance_m, load_type, length_m, width_m, height_m,
    weight_kg, ready_at, origin_lon, origin_lat, origin_region, destination_lon, destination_lat, destination_region)
  SELECT h.id, h.user_id, h.published_at, h.transport_rate_cents, h.route_distance_m, l.load_type, l.length_m, l.width_m,
    l.height_m, l.weight_kg, l.ready_at, o.lon, o.lat, o.region, d.lon, d.lat, d.region
  FROM hauls h
    JOIN loads l ON l.haul_id = h.id
    JOIN places o ON o.haul_id = h.id AND o.role = 'origin'
    JOIN places d ON d.haul_id = h.id AND d.role = 'destination'
  WHERE h.status = 'posted' AND h.id IN (SELECT haul_id FROM new_rows);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER hauls_search_insert AFTER INSERT ON hauls REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION haul_search_hauls_changed();--> statement-breakpoint
CREATE TRIGGER hauls_search_update AFTER UPDATE ON hauls REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION haul_search_hauls_changed();--> statement-breakpoint
CREATE TRIGGER loads_search_insert AFTER INSERT ON loads REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION haul_search_parts_changed();--> statement-breakpoint
CREATE TRIGGER loads_search_update AFTER UPDATE ON loads REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION haul_search_parts_changed();--> statement-breakpoint
CREATE TRIGGER loads_search_delete AFTER DELETE ON loads REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION haul_search_parts_changed();--> statement-breakpoint
CREATE TRIGGER places_search_insert AFTER INSERT ON places REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION haul_search_parts_changed();--> statement-breakpoint
CREATE TRIGGER places_search_update AFTER UPDATE ON places REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION haul_search_parts_changed();--> statement-breakpoint
CREATE TRIGGER places_search_delete AFTER DELETE ON places REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION haul_search_parts_changed();--> statement-breakpoint
-- The loads already on the board.
INSERT INTO haul_search_rows (haul_id, user_id, published_at, transport_rate_cents, route_distance_m, load_type, length_m, width_m, height_m,
    weight_kg, ready_at, origin_lon, origin_lat, origin_region, destination_lon, destination_lat, destination_region)
  SELECT h.id, h.user_id, h.published_at, h.transport_rate_cents, h.route_distance_m, l.load_type, l.length_m, l.width_m,
    l.height_m, l.weight_kg, l.ready_at, o.lon, o.lat, o.region, d.lon, d.lat, d.region
  FROM hauls h
    JOIN loads l ON l.haul_id = h.id
    JOIN places o ON o.haul_id = h.id AND o.role = 'origin'
    JOIN places d ON d.haul_id = h.id AND d.role = 'destination'
  WHERE h.status = 'posted';--> statement-breakpoint
ANALYZE haul_search_rows;

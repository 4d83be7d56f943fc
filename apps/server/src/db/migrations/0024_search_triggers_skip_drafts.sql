-- Written by hand, as 0022 (drizzle-kit knows neither functions nor triggers); why in docs/decisions/022-lean-request-paths.md.
-- Every quote inserts a draft haul, its load and both places, and each insert fired a search trigger that opened
-- haul_search_rows and its indexes to delete and insert nothing: a draft is never on the board. The functions now
-- return first when none of the statement's hauls is (or was) posted. Same rows written as before: each skipped
-- DELETE or INSERT was already limited to posted hauls by its own condition.
CREATE OR REPLACE FUNCTION haul_search_hauls_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Nested: an INSERT's trigger has no old_rows, and PL/pgSQL plans a condition's whole expression at once.
  IF TG_OP = 'UPDATE' THEN
    IF EXISTS (SELECT 1 FROM old_rows WHERE status = 'posted') THEN
      DELETE FROM haul_search_rows s USING old_rows h WHERE s.haul_id = h.id AND h.status = 'posted';
    END IF;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM new_rows WHERE status = 'posted') THEN
    RETURN NULL;
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
-- New loads and places: a search row exists only for a posted haul, so parts of hauls none of which is posted (a
-- quote's draft, written in the same statement as its haul) have none to replace and none to write.
CREATE OR REPLACE FUNCTION haul_search_parts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT 1 FROM hauls h WHERE h.status = 'posted' AND h.id IN (SELECT haul_id FROM new_rows)) THEN
      RETURN NULL;
    END IF;
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
END $$;

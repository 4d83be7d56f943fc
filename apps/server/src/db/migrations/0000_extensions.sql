-- Trigram similarity powers the typo-tolerant searches (equipment specs, places).
-- PGlite loads the extension's code itself (platform/db/pglite.ts); PostgreSQL has it in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Turkish search needs trigram similarity and accent folding (see DESIGN.md, Search).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;

-- A plan removed from the catalog files while a cart, quote, enrollment or policy still refers to it is retired:
-- kept for those, hidden from new shoppers. Importing it again clears the mark.
ALTER TABLE "plans" ADD COLUMN "retired_at" timestamp with time zone;

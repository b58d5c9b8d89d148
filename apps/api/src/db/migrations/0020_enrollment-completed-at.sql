-- A completed enrollment says so on its own row (enrollments.completed_at), set by the completion in its transaction:
-- a call that waited for the enrollment's row lock behind the completion then sees it when PostgreSQL re-reads the
-- locked row, and is refused (409). The LEFT JOIN to enrollment_completions it read before was not re-read after the
-- wait, so such a call could still change the just-completed enrollment.
ALTER TABLE "enrollments" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "enrollments" SET "completed_at" = now() FROM "enrollment_completions" WHERE "enrollment_completions"."enrollment_id" = "enrollments"."id";

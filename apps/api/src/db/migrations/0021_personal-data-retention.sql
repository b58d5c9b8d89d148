-- Personal data kept only as long as needed (issue 28 item 4; docs/decisions/0074-personal-data-retention.md).
-- Compatible with the previous release for one deploy: a new nullable column, two partial indexes, and a trigger
-- function that still refuses everything the previous release never did.
--
-- An enrollment whose personal data was erased (abandoned, completed past its years, or on request) says when; what
-- remains of it (cart, rep, group, portal, referral, dates) identifies nobody and feeds the reports.
ALTER TABLE "enrollments" ADD COLUMN "personal_data_erased_at" timestamp with time zone;--> statement-breakpoint
-- Migration 0020 marked the enrollments completed before it with the time it ran, not their completion's: the kept
-- years count from the real one, so a policy completed years ago is not kept years too long.
UPDATE "enrollments" SET "completed_at" = "enrollment_completions"."completed_at" FROM "enrollment_completions" WHERE "enrollment_completions"."enrollment_id" = "enrollments"."id";--> statement-breakpoint
-- The retention job's two questions: unfinished ones untouched since a date, completed ones older than the kept years.
CREATE INDEX "enrollments_unfinished_updated_idx" ON "enrollments" USING btree ("updated_at") WHERE "completed_at" IS NULL AND "personal_data_erased_at" IS NULL;--> statement-breakpoint
CREATE INDEX "enrollments_completed_kept_idx" ON "enrollments" USING btree ("completed_at") WHERE "completed_at" IS NOT NULL AND "personal_data_erased_at" IS NULL;--> statement-breakpoint
-- A signed record stays immutable (migration 0008): UPDATE and TRUNCATE are still refused, and so is DELETE, except
-- inside a transaction that declared itself the retention job's erasure of completed enrollments past their years
-- (SELECT set_config('benefit_store.retention', 'erase', true): transaction-local, set only by
-- modules/retention/retention.repository.ts). This is the one visible change to a protected table; the audit log's
-- append-only trigger (migration 0016) is untouched: retention never deletes an audit entry.
CREATE OR REPLACE FUNCTION signed_records_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('benefit_store.retention', true) = 'erase' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'signed_records rows are immutable (% refused)', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;

-- Coverage changes after the receipt (issue 25 item 4; decision 0086). The signed record is immutable (a trigger
-- refuses UPDATE and DELETE), so a change lives beside it: one append-only row per change, applied in order to make the
-- enrollment's current view. Personal values (a corrected name, address, dependent's birth date or SSN) are encrypted
-- with the field cipher in "values"; a corrected name or dependent also keeps, encrypted in "prior_values", the values
-- before it (the 834's Loop 2100B, by which the carrier finds the person). A change goes to each carrier whose plan it touches, once per file format:
-- coverage_change_reports names the file that first carried it, or no file when a carrier's file found that the change
-- touches none of its plans (so no later file of that carrier reads it again).
CREATE TABLE IF NOT EXISTS "coverage_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrollment_id" text NOT NULL,
	"policy_id" text NOT NULL,
	"kind" text NOT NULL,
	"plan_id" integer,
	"end_date" date,
	"dependent" integer,
	"values" text,
	"prior_values" text,
	"reason" text NOT NULL,
	"made_by" integer NOT NULL,
	"made_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coverage_changes_kind_check" CHECK ("kind" IN ('cancel_plan', 'terminate', 'correct_name', 'correct_address', 'correct_dependent')),
	CONSTRAINT "coverage_changes_reason_check" CHECK (length(btrim("reason")) BETWEEN 1 AND 500),
	CONSTRAINT "coverage_changes_plan_check" CHECK (("kind" IN ('cancel_plan', 'terminate')) = ("plan_id" IS NOT NULL)),
	CONSTRAINT "coverage_changes_end_check" CHECK (("kind" = 'terminate') = ("end_date" IS NOT NULL)),
	CONSTRAINT "coverage_changes_dependent_check" CHECK (("kind" = 'correct_dependent') = ("dependent" IS NOT NULL)),
	CONSTRAINT "coverage_changes_values_check" CHECK (("kind" LIKE 'correct_%') = ("values" IS NOT NULL))
);--> statement-breakpoint
ALTER TABLE "coverage_changes" ADD CONSTRAINT "coverage_changes_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coverage_changes" ADD CONSTRAINT "coverage_changes_made_by_staff_accounts_id_fk" FOREIGN KEY ("made_by") REFERENCES "public"."staff_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "coverage_changes_enrollment_idx" ON "coverage_changes" USING btree ("enrollment_id", "id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "coverage_change_reports" (
	"change_id" integer NOT NULL,
	"carrier_key" text NOT NULL,
	"format" text NOT NULL,
	"carrier_file_id" integer,
	CONSTRAINT "coverage_change_reports_pk" PRIMARY KEY ("change_id", "carrier_key", "format")
);--> statement-breakpoint
ALTER TABLE "coverage_change_reports" ADD CONSTRAINT "coverage_change_reports_change_id_coverage_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."coverage_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coverage_change_reports" ADD CONSTRAINT "coverage_change_reports_carrier_file_id_carrier_files_id_fk" FOREIGN KEY ("carrier_file_id") REFERENCES "public"."carrier_files"("id") ON DELETE restrict ON UPDATE no action;

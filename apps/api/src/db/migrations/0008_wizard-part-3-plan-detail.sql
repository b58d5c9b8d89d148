CREATE TABLE "enrollment_completions" (
	"enrollment_id" text PRIMARY KEY NOT NULL,
	"policy_id" text NOT NULL,
	"completed_enrollment_id" integer NOT NULL,
	"name" text NOT NULL,
	"call_invoice" boolean NOT NULL,
	"additional_notes" text DEFAULT '' NOT NULL,
	"send_sms" boolean DEFAULT false NOT NULL,
	"first_enroll" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "enrollment_completions_policy_id_unique" UNIQUE("policy_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" text NOT NULL,
	"effective_date" text,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claim_token" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "invoice_jobs_policy_id_unique" UNIQUE("policy_id")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_number" text NOT NULL,
	"policy_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"period_start" text,
	"due_date" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoices_invoice_number_unique" UNIQUE("invoice_number"),
	CONSTRAINT "invoices_policy_id_unique" UNIQUE("policy_id")
);
--> statement-breakpoint
CREATE TABLE "signed_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrollment_id" text NOT NULL,
	"policy_id" text NOT NULL,
	"record" jsonb NOT NULL,
	"secret" text NOT NULL,
	"signature_kind" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"client_address" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "signed_records_enrollment_id_unique" UNIQUE("enrollment_id"),
	CONSTRAINT "signed_records_policy_id_unique" UNIQUE("policy_id")
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "details" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "health_questions" ADD COLUMN "gender" smallint;--> statement-breakpoint
ALTER TABLE "enrollment_completions" ADD CONSTRAINT "enrollment_completions_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_completions" ADD CONSTRAINT "enrollment_completions_completed_enrollment_id_completed_enrollments_id_fk" FOREIGN KEY ("completed_enrollment_id") REFERENCES "public"."completed_enrollments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signed_records" ADD CONSTRAINT "signed_records_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_jobs_due_idx" ON "invoice_jobs" USING btree ("next_attempt_at") WHERE "invoice_jobs"."status" in ('pending', 'running');--> statement-breakpoint
-- A signed record is immutable (issue 11 item 5): no code path updates or deletes one, and the database refuses it.
CREATE OR REPLACE FUNCTION signed_records_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'signed_records rows are immutable (% refused)', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER signed_records_immutable BEFORE UPDATE OR DELETE ON "signed_records" FOR EACH ROW EXECUTE FUNCTION signed_records_refuse_change();
--> statement-breakpoint
CREATE TRIGGER signed_records_no_truncate BEFORE TRUNCATE ON "signed_records" FOR EACH STATEMENT EXECUTE FUNCTION signed_records_refuse_change();

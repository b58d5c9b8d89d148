CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone,
	"claim_token" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "jobs_key_unique" UNIQUE("key")
);
--> statement-breakpoint
-- Undelivered mail and unmade invoices move to the one job table before their own queue columns go.
INSERT INTO "jobs" ("kind", "key", "payload", "attempts", "run_at")
  SELECT 'mail.send', 'mail:' || "id", jsonb_build_object('messageId', "id"), "attempts", "next_attempt_at"
  FROM "outbox_messages" WHERE "status" in ('pending', 'sending');--> statement-breakpoint
UPDATE "outbox_messages" SET "status" = 'pending' WHERE "status" = 'sending';--> statement-breakpoint
INSERT INTO "jobs" ("kind", "key", "payload", "status", "attempts", "run_at", "last_error")
  SELECT 'invoice.create', 'invoice:' || "policy_id",
    jsonb_build_object('policyId', "policy_id", 'effectiveDate', "effective_date", 'amountCents', "amount_cents"),
    CASE WHEN "status" = 'failed' THEN 'dead' ELSE 'pending' END, "attempts", "next_attempt_at", "last_error"
  FROM "invoice_jobs" WHERE "status" <> 'done';--> statement-breakpoint
DROP INDEX "outbox_messages_due_idx";--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" in ('pending', 'running');--> statement-breakpoint
CREATE INDEX "jobs_dead_idx" ON "jobs" USING btree ("id") WHERE "jobs"."status" = 'dead';--> statement-breakpoint
ALTER TABLE "outbox_messages" DROP COLUMN "next_attempt_at";--> statement-breakpoint
ALTER TABLE "outbox_messages" DROP COLUMN "claim_token";--> statement-breakpoint
ALTER TABLE "outbox_messages" DROP COLUMN "locked_until";--> statement-breakpoint
DROP TABLE "invoice_jobs" CASCADE;
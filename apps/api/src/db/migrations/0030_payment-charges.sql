-- A real payment processor (issue 25 item 3, decision 0085): every charge asked of the processor, one row per
-- idempotency key (enrollment, card, amount, currency), and every processor webhook event recorded once (its id, type,
-- object, status, amounts and our key only: no personal data of the event is stored).
CREATE TABLE IF NOT EXISTS "payment_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrollment_id" text NOT NULL REFERENCES "enrollments"("id") ON DELETE cascade,
	"policy_id" text,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"processor_charge_id" text,
	"decline_message" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_charges_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payment_charges_amount_check" CHECK ("amount_cents" >= 0 AND "refunded_cents" >= 0 AND "refunded_cents" <= "amount_cents")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_charges_enrollment_idx" ON "payment_charges" USING btree ("enrollment_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_charges_processor_idx" ON "payment_charges" USING btree ("processor_charge_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "payment_webhook_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"processor" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"object_id" text,
	"object_status" text,
	"amount_cents" integer,
	"amount_refunded_cents" integer,
	"idempotency_key" text,
	"received_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "payment_webhook_events_event_idx" ON "payment_webhook_events" USING btree ("processor","event_id");

ALTER TABLE "enrollment_completions" ADD COLUMN "rep_copy" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Completions before this column: the client's copy was queued as a receipt job (0014 on) or an outbox message.
UPDATE "enrollment_completions" c SET "rep_copy" = true
WHERE EXISTS (SELECT 1 FROM "jobs" j WHERE j."key" = 'receipt-mail:' || c."policy_id" || ':client')
   OR EXISTS (SELECT 1 FROM "outbox_messages" m WHERE m."idempotency_key" = 'receipt:' || c."policy_id" || ':client');

-- The console's enrollment list, a rep's and a group's own lists, and each carrier file's window read completed
-- enrollments by completion time and by rep or group (modules/enrollment/completion/completion.repository.ts): without
-- these, each read scanned every completion and every enrollment (issue 25's follow-ups).
CREATE INDEX IF NOT EXISTS "enrollment_completions_completed_at_idx" ON "enrollment_completions" USING btree ("completed_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "enrollments_agent_idx" ON "enrollments" USING btree ("agent_id") WHERE "agent_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "enrollments_group_idx" ON "enrollments" USING btree ("group_id") WHERE "group_id" IS NOT NULL;

-- Rate limits are counted in memory or Redis from now on (docs/decisions/0072-limits-that-never-lock-out-an-office.md):
-- the table keeps only wrong staff sign-ins. The other counters and the periodic sweep that removed them go.
DELETE FROM "rate_limit_counters" WHERE "purpose" <> 'staff-sign-in-failures';--> statement-breakpoint
DELETE FROM "jobs" WHERE "kind" = 'limits.sweep' AND "status" IN ('pending', 'running');

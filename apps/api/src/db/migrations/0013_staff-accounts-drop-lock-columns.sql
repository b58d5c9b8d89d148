ALTER TABLE "staff_accounts" DROP COLUMN "failed_attempts";--> statement-breakpoint
ALTER TABLE "staff_accounts" DROP COLUMN "locked_until";
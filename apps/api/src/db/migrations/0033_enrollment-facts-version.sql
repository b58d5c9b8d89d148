-- add-plan-to-cart may add a line in one statement, without the transaction of withLockedEnrollment, when the session's
-- copy of the enrollment's facts (decision 0093) still prices it (decision 0094). That statement must know that nothing
-- it was priced from changed since that copy was read: the cart, the plan answers, the carrier answers, the household,
-- the hold, a priced column, a charge in flight. `facts_version` is the id of the last transaction that changed one of
-- them (txid_current(), never reused), set by the database's own triggers so no writer can forget to; the statement
-- locks the row and compares it, and PostgreSQL compares it again on the row's newest version after any wait.
ALTER TABLE "enrollments" ADD COLUMN "facts_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Migration 0032's notice, now with the version it set (a replica that kept what its own change made keeps it when
-- that change's notice comes: modules/shared/change-notice.ts), and the version too: the same rows change both. The row is rewritten once per
-- transaction and enrollment, however many rows it changed (the one-statement cart line has set it already).
CREATE OR REPLACE FUNCTION "notify_enrollment_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		PERFORM pg_notify('bs_enrollment_changes', OLD.enrollment_id || ' ' || txid_current());
		UPDATE "enrollments" SET "facts_version" = txid_current() WHERE "id" = OLD.enrollment_id AND "facts_version" <> txid_current();
	END IF;
	IF TG_OP <> 'DELETE' THEN
		PERFORM pg_notify('bs_enrollment_changes', NEW.enrollment_id || ' ' || txid_current());
		UPDATE "enrollments" SET "facts_version" = txid_current() WHERE "id" = NEW.enrollment_id AND "facts_version" <> txid_current();
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
-- A priced column of the row itself, or the member it belongs to (a member's policies refuse plans they hold).
CREATE FUNCTION "version_enrollment_priced_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.facts_version := txid_current();
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "enrollments_priced_version" BEFORE UPDATE OF "filter_info", "annual_income", "working_hours", "portal_id", "user_id" ON "enrollments" FOR EACH ROW
	WHEN (OLD.filter_info IS DISTINCT FROM NEW.filter_info OR OLD.annual_income IS DISTINCT FROM NEW.annual_income
		OR OLD.working_hours IS DISTINCT FROM NEW.working_hours OR OLD.portal_id IS DISTINCT FROM NEW.portal_id
		OR OLD.user_id IS DISTINCT FROM NEW.user_id)
	EXECUTE FUNCTION "version_enrollment_priced_change"();--> statement-breakpoint
-- A first premium claimed or answered: while one is in flight nothing may change the enrollment (decision 0085).
CREATE FUNCTION "version_enrollment_charge_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "enrollments" SET "facts_version" = txid_current() WHERE "id" = NEW.enrollment_id AND "facts_version" <> txid_current();
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "payment_charges_version" AFTER INSERT OR UPDATE OF "status", "sent_at" ON "payment_charges" FOR EACH ROW EXECUTE FUNCTION "version_enrollment_charge_change"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_enrollment_priced_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('bs_enrollment_changes', OLD.id || ' ' || txid_current());
	RETURN NULL;
END;
$$;

-- add-plan-to-cart may add a line in one statement, without the transaction of withLockedEnrollment, when the
-- session's copy of the enrollment's facts (decision 0093) still prices it (decision 0094). That statement must know
-- that nothing it was priced from changed since the copy was read: the cart, the plan answers, the carrier answers,
-- the household, a priced column, the member it belongs to, a first premium sent. `facts_version` is the id of the
-- last transaction that changed one of them (txid_current(), never reused), set by the database's own triggers so no
-- writer can forget to; the statement locks the row and compares it, and PostgreSQL compares it again on the row's
-- newest version after any wait for that lock.
ALTER TABLE "enrollments" ADD COLUMN "facts_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The row is rewritten once per transaction and enrollment, however many rows it changed (the one-statement cart
-- line has set it already). Triggers of their own, beside migration 0032's notices: silencing a notice (as a test
-- does, to stand for one still on its way) must not silence the version the one-statement line relies on.
CREATE FUNCTION "version_enrollment_facts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		UPDATE "enrollments" SET "facts_version" = txid_current() WHERE "id" = OLD.enrollment_id AND "facts_version" <> txid_current();
	END IF;
	IF TG_OP <> 'DELETE' THEN
		UPDATE "enrollments" SET "facts_version" = txid_current() WHERE "id" = NEW.enrollment_id AND "facts_version" <> txid_current();
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "cart_items_facts_version" AFTER INSERT OR UPDATE OR DELETE ON "cart_items" FOR EACH ROW EXECUTE FUNCTION "version_enrollment_facts"();--> statement-breakpoint
CREATE TRIGGER "plan_question_answers_facts_version" AFTER INSERT OR UPDATE OR DELETE ON "plan_question_answers" FOR EACH ROW EXECUTE FUNCTION "version_enrollment_facts"();--> statement-breakpoint
CREATE TRIGGER "carrier_question_answers_facts_version" AFTER INSERT OR UPDATE OR DELETE ON "carrier_question_answers" FOR EACH ROW EXECUTE FUNCTION "version_enrollment_facts"();--> statement-breakpoint
CREATE TRIGGER "temp_dependent_info_facts_version" AFTER INSERT OR UPDATE OR DELETE ON "temp_dependent_info" FOR EACH ROW EXECUTE FUNCTION "version_enrollment_facts"();--> statement-breakpoint
-- A first premium sent (claimFirstPremium, under the enrollment's lock): nothing may change the enrollment while it is
-- in flight (decision 0085). Only entering flight: leaving it can only make the statement refuse, and the processor's
-- answers and webhooks, written without the enrollment's lock, then take no lock on the enrollment's row either.
CREATE TRIGGER "payment_charges_sent_version" AFTER INSERT ON "payment_charges" FOR EACH ROW WHEN (NEW.sent_at IS NOT NULL) EXECUTE FUNCTION "version_enrollment_facts"();--> statement-breakpoint
CREATE TRIGGER "payment_charges_resent_version" AFTER UPDATE OF "sent_at" ON "payment_charges" FOR EACH ROW
	WHEN (NEW.sent_at IS NOT NULL AND NEW.sent_at IS DISTINCT FROM OLD.sent_at)
	EXECUTE FUNCTION "version_enrollment_facts"();--> statement-breakpoint
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
-- Migration 0032's notices now say which change they are of (the transaction's id: the facts_version it set), so a
-- replica that kept what its own change made keeps it when that change's notice comes (modules/shared/change-notice.ts).
-- A hold ended is told as before, and versions nothing: the statement checks the hold itself, as the locked path does.
CREATE OR REPLACE FUNCTION "notify_enrollment_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		PERFORM pg_notify('bs_enrollment_changes', OLD.enrollment_id || ' ' || txid_current());
	END IF;
	IF TG_OP <> 'DELETE' THEN
		PERFORM pg_notify('bs_enrollment_changes', NEW.enrollment_id || ' ' || txid_current());
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_enrollment_priced_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('bs_enrollment_changes', OLD.id || ' ' || txid_current());
	RETURN NULL;
END;
$$;

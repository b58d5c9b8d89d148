-- Each replica keeps, for a few seconds, what a browser's session read about an enrollment it holds: the facts the
-- listing and the plan page price with (decision 0093). The database itself tells every replica when those facts
-- change, so no writer (a route, a job, the console, a script) can forget to: a NOTICE on a channel of its own
-- (modules/shared/change-notice.ts ENROLLMENT_CHANGE_CHANNEL, 'bs_enrollment_changes'), the enrollment's id, sent at
-- the commit. PostgreSQL sends one notice per distinct payload in a transaction, however many rows it changed.
CREATE FUNCTION "notify_enrollment_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		PERFORM pg_notify('bs_enrollment_changes', OLD.enrollment_id);
	END IF;
	IF TG_OP <> 'DELETE' THEN
		PERFORM pg_notify('bs_enrollment_changes', NEW.enrollment_id);
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "cart_items_notify" AFTER INSERT OR UPDATE OR DELETE ON "cart_items" FOR EACH ROW EXECUTE FUNCTION "notify_enrollment_change"();--> statement-breakpoint
CREATE TRIGGER "plan_question_answers_notify" AFTER INSERT OR UPDATE OR DELETE ON "plan_question_answers" FOR EACH ROW EXECUTE FUNCTION "notify_enrollment_change"();--> statement-breakpoint
CREATE TRIGGER "carrier_question_answers_notify" AFTER INSERT OR UPDATE OR DELETE ON "carrier_question_answers" FOR EACH ROW EXECUTE FUNCTION "notify_enrollment_change"();--> statement-breakpoint
CREATE TRIGGER "temp_dependent_info_notify" AFTER INSERT OR UPDATE OR DELETE ON "temp_dependent_info" FOR EACH ROW EXECUTE FUNCTION "notify_enrollment_change"();--> statement-breakpoint
-- A hold that ends (a rep's member enrollments detached, the retention job, a session swept): what its session kept
-- about the enrollment must not answer for it any longer. A new hold needs no notice: nothing is kept without one.
CREATE TRIGGER "session_enrollments_notify" AFTER DELETE OR UPDATE ON "session_enrollments" FOR EACH ROW EXECUTE FUNCTION "notify_enrollment_change"();--> statement-breakpoint
-- The enrollment's own row: only the columns a price is made of (modules/catalog/person.ts personOfEnrollment), and
-- only when one of them really changed; the wizard's other saves touch the row without a notice.
CREATE FUNCTION "notify_enrollment_priced_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('bs_enrollment_changes', OLD.id);
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "enrollments_priced_notify" AFTER UPDATE OF "filter_info", "annual_income", "working_hours", "portal_id" ON "enrollments" FOR EACH ROW
	WHEN (OLD.filter_info IS DISTINCT FROM NEW.filter_info OR OLD.annual_income IS DISTINCT FROM NEW.annual_income
		OR OLD.working_hours IS DISTINCT FROM NEW.working_hours OR OLD.portal_id IS DISTINCT FROM NEW.portal_id)
	EXECUTE FUNCTION "notify_enrollment_priced_change"();--> statement-breakpoint
CREATE TRIGGER "enrollments_deleted_notify" AFTER DELETE ON "enrollments" FOR EACH ROW EXECUTE FUNCTION "notify_enrollment_priced_change"();

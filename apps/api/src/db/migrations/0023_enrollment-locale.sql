-- Spanish (issue 29). The language a person enrolls in, kept on the enrollment (their choice, updated by every change
-- of the record), so a resumed enrollment opens in it and its e-mails, text messages and receipt PDF are written in it.
ALTER TABLE "enrollments" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
-- A site may set the language its visitors see first (null: the browser's).
ALTER TABLE "sites" ADD COLUMN "default_locale" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- The catalog's texts in other languages than English: { "es": { <field>: <text>, ... } } beside each English row
-- (docs/catalog-format/README.md, "Texts in other languages"); a field left out falls back to English.
ALTER TABLE "plans" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_fees" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_suggestions" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_blackouts" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_cart_messages" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "health_questions" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_questions" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "carrier_questions" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;

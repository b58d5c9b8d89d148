-- Staff account lifecycle (issue 23): invitations, set-password links, disabling, last sign-in, operators' second factor.
ALTER TABLE "staff_accounts" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
-- Null while an invited account has not chosen its password; accounts that exist already (seeded) have one.
ALTER TABLE "staff_accounts" ADD COLUMN "password_set_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "last_signed_in_at" timestamp with time zone;--> statement-breakpoint
-- An operator's TOTP secret, encrypted with the field cipher; set once a first code confirmed it.
ALTER TABLE "staff_accounts" ADD COLUMN "totp_secret" text;--> statement-breakpoint
-- The last TOTP time step accepted: a code of that step or an earlier one is refused (no reuse).
ALTER TABLE "staff_accounts" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
UPDATE "staff_accounts" SET "password_set_at" = "created_at";--> statement-breakpoint
CREATE TABLE "password_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_tokens_purpose_check" CHECK ("password_tokens"."purpose" in ('invite', 'reset'))
);
--> statement-breakpoint
ALTER TABLE "password_tokens" ADD CONSTRAINT "password_tokens_account_id_staff_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_tokens_account_idx" ON "password_tokens" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "password_tokens_expires_idx" ON "password_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_account_id_staff_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_codes_account_code_idx" ON "recovery_codes" USING btree ("account_id","code_hash");--> statement-breakpoint
CREATE TABLE "console_sign_in_steps" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"step" text NOT NULL,
	"pending_secret" text,
	"tries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "console_sign_in_steps_step_check" CHECK ("console_sign_in_steps"."step" in ('second_factor', 'second_factor_setup'))
);
--> statement-breakpoint
ALTER TABLE "console_sign_in_steps" ADD CONSTRAINT "console_sign_in_steps_account_id_staff_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "console_sign_in_steps_expires_idx" ON "console_sign_in_steps" USING btree ("expires_at");

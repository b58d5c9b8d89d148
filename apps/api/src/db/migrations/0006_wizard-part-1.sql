CREATE TABLE "resume_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"enrollment_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"email" text NOT NULL,
	"saved_tab" text NOT NULL,
	"saved_by_session_id" text,
	"outbox_message_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "resume_codes_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrollment_id" text NOT NULL,
	"type" text NOT NULL,
	"contact" text NOT NULL,
	"salt" text NOT NULL,
	"code_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "enrollment_tabs" (
	"enrollment_id" text NOT NULL,
	"tab" text NOT NULL,
	"data" jsonb NOT NULL,
	"secret" text,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "enrollment_tabs_enrollment_id_tab_pk" PRIMARY KEY("enrollment_id","tab")
);
--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "enroller_code" text;--> statement-breakpoint
ALTER TABLE "resume_codes" ADD CONSTRAINT "resume_codes_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_codes" ADD CONSTRAINT "resume_codes_saved_by_session_id_sessions_id_fk" FOREIGN KEY ("saved_by_session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_codes" ADD CONSTRAINT "resume_codes_outbox_message_id_outbox_messages_id_fk" FOREIGN KEY ("outbox_message_id") REFERENCES "public"."outbox_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_tabs" ADD CONSTRAINT "enrollment_tabs_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resume_codes_enrollment_idx" ON "resume_codes" USING btree ("enrollment_id","created_at");--> statement-breakpoint
CREATE INDEX "otp_codes_contact_idx" ON "otp_codes" USING btree ("enrollment_id","type","contact","sent_at");
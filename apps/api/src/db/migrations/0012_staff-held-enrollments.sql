CREATE TABLE "staff_held_enrollments" (
	"session_id" text NOT NULL,
	"enrollment_id" text NOT NULL,
	"staff_session_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_held_enrollments_session_id_enrollment_id_pk" PRIMARY KEY("session_id","enrollment_id")
);
--> statement-breakpoint
ALTER TABLE "staff_held_enrollments" ADD CONSTRAINT "staff_held_enrollments_hold_fk" FOREIGN KEY ("session_id","enrollment_id") REFERENCES "public"."session_enrollments"("session_id","enrollment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_held_enrollments_staff_session_idx" ON "staff_held_enrollments" USING btree ("staff_session_id");
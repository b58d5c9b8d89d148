CREATE TABLE "carrier_question_answers" (
	"enrollment_id" text NOT NULL,
	"plan_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "carrier_question_answers_enrollment_id_plan_id_pk" PRIMARY KEY("enrollment_id","plan_id")
);
--> statement-breakpoint
CREATE TABLE "carrier_questions" (
	"id" integer PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"question" text NOT NULL,
	"required_yes" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_question_answers" (
	"enrollment_id" text NOT NULL,
	"plan_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"secret" text NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "plan_question_answers_enrollment_id_plan_id_pk" PRIMARY KEY("enrollment_id","plan_id")
);
--> statement-breakpoint
CREATE TABLE "plan_questions" (
	"id" integer PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"text" text NOT NULL,
	"sub_type" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"require_detail" boolean DEFAULT false NOT NULL,
	"decline_on_yes" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "facts" jsonb;--> statement-breakpoint
ALTER TABLE "carrier_question_answers" ADD CONSTRAINT "carrier_question_answers_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_question_answers" ADD CONSTRAINT "carrier_question_answers_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_questions" ADD CONSTRAINT "carrier_questions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_question_answers" ADD CONSTRAINT "plan_question_answers_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_question_answers" ADD CONSTRAINT "plan_question_answers_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_questions" ADD CONSTRAINT "plan_questions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carrier_questions_plan_idx" ON "carrier_questions" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "plan_questions_plan_idx" ON "plan_questions" USING btree ("plan_id");
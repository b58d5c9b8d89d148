CREATE TABLE "member_records" (
	"member_id" integer NOT NULL,
	"section" text NOT NULL,
	"secret" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_records_member_id_section_pk" PRIMARY KEY("member_id","section")
);
--> statement-breakpoint
ALTER TABLE "member_records" ADD CONSTRAINT "member_records_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "health_questions" (
	"id" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"detail_fields" text NOT NULL,
	"kind" text NOT NULL,
	"who" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_health_questions" (
	"plan_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	CONSTRAINT "plan_health_questions_plan_id_question_id_pk" PRIMARY KEY("plan_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "plan_health_questions" ADD CONSTRAINT "plan_health_questions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_health_questions" ADD CONSTRAINT "plan_health_questions_question_id_health_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."health_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_health_questions_question_idx" ON "plan_health_questions" USING btree ("question_id");
--> statement-breakpoint
CREATE TABLE "bank_directory" (
	"routing_number" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"new_routing_number" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_billing" (
	"group_id" integer PRIMARY KEY NOT NULL,
	"payment_method" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_billing" ADD CONSTRAINT "group_billing_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;

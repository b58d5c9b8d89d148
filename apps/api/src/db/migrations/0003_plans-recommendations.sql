CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"ref" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"dob" text NOT NULL,
	"gender" smallint NOT NULL,
	"zip" text NOT NULL,
	"state" text NOT NULL,
	"email" text NOT NULL,
	"agent_id" integer,
	"group_id" integer,
	"portal_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_ref_unique" UNIQUE("ref")
);
--> statement-breakpoint
CREATE TABLE "completed_enrollment_plans" (
	"completed_enrollment_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	CONSTRAINT "completed_enrollment_plans_completed_enrollment_id_plan_id_pk" PRIMARY KEY("completed_enrollment_id","plan_id")
);
--> statement-breakpoint
CREATE TABLE "completed_enrollments" (
	"id" serial PRIMARY KEY NOT NULL,
	"ref" text NOT NULL,
	"member_id" integer,
	"policy_id" text,
	"age" smallint NOT NULL,
	"gender" smallint NOT NULL,
	"tier" text NOT NULL,
	"state" text NOT NULL,
	"agent_id" integer,
	"group_id" integer,
	"portal_id" integer,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "completed_enrollments_ref_unique" UNIQUE("ref")
);
--> statement-breakpoint
CREATE TABLE "temp_dependent_info" (
	"enrollment_id" text PRIMARY KEY NOT NULL,
	"plan_id" integer,
	"spouse_dob" text,
	"no_of_children" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_devices" (
	"device_id" text PRIMARY KEY NOT NULL,
	"location_consent" text,
	"latitude" double precision,
	"longitude" double precision,
	"zip" text,
	"agent_id" integer,
	"group_id" integer,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" text NOT NULL,
	"web_url" text,
	"agent_id" integer,
	"group_id" integer,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "completed_enrollment_plans" ADD CONSTRAINT "completed_enrollment_plans_completed_enrollment_id_completed_enrollments_id_fk" FOREIGN KEY ("completed_enrollment_id") REFERENCES "public"."completed_enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "completed_enrollment_plans" ADD CONSTRAINT "completed_enrollment_plans_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "completed_enrollments" ADD CONSTRAINT "completed_enrollments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_dependent_info" ADD CONSTRAINT "temp_dependent_info_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_visits" ADD CONSTRAINT "lead_visits_device_id_lead_devices_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."lead_devices"("device_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "members_agent_idx" ON "members" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "members_group_idx" ON "members" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "completed_enrollment_plans_plan_idx" ON "completed_enrollment_plans" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "completed_enrollments_member_idx" ON "completed_enrollments" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "lead_visits_device_idx" ON "lead_visits" USING btree ("device_id");
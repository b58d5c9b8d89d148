CREATE TABLE "session_enrollments" (
	"session_id" text NOT NULL,
	"enrollment_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_enrollments_session_id_enrollment_id_pk" PRIMARY KEY("session_id","enrollment_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrollments" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text,
	"eprocess" text,
	"open_type" text,
	"agent_id" integer,
	"group_id" integer,
	"platform_group_id" integer,
	"portal_id" integer,
	"user_id" integer,
	"referral" text,
	"filter_info" jsonb NOT NULL,
	"annual_income" integer,
	"working_hours" double precision,
	"effective_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carriers" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	CONSTRAINT "carriers_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "plan_pricing" (
	"ppid" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"tier" text NOT NULL,
	"age_min" smallint NOT NULL,
	"age_max" smallint NOT NULL,
	"gender" smallint,
	"tobacco" smallint,
	"state" text,
	"price_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"carrier_id" integer NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"plan_type" text NOT NULL,
	"short_text" text NOT NULL,
	"body_text" text NOT NULL,
	"network" text,
	"callout_text" text,
	"callout_color" text,
	"featured" boolean DEFAULT false NOT NULL,
	"one_time_fee_cents" integer DEFAULT 0 NOT NULL,
	"admin_fee_included" boolean DEFAULT false NOT NULL,
	"requires_membership" boolean DEFAULT false NOT NULL,
	"rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "agent_portals" (
	"agent_id" integer NOT NULL,
	"portal_id" integer NOT NULL,
	CONSTRAINT "agent_portals_agent_id_portal_id_pk" PRIMARY KEY("agent_id","portal_id")
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"access_code" text NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"display_name" text NOT NULL,
	"display_email" text NOT NULL,
	"display_phone" text NOT NULL,
	"display_about_name" text NOT NULL,
	"bio" text NOT NULL,
	"tagline" text NOT NULL,
	"landing_page" text NOT NULL,
	CONSTRAINT "agents_access_code_unique" UNIQUE("access_code"),
	CONSTRAINT "agents_landing_page_unique" UNIQUE("landing_page")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"agent_id" integer NOT NULL,
	"portal_id" integer NOT NULL,
	"display_name" text NOT NULL,
	"display_email" text NOT NULL,
	"display_phone" text NOT NULL,
	"tagline" text NOT NULL,
	"about_us" text NOT NULL,
	"landing_page" text NOT NULL,
	"host" text,
	"address" jsonb NOT NULL,
	CONSTRAINT "groups_code_unique" UNIQUE("code"),
	CONSTRAINT "groups_landing_page_unique" UNIQUE("landing_page"),
	CONSTRAINT "groups_host_unique" UNIQUE("host")
);
--> statement-breakpoint
CREATE TABLE "portals" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "portals_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "site_themes" (
	"scope" text NOT NULL,
	"owner" text DEFAULT '' NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "site_themes_scope_owner_key_pk" PRIMARY KEY("scope","owner","key")
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"enrollment_id" text NOT NULL,
	"plan_id" integer NOT NULL,
	"ppid" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_enrollment_id_plan_id_pk" PRIMARY KEY("enrollment_id","plan_id")
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session_enrollments" ADD CONSTRAINT "session_enrollments_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_enrollments" ADD CONSTRAINT "session_enrollments_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_pricing" ADD CONSTRAINT "plan_pricing_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_portals" ADD CONSTRAINT "agent_portals_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_portals" ADD CONSTRAINT "agent_portals_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_ppid_plan_pricing_ppid_fk" FOREIGN KEY ("ppid") REFERENCES "public"."plan_pricing"("ppid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_enrollments_enrollment_idx" ON "session_enrollments" USING btree ("enrollment_id");--> statement-breakpoint
CREATE INDEX "plan_pricing_plan_idx" ON "plan_pricing" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "plans_category_idx" ON "plans" USING btree ("category");--> statement-breakpoint
CREATE INDEX "cart_items_ppid_idx" ON "cart_items" USING btree ("ppid");
CREATE TABLE "catalog_fees" (
	"key" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"amount_cents" integer,
	"percent_bp" integer
);
--> statement-breakpoint
CREATE TABLE "enrollment_checkouts" (
	"enrollment_id" text PRIMARY KEY NOT NULL,
	"effective_date" date NOT NULL,
	"type" text NOT NULL,
	"checked_out_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrollment_screenshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrollment_id" text NOT NULL,
	"name" text NOT NULL,
	"image_base64" text NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_blackouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"starts_on" text NOT NULL,
	"ends_on" text NOT NULL,
	"message" text NOT NULL,
	CONSTRAINT "plan_blackouts_plan_start_uq" UNIQUE("plan_id","starts_on")
);
--> statement-breakpoint
CREATE TABLE "plan_cart_messages" (
	"plan_id" integer PRIMARY KEY NOT NULL,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_riders" (
	"plan_id" integer NOT NULL,
	"rider_plan_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "plan_riders_plan_id_rider_plan_id_pk" PRIMARY KEY("plan_id","rider_plan_id")
);
--> statement-breakpoint
CREATE TABLE "plan_suggestions" (
	"kind" text PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"missing_category" text NOT NULL,
	"display" boolean DEFAULT true NOT NULL,
	"title" text NOT NULL,
	"header" text NOT NULL,
	"link" text NOT NULL,
	"link_description" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enrollment_checkouts" ADD CONSTRAINT "enrollment_checkouts_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_screenshots" ADD CONSTRAINT "enrollment_screenshots_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_blackouts" ADD CONSTRAINT "plan_blackouts_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_cart_messages" ADD CONSTRAINT "plan_cart_messages_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_riders" ADD CONSTRAINT "plan_riders_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_riders" ADD CONSTRAINT "plan_riders_rider_plan_id_plans_id_fk" FOREIGN KEY ("rider_plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_suggestions" ADD CONSTRAINT "plan_suggestions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrollment_screenshots_enrollment_idx" ON "enrollment_screenshots" USING btree ("enrollment_id");
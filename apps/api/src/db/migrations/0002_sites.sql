CREATE TABLE "partner_traffic" (
	"enrollment_id" text NOT NULL,
	"site_id" integer NOT NULL,
	"portal_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_traffic_enrollment_id_site_id_pk" PRIMARY KEY("enrollment_id","site_id")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" text PRIMARY KEY NOT NULL,
	"agent_id" integer,
	"group_id" integer,
	"portal_id" integer,
	"referrer_name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"host" text,
	"websites_id" text,
	"agent_id" integer,
	"group_id" integer,
	"portal_id" integer,
	"is_partner" boolean DEFAULT false NOT NULL,
	"white_label" boolean DEFAULT false NOT NULL,
	"display_name" text NOT NULL,
	"display_email" text NOT NULL,
	"display_phone" text NOT NULL,
	"tagline" text NOT NULL,
	"links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "sites_key_unique" UNIQUE("key"),
	CONSTRAINT "sites_name_unique" UNIQUE("name"),
	CONSTRAINT "sites_host_unique" UNIQUE("host"),
	CONSTRAINT "sites_websites_id_unique" UNIQUE("websites_id")
);
--> statement-breakpoint
ALTER TABLE "partner_traffic" ADD CONSTRAINT "partner_traffic_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_traffic" ADD CONSTRAINT "partner_traffic_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;
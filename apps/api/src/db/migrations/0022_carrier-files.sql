-- Carrier files (issue 25 item 2): each carrier's trading-partner configuration, the files made for it (kept
-- encrypted, downloadable again) and one sequence of interchange control numbers, so an ISA13/GS06 never repeats.
CREATE TABLE "carrier_configs" (
	"carrier_key" text PRIMARY KEY NOT NULL,
	"isa_sender_qualifier" text DEFAULT 'ZZ' NOT NULL,
	"isa_sender_id" text NOT NULL,
	"isa_receiver_qualifier" text DEFAULT 'ZZ' NOT NULL,
	"isa_receiver_id" text NOT NULL,
	"gs_sender_id" text NOT NULL,
	"gs_receiver_id" text NOT NULL,
	"payer_id" text NOT NULL,
	"sponsor_name" text NOT NULL,
	"sponsor_id" text NOT NULL,
	"file_name_pattern" text DEFAULT '{carrier}_{date}_{control}.{ext}' NOT NULL,
	"mode" text DEFAULT 'changes' NOT NULL,
	"usage" text DEFAULT 'T' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carrier_configs_mode_check" CHECK ("carrier_configs"."mode" in ('full', 'changes')),
	CONSTRAINT "carrier_configs_usage_check" CHECK ("carrier_configs"."usage" in ('T', 'P'))
);
--> statement-breakpoint
CREATE TABLE "carrier_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"carrier_key" text NOT NULL,
	"format" text NOT NULL,
	"file_name" text NOT NULL,
	"control_number" integer,
	"mode" text NOT NULL,
	"since" timestamp with time zone,
	"through" timestamp with time zone NOT NULL,
	"enrollment_count" integer NOT NULL,
	"member_count" integer NOT NULL,
	"coverage_count" integer NOT NULL,
	"content" text NOT NULL,
	"made_by" text NOT NULL,
	"job_key" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "carrier_files_job_key_unique" UNIQUE("job_key"),
	CONSTRAINT "carrier_files_control_number_unique" UNIQUE("control_number"),
	CONSTRAINT "carrier_files_format_check" CHECK ("carrier_files"."format" in ('834', 'csv'))
);
--> statement-breakpoint
CREATE INDEX "carrier_files_carrier_idx" ON "carrier_files" USING btree ("carrier_key","created_at");--> statement-breakpoint
CREATE SEQUENCE "carrier_interchange_control_number" START WITH 1 MINVALUE 1 MAXVALUE 999999999 NO CYCLE;--> statement-breakpoint
-- The demo catalog's carriers (apps/api/catalog/demo/catalog.json): test-mode (ISA15 T) trading partners.
INSERT INTO "carrier_configs" ("carrier_key", "isa_sender_id", "isa_receiver_id", "gs_sender_id", "gs_receiver_id", "payer_id", "sponsor_name", "sponsor_id", "mode") VALUES
	('harbor-mutual', 'BENEFITSTORE', 'HARBORMUTUAL', 'BENEFITSTORE', 'HARBOR', '311234501', 'Benefit Store', '990000001', 'changes'),
	('summit-life-health', 'BENEFITSTORE', 'SUMMITLH', 'BENEFITSTORE', 'SUMMIT', '311234502', 'Benefit Store', '990000001', 'changes'),
	('bluepine-dental', 'BENEFITSTORE', 'BLUEPINEDENTAL', 'BENEFITSTORE', 'BLUEPINE', '311234503', 'Benefit Store', '990000001', 'full'),
	('evergreen-benefits', 'BENEFITSTORE', 'EVERGREEN', 'BENEFITSTORE', 'EVERGREEN', '311234504', 'Benefit Store', '990000001', 'changes'),
	('northstar-assurance', 'BENEFITSTORE', 'NORTHSTAR', 'BENEFITSTORE', 'NORTHSTAR', '311234505', 'Benefit Store', '990000001', 'changes'),
	('pawsure', 'BENEFITSTORE', 'PAWSURE', 'BENEFITSTORE', 'PAWSURE', '311234506', 'Benefit Store', '990000001', 'full');

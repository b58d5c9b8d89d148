CREATE TABLE "staff_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"agent_id" integer,
	"group_id" integer,
	"display_name" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_accounts_role_check" CHECK (("staff_accounts"."role" = 'agent' and "staff_accounts"."agent_id" is not null and "staff_accounts"."group_id" is null) or ("staff_accounts"."role" = 'group_admin' and "staff_accounts"."group_id" is not null and "staff_accounts"."agent_id" is null))
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_account_id_staff_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_accounts_email_idx" ON "staff_accounts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "staff_sessions_last_seen_idx" ON "staff_sessions" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "staff_sessions_created_idx" ON "staff_sessions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "staff_sessions_account_idx" ON "staff_sessions" USING btree ("account_id");
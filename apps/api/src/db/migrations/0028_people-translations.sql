-- Spanish (issue 29): a rep's and a group's own texts (the about page's name line and bio, the tagline, the group's
-- About Us) in other languages than English, { "es": { <field>: <text>, ... } }, as sites already have (0023).
ALTER TABLE "agents" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;

CREATE TABLE "qc_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"hub_org_unit_id" text NOT NULL,
	"zone_id" text NOT NULL,
	"item_id" text,
	"action" text NOT NULL,
	"accepted_before" integer,
	"accepted_after" integer,
	"failed_before" integer,
	"failed_after" integer,
	"comments_after" jsonb,
	"decided_by" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "qc_decisions_zone_idx" ON "qc_decisions" USING btree ("hub_org_unit_id","zone_id","decided_at");--> statement-breakpoint
CREATE INDEX "qc_decisions_item_idx" ON "qc_decisions" USING btree ("item_id");
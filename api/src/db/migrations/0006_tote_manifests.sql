CREATE TABLE "tote_manifests" (
	"activity_group_id" text PRIMARY KEY NOT NULL,
	"hub_org_unit_id" text NOT NULL,
	"state" text DEFAULT 'OPEN' NOT NULL,
	"totes_count" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" text,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "tote_manifests" ADD CONSTRAINT "tote_manifests_activity_group_id_activity_groups_activity_group_id_fk" FOREIGN KEY ("activity_group_id") REFERENCES "public"."activity_groups"("activity_group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tote_manifests" ADD CONSTRAINT "tote_manifests_hub_org_unit_id_hubs_hub_org_unit_id_fk" FOREIGN KEY ("hub_org_unit_id") REFERENCES "public"."hubs"("hub_org_unit_id") ON DELETE no action ON UPDATE no action;
CREATE TABLE "hub_tms_links" (
	"hub_org_unit_id" text NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "hub_tms_links_hub_org_unit_id_position_pk" PRIMARY KEY("hub_org_unit_id","position"),
	CONSTRAINT "hub_tms_links_position" CHECK ("hub_tms_links"."position" between 1 and 10),
	CONSTRAINT "hub_tms_links_label" CHECK (char_length("hub_tms_links"."label") between 1 and 100),
	CONSTRAINT "hub_tms_links_url" CHECK (char_length("hub_tms_links"."url") between 1 and 500 and "hub_tms_links"."url" ~* '^https?://')
);
--> statement-breakpoint
ALTER TABLE "hub_tms_links" ADD CONSTRAINT "hub_tms_links_hub_org_unit_id_hubs_hub_org_unit_id_fk" FOREIGN KEY ("hub_org_unit_id") REFERENCES "public"."hubs"("hub_org_unit_id") ON DELETE cascade ON UPDATE no action;
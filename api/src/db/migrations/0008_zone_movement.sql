CREATE TABLE "buyer_lm_zones" (
	"org_id" text PRIMARY KEY NOT NULL,
	"hub_org_unit_id" text NOT NULL,
	"zone_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "buyer_lm_zones" ADD CONSTRAINT "buyer_lm_zones_org_id_orgs_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("org_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_lm_zones" ADD CONSTRAINT "buyer_lm_zones_hub_org_unit_id_zone_id_zones_hub_org_unit_id_zone_id_fk" FOREIGN KEY ("hub_org_unit_id","zone_id") REFERENCES "public"."zones"("hub_org_unit_id","zone_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buyer_lm_zones_zone_idx" ON "buyer_lm_zones" USING btree ("hub_org_unit_id","zone_id");
CREATE TABLE "coupled_totes" (
	"id" serial PRIMARY KEY NOT NULL,
	"hub_org_unit_id" text NOT NULL,
	"asset_code" text NOT NULL,
	"zone_id" text NOT NULL,
	"route_batch" text,
	"coupled_by" text NOT NULL,
	"coupled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scanned_by" text,
	"scanned_at" timestamp with time zone,
	CONSTRAINT "coupled_totes_route_batch_check" CHECK ("coupled_totes"."route_batch" in ('MORNING', 'AFTERNOON')),
	CONSTRAINT "coupled_totes_scanned_together" CHECK (("coupled_totes"."scanned_by" is null) = ("coupled_totes"."scanned_at" is null))
);
--> statement-breakpoint
ALTER TABLE "coupled_totes" ADD CONSTRAINT "coupled_totes_hub_org_unit_id_hubs_hub_org_unit_id_fk" FOREIGN KEY ("hub_org_unit_id") REFERENCES "public"."hubs"("hub_org_unit_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupled_totes" ADD CONSTRAINT "coupled_totes_asset_code_assets_asset_code_fk" FOREIGN KEY ("asset_code") REFERENCES "public"."assets"("asset_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupled_totes" ADD CONSTRAINT "coupled_totes_hub_org_unit_id_zone_id_zones_hub_org_unit_id_zone_id_fk" FOREIGN KEY ("hub_org_unit_id","zone_id") REFERENCES "public"."zones"("hub_org_unit_id","zone_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupled_totes_open_uq" ON "coupled_totes" USING btree ("asset_code") WHERE "coupled_totes"."scanned_at" is null;--> statement-breakpoint
CREATE INDEX "coupled_totes_hub_idx" ON "coupled_totes" USING btree ("hub_org_unit_id","scanned_at");
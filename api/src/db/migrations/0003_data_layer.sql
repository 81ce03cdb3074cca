-- Data layer (docs/adr/004): one OFD in progress per zone as a database rule, one association row per item and
-- place, and every status/state/type column limited to its spec values (src/db/schema/enums.ts).
ALTER TABLE "ofd_tasks" ADD CONSTRAINT "ofd_tasks_task_status_uq" UNIQUE("task_id","status");--> statement-breakpoint
CREATE TABLE "ofd_task_zones" (
	"task_id" text NOT NULL,
	"task_status" text NOT NULL,
	"hub_org_unit_id" text NOT NULL,
	"zone_id" text NOT NULL,
	CONSTRAINT "ofd_task_zones_task_id_zone_id_pk" PRIMARY KEY("task_id","zone_id")
);
--> statement-breakpoint
ALTER TABLE "ofd_task_zones" ADD CONSTRAINT "ofd_task_zones_task_fk" FOREIGN KEY ("task_id","task_status") REFERENCES "public"."ofd_tasks"("task_id","status") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
INSERT INTO "ofd_task_zones" ("task_id", "task_status", "hub_org_unit_id", "zone_id") SELECT DISTINCT t."task_id", t."status", t."hub_org_unit_id", z.zone_id FROM "ofd_tasks" t CROSS JOIN LATERAL unnest(t."zone_ids") AS z(zone_id);--> statement-breakpoint
CREATE UNIQUE INDEX "ofd_task_zones_one_in_progress_uq" ON "ofd_task_zones" USING btree ("hub_org_unit_id","zone_id") WHERE "ofd_task_zones"."task_status" = 'IN_PROGRESS';--> statement-breakpoint
ALTER TABLE "ofd_tasks" DROP COLUMN "zone_ids";--> statement-breakpoint
CREATE UNIQUE INDEX "item_associations_item_place_uq" ON "item_associations" USING btree ("item_id","association_type","entity_id",coalesce("tote_attached_to_entity_id", '')) WHERE not "item_associations"."partial_item_attributed";--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_picking_status_check" CHECK ("picking_status" IN ('NOT_STARTED', 'NOT_PICKED', 'PARTIALLY_PICKED', 'PICKED'));--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_dispatch_status_check" CHECK ("dispatch_status" IN ('NOT_STARTED', 'NOT_DISPATCHED', 'PARTIALLY_DISPATCHED', 'DISPATCHED'));--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_qc_status_check" CHECK ("qc_status" IN ('NOT_STARTED', 'COMPLETED', 'FAILED'));--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_fulfilment_archetype_check" CHECK ("fulfilment_archetype" IN ('INTERCITY', 'INTRACITY'));--> statement-breakpoint
ALTER TABLE "item_associations" ADD CONSTRAINT "item_associations_association_type_check" CHECK ("association_type" IN ('ZONE', 'VEHICLE', 'CRATE', 'BAG'));--> statement-breakpoint
ALTER TABLE "item_associations" ADD CONSTRAINT "item_associations_picking_status_check" CHECK ("picking_status" IN ('NOT_STARTED', 'NOT_PICKED', 'PARTIALLY_PICKED', 'PICKED'));--> statement-breakpoint
ALTER TABLE "item_associations" ADD CONSTRAINT "item_associations_dispatch_status_check" CHECK ("dispatch_status" IN ('NOT_STARTED', 'NOT_DISPATCHED', 'PARTIALLY_DISPATCHED', 'DISPATCHED'));--> statement-breakpoint
ALTER TABLE "zones" ADD CONSTRAINT "zones_zone_type_check" CHECK ("zone_type" IN ('STAGING', 'LM', 'RTO', 'REATTEMPT', 'RVP', 'BULK_BREAK'));--> statement-breakpoint
ALTER TABLE "zones" ADD CONSTRAINT "zones_qc_status_check" CHECK ("qc_status" IN ('QC_PENDING', 'QC_FAILED', 'QC_COMPLETE'));--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_asset_type_check" CHECK ("asset_type" IN ('TOTE', 'CRATE', 'PACKAGING_MATERIAL', 'TEMP_TOTE'));--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_asset_state_check" CHECK ("asset_state" IN ('PENDING_ACTIVATION', 'GOOD_TO_USE', 'EMPTY_TOTE', 'IN_USE', 'IN_TRANSIT', 'IN_TRANSFER', 'UNDER_PSV', 'LOST'));--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_in_scan_status_check" CHECK ("in_scan_status" IN ('NOT_SCANNED', 'SCANNED'));--> statement-breakpoint
ALTER TABLE "asset_logs" ADD CONSTRAINT "asset_logs_asset_event_type_check" CHECK ("asset_event_type" IN ('ONBOARD', 'RECEIVE', 'TAG', 'DETAG', 'IN_SCAN', 'PICK', 'DISPATCH', 'MERGE', 'PSV', 'MARK_USABLE', 'MARK_FOUND', 'LOST', 'SEND'));--> statement-breakpoint
ALTER TABLE "asset_logs" ADD CONSTRAINT "asset_logs_reference_type_check" CHECK ("reference_type" IN ('ACTIVITY_GROUP', 'RUNSHEET', 'PSV_TASK', 'ZONE', 'HUB'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("status" IN ('PLACED', 'IN_FULFILMENT', 'DELIVERED', 'PARTIALLY_DELIVERED', 'RETURNED', 'CANCELLED'));--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_shipment_status_check" CHECK ("shipment_status" IN ('CREATED', 'PACKED', 'OFD', 'DELIVERED', 'PARTIALLY_DELIVERED', 'NOT_ATTEMPTED', 'RETURNED'));--> statement-breakpoint
ALTER TABLE "activity_groups" ADD CONSTRAINT "activity_groups_activity_group_type_check" CHECK ("activity_group_type" IN ('WAREHOUSE_TO_HUB_DROP', 'HUB_DROP', 'DIRECT_DROP', 'HUB_TO_WH_REVERSE_DROP', 'HUB_TO_WH_CRATE_DROP'));--> statement-breakpoint
ALTER TABLE "activity_groups" ADD CONSTRAINT "activity_groups_activity_group_state_check" CHECK ("activity_group_state" IN ('NOT_STARTED', 'STARTED', 'COMPLETED'));--> statement-breakpoint
ALTER TABLE "activity_groups" ADD CONSTRAINT "activity_groups_activity_view_type_check" CHECK ("activity_view_type" IN ('SELLER', 'VEHICLE'));--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_movement_type_check" CHECK ("movement_type" IN ('HUB_INWARD', 'DISPATCH', 'ZONE_TO_ZONE'));--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_activity_association_type_check" CHECK ("activity_association_type" IN ('SPA', 'VLM', 'BUYER_ORDER_IWIT'));--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_activity_pickup_type_check" CHECK ("activity_pickup_type" IN ('SELLER', 'VEHICLE'));--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_vehicle_activity_state_check" CHECK ("vehicle_activity_state" IN ('NOT_STARTED', 'STARTED', 'COMPLETED'));--> statement-breakpoint
ALTER TABLE "ofd_tasks" ADD CONSTRAINT "ofd_tasks_kind_check" CHECK ("kind" IN ('OFD', 'LM_MANIFEST'));--> statement-breakpoint
ALTER TABLE "ofd_tasks" ADD CONSTRAINT "ofd_tasks_status_check" CHECK ("status" IN ('IN_PROGRESS', 'COMPLETED', 'FAILED'));--> statement-breakpoint
ALTER TABLE "runsheets" ADD CONSTRAINT "runsheets_activity_status_check" CHECK ("activity_status" IN ('NOT_STARTED', 'IN_PROGRESS', 'ENDED'));--> statement-breakpoint
ALTER TABLE "drop_points" ADD CONSTRAINT "drop_points_status_check" CHECK ("status" IN ('DELIVERED', 'PARTIALLY_DELIVERED', 'NOT_ATTEMPTED', 'RETURNED', 'PENDING'));--> statement-breakpoint
ALTER TABLE "runsheet_items" ADD CONSTRAINT "runsheet_items_item_type_check" CHECK ("item_type" IN ('INTERCITY', 'INTRACITY', 'ASSET'));--> statement-breakpoint
ALTER TABLE "runsheet_items" ADD CONSTRAINT "runsheet_items_status_check" CHECK ("status" IN ('NOT_STARTED', 'COLLECTED'));--> statement-breakpoint
ALTER TABLE "psv_tasks" ADD CONSTRAINT "psv_tasks_state_check" CHECK ("state" IN ('CREATED', 'PROCESSING', 'PROCESSED', 'ABANDONED'));--> statement-breakpoint
ALTER TABLE "psv_task_assets" ADD CONSTRAINT "psv_task_assets_status_check" CHECK ("status" IN ('PENDING', 'VERIFIED', 'LOST'));--> statement-breakpoint
ALTER TABLE "psv_task_assets" ADD CONSTRAINT "psv_task_assets_last_activity_check" CHECK ("last_activity" IN ('ONBOARD', 'RECEIVE', 'PSV', 'PICK', 'DISPATCH'));--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_status_check" CHECK ("status" IN ('PLANNED', 'ON_ROAD', 'COMPLETED'));--> statement-breakpoint
ALTER TABLE "trip_events" ADD CONSTRAINT "trip_events_type_check" CHECK ("type" IN ('TRIP_START', 'TRIP_END', 'DROP', 'ALERT'));--> statement-breakpoint
ALTER TABLE "trip_events" ADD CONSTRAINT "trip_events_status_check" CHECK ("status" IN ('DELIVERED', 'PARTIALLY_DELIVERED', 'NOT_ATTEMPTED', 'RETURNED'));--> statement-breakpoint
ALTER TABLE "trip_events" ADD CONSTRAINT "trip_events_summary_status_check" CHECK ("summary_status" IN ('SUCCESS', 'WARNING', 'ERROR', 'DEFAULT'));--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_approval_state_check" CHECK ("approval_state" IN ('PENDING', 'APPROVED', 'REJECTED'));--> statement-breakpoint
ALTER TABLE "field_executives" ADD CONSTRAINT "field_executives_status_check" CHECK ("status" IN ('ACTIVE', 'DEACTIVATED'));--> statement-breakpoint
ALTER TABLE "field_executives" ADD CONSTRAINT "field_executives_address_proof_type_check" CHECK ("address_proof_type" IN ('PASSPORT', 'VOTER_ID', 'DRIVING_LICENSE'));--> statement-breakpoint
ALTER TABLE "hub_pilots" ADD CONSTRAINT "hub_pilots_feature_check" CHECK ("feature" IN ('CONTINUOUS_DISPATCH_ENABLED_HUBS', 'TOTE_IN_SCAN', 'TOTE_MERGING', 'DOUBLE_DISPATCH', 'DISPATCH_SHORTFALL'));

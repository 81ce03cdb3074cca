CREATE TABLE "asset_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_code" text NOT NULL,
	"asset_event_type" text NOT NULL,
	"reference_id" text,
	"reference_type" text,
	"location_name" text NOT NULL,
	"performed_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"asset_code" text PRIMARY KEY NOT NULL,
	"asset_type" text NOT NULL,
	"asset_size" text NOT NULL,
	"asset_state" text NOT NULL,
	"is_usable" boolean DEFAULT true NOT NULL,
	"unusable_reason" text,
	"current_hub_org_unit_id" text,
	"current_zone_id" text,
	"current_vehicle_id" text,
	"in_scan_status" text DEFAULT 'NOT_SCANNED' NOT NULL,
	"route_batch" text,
	"last_activity" text DEFAULT 'ONBOARD' NOT NULL,
	"weight_gm" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assets_one_place" CHECK (("assets"."current_hub_org_unit_id" is null) <> ("assets"."current_vehicle_id" is null)),
	CONSTRAINT "assets_zone_needs_hub" CHECK ("assets"."current_zone_id" is null or "assets"."current_hub_org_unit_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "item_associations" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"hub_org_unit_id" text NOT NULL,
	"association_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"qty" integer NOT NULL,
	"picked_qty" integer DEFAULT 0 NOT NULL,
	"dispatched_qty" integer DEFAULT 0 NOT NULL,
	"picking_status" text DEFAULT 'NOT_STARTED' NOT NULL,
	"dispatch_status" text DEFAULT 'NOT_STARTED' NOT NULL,
	"partial_item_attributed" boolean DEFAULT false NOT NULL,
	"tote_attached_to_entity_id" text,
	"pu_details" jsonb,
	CONSTRAINT "item_associations_quantities" CHECK ("item_associations"."qty" >= 0 and "item_associations"."picked_qty" between 0 and "item_associations"."qty" and "item_associations"."dispatched_qty" between 0 and "item_associations"."qty")
);
--> statement-breakpoint
CREATE TABLE "item_discrepancies" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"association_id" integer,
	"kind" text NOT NULL,
	"qty" integer NOT NULL,
	"comment" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "items" (
	"item_id" text PRIMARY KEY NOT NULL,
	"hub_org_unit_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"order_id" text NOT NULL,
	"shipment_id" text,
	"qty" integer NOT NULL,
	"picked_qty" integer DEFAULT 0 NOT NULL,
	"dispatched_qty" integer DEFAULT 0 NOT NULL,
	"picking_status" text DEFAULT 'NOT_STARTED' NOT NULL,
	"dispatch_status" text DEFAULT 'NOT_STARTED' NOT NULL,
	"qc_status" text DEFAULT 'NOT_STARTED' NOT NULL,
	"accepted_qty" integer DEFAULT 0 NOT NULL,
	"failed_qty" integer DEFAULT 0 NOT NULL,
	"is_qc_status_change_allowed" boolean DEFAULT true NOT NULL,
	"fulfilment_archetype" text DEFAULT 'INTRACITY' NOT NULL,
	"enable_move_tote_zone" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "items_quantities" CHECK ("items"."picked_qty" between 0 and "items"."qty" and "items"."dispatched_qty" between 0 and "items"."qty" and "items"."accepted_qty" + "items"."failed_qty" <= "items"."qty")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"hub_org_unit_id" text NOT NULL,
	"status" text NOT NULL,
	"gmv_paise" integer NOT NULL,
	"placed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reason_catalog" (
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "reason_catalog_kind_code_pk" PRIMARY KEY("kind","code")
);
--> statement-breakpoint
CREATE TABLE "segregation_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"hub_org_unit_id" text NOT NULL,
	"zone_id" text,
	"user_id" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"shipment_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"hub_org_unit_id" text NOT NULL,
	"invoice_id" text NOT NULL,
	"shipment_status" text NOT NULL,
	"shipment_reason" text,
	"runsheet_id" text,
	"drop_point_id" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"expected_total_paise" integer NOT NULL,
	"collected_total_paise" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skus" (
	"sku_id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"vertical" text NOT NULL,
	"brand" text NOT NULL,
	"ean" text NOT NULL,
	"image_url" text,
	"unit_weight_gm" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tote_zone_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"hub_org_unit_id" text NOT NULL,
	"zone_id" text NOT NULL,
	"asset_code" text NOT NULL,
	"tagged_by" text NOT NULL,
	"tagged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"detagged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"hub_org_unit_id" text NOT NULL,
	"zone_id" text NOT NULL,
	"zone_type" text NOT NULL,
	"qc_status" text DEFAULT 'QC_PENDING' NOT NULL,
	"route_name" text,
	"route_batch" text,
	"ready_for_ofd" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "zones_hub_org_unit_id_zone_id_pk" PRIMARY KEY("hub_org_unit_id","zone_id")
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"spa_id" text PRIMARY KEY NOT NULL,
	"activity_group_id" text NOT NULL,
	"hub_org_unit_id" text NOT NULL,
	"movement_type" text NOT NULL,
	"activity_association_type" text NOT NULL,
	"activity_pickup_type" text NOT NULL,
	"vehicle_activity_state" text DEFAULT 'NOT_STARTED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_group_totes" (
	"activity_group_id" text NOT NULL,
	"asset_code" text NOT NULL,
	"tagged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tagged_by" text NOT NULL,
	CONSTRAINT "activity_group_totes_activity_group_id_asset_code_pk" PRIMARY KEY("activity_group_id","asset_code")
);
--> statement-breakpoint
CREATE TABLE "activity_groups" (
	"activity_group_id" text PRIMARY KEY NOT NULL,
	"hub_org_unit_id" text NOT NULL,
	"activity_group_type" text NOT NULL,
	"activity_group_state" text DEFAULT 'NOT_STARTED' NOT NULL,
	"activity_view_type" text NOT NULL,
	"warehouse_name" text,
	"seller_name" text,
	"driver_id" text,
	"vehicle_id" text,
	"min_totes_to_tag" integer DEFAULT 0 NOT NULL,
	"is_tote_tagging_enabled" boolean DEFAULT false NOT NULL,
	"asset_tracking_pilot" boolean DEFAULT false NOT NULL,
	"block_shortfall_marking" boolean DEFAULT false NOT NULL,
	"is_v2_flow" boolean DEFAULT false NOT NULL,
	"metadata" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"crates_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "activity_items" (
	"spa_id" text NOT NULL,
	"item_id" text NOT NULL,
	"qty" integer NOT NULL,
	"done_qty" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_items_spa_id_item_id_pk" PRIMARY KEY("spa_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"driver_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"contact_num" text NOT NULL,
	"hub_org_unit_id" text NOT NULL,
	"vehicle_id" text,
	"is_fms_in" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drop_points" (
	"drop_point_id" text PRIMARY KEY NOT NULL,
	"runsheet_id" text NOT NULL,
	"org_id" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"actual_sequence" integer,
	"suggested_sequence" integer NOT NULL,
	"is_otp_required" boolean DEFAULT false NOT NULL,
	"otp_code" text,
	"is_completed" boolean DEFAULT false NOT NULL,
	"enable_hub_reattempt" boolean DEFAULT false NOT NULL,
	"reattempt_marked" boolean DEFAULT false NOT NULL,
	"expected_amount_paise" integer DEFAULT 0 NOT NULL,
	"collected_amount_paise" integer DEFAULT 0 NOT NULL,
	"weight_gm" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"check_in_at" timestamp with time zone,
	"check_out_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ofd_tasks" (
	"task_id" text PRIMARY KEY NOT NULL,
	"hub_org_unit_id" text NOT NULL,
	"kind" text NOT NULL,
	"zone_ids" text[] NOT NULL,
	"org_unit_ids" text[],
	"driver_id" text,
	"status" text NOT NULL,
	"runsheet_id" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "psv_task_assets" (
	"psv_task_id" text NOT NULL,
	"asset_code" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"last_activity" text NOT NULL,
	"verified_at" timestamp with time zone,
	"verified_by" text,
	CONSTRAINT "psv_task_assets_psv_task_id_asset_code_pk" PRIMARY KEY("psv_task_id","asset_code")
);
--> statement-breakpoint
CREATE TABLE "psv_tasks" (
	"psv_task_id" text PRIMARY KEY NOT NULL,
	"hub_org_unit_id" text NOT NULL,
	"state" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" text
);
--> statement-breakpoint
CREATE TABLE "route_batches" (
	"hub_org_unit_id" text NOT NULL,
	"route_name" text NOT NULL,
	"batch_date" date NOT NULL,
	"route_batch" text,
	"mapped_by" text,
	"mapped_at" timestamp with time zone,
	CONSTRAINT "route_batches_hub_org_unit_id_route_name_batch_date_pk" PRIMARY KEY("hub_org_unit_id","route_name","batch_date")
);
--> statement-breakpoint
CREATE TABLE "runsheet_items" (
	"runsheet_id" text NOT NULL,
	"item_id" text NOT NULL,
	"item_type" text NOT NULL,
	"status" text DEFAULT 'NOT_STARTED' NOT NULL,
	"not_delivered_reason" text,
	"tote_id" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	CONSTRAINT "runsheet_items_runsheet_id_item_id_pk" PRIMARY KEY("runsheet_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "runsheet_totes" (
	"runsheet_id" text NOT NULL,
	"asset_code" text NOT NULL,
	"category" text NOT NULL,
	"is_scanned" boolean DEFAULT false NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"missing_reason" text,
	CONSTRAINT "runsheet_totes_runsheet_id_asset_code_pk" PRIMARY KEY("runsheet_id","asset_code")
);
--> statement-breakpoint
CREATE TABLE "runsheets" (
	"runsheet_id" text PRIMARY KEY NOT NULL,
	"hub_org_unit_id" text NOT NULL,
	"driver_id" text NOT NULL,
	"vehicle_id" text NOT NULL,
	"reverse_runsheet" boolean DEFAULT false NOT NULL,
	"activity_status" text DEFAULT 'NOT_STARTED' NOT NULL,
	"on_hold" boolean DEFAULT false NOT NULL,
	"hold_reason" text,
	"trip_distance_km" real DEFAULT 0 NOT NULL,
	"trip_distance_approved" boolean DEFAULT true NOT NULL,
	"amount_collected_paise" integer DEFAULT 0 NOT NULL,
	"zone_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"trip_date" date NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"runsheet_id" text NOT NULL,
	"drop_point_id" text NOT NULL,
	"shipment_id" text NOT NULL,
	"undo" boolean NOT NULL,
	"performed_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"vehicle_id" text PRIMARY KEY NOT NULL,
	"vehicle_number" text NOT NULL,
	"hub_org_unit_id" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"capacity_kg" integer NOT NULL,
	CONSTRAINT "vehicles_vehicle_number_unique" UNIQUE("vehicle_number")
);
--> statement-breakpoint
CREATE TABLE "fe_hub_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"fe_id" text NOT NULL,
	"hub_org_unit_id" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_by" text NOT NULL,
	"deassigned_at" timestamp with time zone,
	"deassigned_by" text
);
--> statement-breakpoint
CREATE TABLE "field_executives" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone_number" text NOT NULL,
	"pan_number" text NOT NULL,
	"address" text NOT NULL,
	"pan_card_photo_url" text NOT NULL,
	"address_proof_type" text DEFAULT 'VOTER_ID' NOT NULL,
	"address_proof_photo_url" text NOT NULL,
	"birth_date" date NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"current_active" boolean DEFAULT true NOT NULL,
	"deactivation_reason" text,
	"deactivated_by" text,
	"deactivated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "field_executives_pan_number_unique" UNIQUE("pan_number")
);
--> statement-breakpoint
CREATE TABLE "file_blobs" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_user_id" text,
	"purpose" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_uploads_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "alert_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"alert_id" text NOT NULL,
	"kind" text NOT NULL,
	"comment" text,
	"reviewed_by" text NOT NULL,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"alert_id" text PRIMARY KEY NOT NULL,
	"trip_id" text NOT NULL,
	"hub_org_unit_id" text NOT NULL,
	"trip_event_id" integer,
	"shop_org_unit_id" text,
	"type" text NOT NULL,
	"label" text NOT NULL,
	"severity" text NOT NULL,
	"time_spent_seconds" integer DEFAULT 0 NOT NULL,
	"review_pending" boolean DEFAULT true NOT NULL,
	"approval_alert" boolean DEFAULT false NOT NULL,
	"approval_state" text,
	"properties" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" text NOT NULL,
	"seq" integer NOT NULL,
	"type" text NOT NULL,
	"hub_name" text,
	"drop_point_id" text,
	"shop_name" text,
	"shop_org_unit_id" text,
	"status" text,
	"tags" text[],
	"summary_status" text,
	"summary_text" text,
	"actual_sequence" integer,
	"suggested_sequence" integer,
	"check_in" timestamp with time zone,
	"check_out" timestamp with time zone,
	"images_url" text[],
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"trip_id" text PRIMARY KEY NOT NULL,
	"runsheet_id" text NOT NULL,
	"hub_org_unit_id" text NOT NULL,
	"vehicle_id" text NOT NULL,
	"driver_id" text NOT NULL,
	"trip_date" text NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"status" text NOT NULL,
	"touch_points" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"rto" integer DEFAULT 0 NOT NULL,
	"partial_deliveries" integer DEFAULT 0 NOT NULL,
	"distance_km" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "escalations" (
	"escalation_id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"shop_worth_paise" integer NOT NULL,
	"discount_paise" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"visited_at" timestamp with time zone NOT NULL,
	"visited_by" text NOT NULL,
	"review" text
);
--> statement-breakpoint
CREATE TABLE "orgs" (
	"org_id" text PRIMARY KEY NOT NULL,
	"shop_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"address" text NOT NULL,
	"lat" real NOT NULL,
	"lng" real NOT NULL,
	"market_id" text NOT NULL,
	"hub_org_unit_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"order_id" text,
	"runsheet_id" text,
	"direction" text NOT NULL,
	"method" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_list_items" (
	"listing_id" text PRIMARY KEY NOT NULL,
	"market_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"brand" text NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"image_url" text,
	"targets" jsonb NOT NULL,
	"active_from" timestamp with time zone NOT NULL,
	"active_to" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"type" text NOT NULL,
	"points" integer NOT NULL,
	"purchase_amount_paise" integer NOT NULL,
	"milestones" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "asset_logs" ADD CONSTRAINT "asset_logs_asset_code_assets_asset_code_fk" FOREIGN KEY ("asset_code") REFERENCES "public"."assets"("asset_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_current_hub_org_unit_id_hubs_hub_org_unit_id_fk" FOREIGN KEY ("current_hub_org_unit_id") REFERENCES "public"."hubs"("hub_org_unit_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_current_hub_org_unit_id_current_zone_id_zones_hub_org_unit_id_zone_id_fk" FOREIGN KEY ("current_hub_org_unit_id","current_zone_id") REFERENCES "public"."zones"("hub_org_unit_id","zone_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_associations" ADD CONSTRAINT "item_associations_item_id_items_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("item_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_associations" ADD CONSTRAINT "item_associations_tote_attached_to_entity_id_assets_asset_code_fk" FOREIGN KEY ("tote_attached_to_entity_id") REFERENCES "public"."assets"("asset_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_discrepancies" ADD CONSTRAINT "item_discrepancies_item_id_items_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("item_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_discrepancies" ADD CONSTRAINT "item_discrepancies_association_id_item_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."item_associations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_hub_org_unit_id_hubs_hub_org_unit_id_fk" FOREIGN KEY ("hub_org_unit_id") REFERENCES "public"."hubs"("hub_org_unit_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_sku_id_skus_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("sku_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_shipment_id_shipments_shipment_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("shipment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_org_id_orgs_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("org_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_hub_org_unit_id_hubs_hub_org_unit_id_fk" FOREIGN KEY ("hub_org_unit_id") REFERENCES "public"."hubs"("hub_org_unit_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segregation_sessions" ADD CONSTRAINT "segregation_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tote_zone_tags" ADD CONSTRAINT "tote_zone_tags_asset_code_assets_asset_code_fk" FOREIGN KEY ("asset_code") REFERENCES "public"."assets"("asset_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tote_zone_tags" ADD CONSTRAINT "tote_zone_tags_hub_org_unit_id_zone_id_zones_hub_org_unit_id_zone_id_fk" FOREIGN KEY ("hub_org_unit_id","zone_id") REFERENCES "public"."zones"("hub_org_unit_id","zone_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zones" ADD CONSTRAINT "zones_hub_org_unit_id_hubs_hub_org_unit_id_fk" FOREIGN KEY ("hub_org_unit_id") REFERENCES "public"."hubs"("hub_org_unit_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_activity_group_id_activity_groups_activity_group_id_fk" FOREIGN KEY ("activity_group_id") REFERENCES "public"."activity_groups"("activity_group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_group_totes" ADD CONSTRAINT "activity_group_totes_activity_group_id_activity_groups_activity_group_id_fk" FOREIGN KEY ("activity_group_id") REFERENCES "public"."activity_groups"("activity_group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_group_totes" ADD CONSTRAINT "activity_group_totes_asset_code_assets_asset_code_fk" FOREIGN KEY ("asset_code") REFERENCES "public"."assets"("asset_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_groups" ADD CONSTRAINT "activity_groups_hub_org_unit_id_hubs_hub_org_unit_id_fk" FOREIGN KEY ("hub_org_unit_id") REFERENCES "public"."hubs"("hub_org_unit_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_groups" ADD CONSTRAINT "activity_groups_driver_id_drivers_driver_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("driver_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_groups" ADD CONSTRAINT "activity_groups_vehicle_id_vehicles_vehicle_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("vehicle_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_items" ADD CONSTRAINT "activity_items_spa_id_activities_spa_id_fk" FOREIGN KEY ("spa_id") REFERENCES "public"."activities"("spa_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_items" ADD CONSTRAINT "activity_items_item_id_items_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("item_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_hub_org_unit_id_hubs_hub_org_unit_id_fk" FOREIGN KEY ("hub_org_unit_id") REFERENCES "public"."hubs"("hub_org_unit_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_vehicle_id_vehicles_vehicle_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("vehicle_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drop_points" ADD CONSTRAINT "drop_points_runsheet_id_runsheets_runsheet_id_fk" FOREIGN KEY ("runsheet_id") REFERENCES "public"."runsheets"("runsheet_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drop_points" ADD CONSTRAINT "drop_points_org_id_orgs_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("org_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ofd_tasks" ADD CONSTRAINT "ofd_tasks_driver_id_drivers_driver_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("driver_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "psv_task_assets" ADD CONSTRAINT "psv_task_assets_psv_task_id_psv_tasks_psv_task_id_fk" FOREIGN KEY ("psv_task_id") REFERENCES "public"."psv_tasks"("psv_task_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "psv_task_assets" ADD CONSTRAINT "psv_task_assets_asset_code_assets_asset_code_fk" FOREIGN KEY ("asset_code") REFERENCES "public"."assets"("asset_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "psv_tasks" ADD CONSTRAINT "psv_tasks_hub_org_unit_id_hubs_hub_org_unit_id_fk" FOREIGN KEY ("hub_org_unit_id") REFERENCES "public"."hubs"("hub_org_unit_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_batches" ADD CONSTRAINT "route_batches_hub_org_unit_id_hubs_hub_org_unit_id_fk" FOREIGN KEY ("hub_org_unit_id") REFERENCES "public"."hubs"("hub_org_unit_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runsheet_items" ADD CONSTRAINT "runsheet_items_runsheet_id_runsheets_runsheet_id_fk" FOREIGN KEY ("runsheet_id") REFERENCES "public"."runsheets"("runsheet_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runsheet_items" ADD CONSTRAINT "runsheet_items_item_id_items_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("item_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runsheet_items" ADD CONSTRAINT "runsheet_items_tote_id_assets_asset_code_fk" FOREIGN KEY ("tote_id") REFERENCES "public"."assets"("asset_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runsheet_totes" ADD CONSTRAINT "runsheet_totes_runsheet_id_runsheets_runsheet_id_fk" FOREIGN KEY ("runsheet_id") REFERENCES "public"."runsheets"("runsheet_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runsheet_totes" ADD CONSTRAINT "runsheet_totes_asset_code_assets_asset_code_fk" FOREIGN KEY ("asset_code") REFERENCES "public"."assets"("asset_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runsheets" ADD CONSTRAINT "runsheets_hub_org_unit_id_hubs_hub_org_unit_id_fk" FOREIGN KEY ("hub_org_unit_id") REFERENCES "public"."hubs"("hub_org_unit_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runsheets" ADD CONSTRAINT "runsheets_driver_id_drivers_driver_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("driver_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runsheets" ADD CONSTRAINT "runsheets_vehicle_id_vehicles_vehicle_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("vehicle_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_verifications" ADD CONSTRAINT "shipment_verifications_shipment_id_shipments_shipment_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("shipment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_hub_org_unit_id_hubs_hub_org_unit_id_fk" FOREIGN KEY ("hub_org_unit_id") REFERENCES "public"."hubs"("hub_org_unit_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fe_hub_assignments" ADD CONSTRAINT "fe_hub_assignments_fe_id_field_executives_id_fk" FOREIGN KEY ("fe_id") REFERENCES "public"."field_executives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fe_hub_assignments" ADD CONSTRAINT "fe_hub_assignments_hub_org_unit_id_hubs_hub_org_unit_id_fk" FOREIGN KEY ("hub_org_unit_id") REFERENCES "public"."hubs"("hub_org_unit_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_uploads" ADD CONSTRAINT "file_uploads_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_reviews" ADD CONSTRAINT "alert_reviews_alert_id_alerts_alert_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("alert_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_trip_id_trips_trip_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("trip_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_events" ADD CONSTRAINT "trip_events_trip_id_trips_trip_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("trip_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_runsheet_id_runsheets_runsheet_id_fk" FOREIGN KEY ("runsheet_id") REFERENCES "public"."runsheets"("runsheet_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escalations" ADD CONSTRAINT "escalations_org_id_orgs_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("org_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_org_id_orgs_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("org_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_visits" ADD CONSTRAINT "org_visits_org_id_orgs_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("org_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orgs" ADD CONSTRAINT "orgs_hub_org_unit_id_hubs_hub_org_unit_id_fk" FOREIGN KEY ("hub_org_unit_id") REFERENCES "public"."hubs"("hub_org_unit_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_org_id_orgs_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("org_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_org_id_orgs_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("org_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_logs_asset_idx" ON "asset_logs" USING btree ("asset_code","created_at");--> statement-breakpoint
CREATE INDEX "assets_hub_idx" ON "assets" USING btree ("current_hub_org_unit_id","asset_state");--> statement-breakpoint
CREATE INDEX "assets_zone_idx" ON "assets" USING btree ("current_hub_org_unit_id","current_zone_id");--> statement-breakpoint
CREATE INDEX "item_associations_item_idx" ON "item_associations" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "item_associations_entity_idx" ON "item_associations" USING btree ("hub_org_unit_id","association_type","entity_id");--> statement-breakpoint
CREATE INDEX "item_associations_tote_idx" ON "item_associations" USING btree ("tote_attached_to_entity_id");--> statement-breakpoint
CREATE INDEX "item_discrepancies_item_idx" ON "item_discrepancies" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "items_hub_idx" ON "items" USING btree ("hub_org_unit_id","picking_status");--> statement-breakpoint
CREATE INDEX "items_order_idx" ON "items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "items_shipment_idx" ON "items" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "orders_org_idx" ON "orders" USING btree ("org_id","placed_at");--> statement-breakpoint
CREATE INDEX "shipments_runsheet_idx" ON "shipments" USING btree ("runsheet_id");--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tote_zone_tags_active_uq" ON "tote_zone_tags" USING btree ("asset_code") WHERE "tote_zone_tags"."detagged_at" is null;--> statement-breakpoint
CREATE INDEX "zones_type_idx" ON "zones" USING btree ("hub_org_unit_id","zone_type");--> statement-breakpoint
CREATE INDEX "activities_group_idx" ON "activities" USING btree ("activity_group_id");--> statement-breakpoint
CREATE INDEX "activity_groups_hub_idx" ON "activity_groups" USING btree ("hub_org_unit_id","activity_group_state");--> statement-breakpoint
CREATE INDEX "activity_items_item_idx" ON "activity_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "drop_points_runsheet_idx" ON "drop_points" USING btree ("runsheet_id");--> statement-breakpoint
CREATE INDEX "ofd_tasks_hub_idx" ON "ofd_tasks" USING btree ("hub_org_unit_id","status");--> statement-breakpoint
CREATE INDEX "psv_tasks_hub_idx" ON "psv_tasks" USING btree ("hub_org_unit_id","state");--> statement-breakpoint
CREATE INDEX "runsheets_hub_idx" ON "runsheets" USING btree ("hub_org_unit_id","activity_status");--> statement-breakpoint
CREATE INDEX "runsheets_vehicle_idx" ON "runsheets" USING btree ("vehicle_id","trip_date");--> statement-breakpoint
CREATE UNIQUE INDEX "fe_hub_assignments_active_uq" ON "fe_hub_assignments" USING btree ("fe_id","hub_org_unit_id") WHERE "fe_hub_assignments"."active";--> statement-breakpoint
CREATE INDEX "fe_hub_assignments_hub_idx" ON "fe_hub_assignments" USING btree ("hub_org_unit_id","active");--> statement-breakpoint
CREATE INDEX "field_executives_phone_idx" ON "field_executives" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "field_executives_status_idx" ON "field_executives" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "field_executives_name_idx" ON "field_executives" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "alert_reviews_alert_idx" ON "alert_reviews" USING btree ("alert_id");--> statement-breakpoint
CREATE INDEX "alerts_hub_idx" ON "alerts" USING btree ("hub_org_unit_id","created_at");--> statement-breakpoint
CREATE INDEX "alerts_trip_idx" ON "alerts" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "trip_events_trip_idx" ON "trip_events" USING btree ("trip_id","seq");--> statement-breakpoint
CREATE INDEX "trips_vehicle_idx" ON "trips" USING btree ("vehicle_id","trip_date");--> statement-breakpoint
CREATE INDEX "trips_hub_idx" ON "trips" USING btree ("hub_org_unit_id","trip_date");--> statement-breakpoint
CREATE INDEX "org_visits_org_idx" ON "org_visits" USING btree ("org_id","visited_at");--> statement-breakpoint
CREATE INDEX "orgs_hub_idx" ON "orgs" USING btree ("hub_org_unit_id");--> statement-breakpoint
CREATE INDEX "payments_org_idx" ON "payments" USING btree ("org_id","runsheet_id");--> statement-breakpoint
CREATE INDEX "push_list_items_market_idx" ON "push_list_items" USING btree ("market_id","active_from");
-- Issue 37 (docs/areas/ofd.md "Mark OFD messages", docs/areas/dispatch.md "Close details"): the messages Mark OFD
-- records for a later messaging integration (notifications, PENDING until sent), and what the dispatch close receives
-- (spec 000 §7 ?logisticDetails&vehicleNumber) stored on the activity.
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"hub_org_unit_id" text NOT NULL,
	"kind" text NOT NULL,
	"recipient_type" text NOT NULL,
	"recipient_id" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_phone" text NOT NULL,
	"message" text NOT NULL,
	"activity_group_id" text,
	"runsheet_id" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('OUT_FOR_DELIVERY', 'RUNSHEET_ASSIGNED')),
	CONSTRAINT "notifications_recipient_type_check" CHECK ("notifications"."recipient_type" in ('BUYER', 'DRIVER')),
	CONSTRAINT "notifications_status_check" CHECK ("notifications"."status" in ('PENDING', 'SENT', 'FAILED'))
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "close_logistic_details" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "close_vehicle_number" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_hub_org_unit_id_hubs_hub_org_unit_id_fk" FOREIGN KEY ("hub_org_unit_id") REFERENCES "public"."hubs"("hub_org_unit_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_activity_group_id_activity_groups_activity_group_id_fk" FOREIGN KEY ("activity_group_id") REFERENCES "public"."activity_groups"("activity_group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_runsheet_id_runsheets_runsheet_id_fk" FOREIGN KEY ("runsheet_id") REFERENCES "public"."runsheets"("runsheet_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_group_idx" ON "notifications" USING btree ("activity_group_id");--> statement-breakpoint
CREATE INDEX "notifications_pending_idx" ON "notifications" USING btree ("status","created_at");
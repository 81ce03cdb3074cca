ALTER TABLE "runsheets" ADD COLUMN "planned_distance_km" real;--> statement-breakpoint
ALTER TABLE "runsheets" ADD COLUMN "trip_distance_approved_by" text;--> statement-breakpoint
ALTER TABLE "runsheets" ADD COLUMN "trip_distance_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "runsheets" ADD COLUMN "trip_distance_override_reason" text;--> statement-breakpoint
ALTER TABLE "runsheets" ADD CONSTRAINT "runsheets_distance_approval" CHECK (("runsheets"."trip_distance_approved_by" is null) = ("runsheets"."trip_distance_approved_at" is null) and ("runsheets"."trip_distance_approved_by" is null or "runsheets"."trip_distance_approved") and ("runsheets"."trip_distance_override_reason" is null or "runsheets"."trip_distance_approved_by" is not null));
CREATE TABLE "reason_list_entries" (
	"list_key" text NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"position" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "reason_list_entries_list_key_code_pk" PRIMARY KEY("list_key","code"),
	CONSTRAINT "reason_list_entries_code" CHECK ("reason_list_entries"."code" ~ '^[A-Z0-9_]{2,40}$'),
	CONSTRAINT "reason_list_entries_label" CHECK (char_length("reason_list_entries"."label") between 1 and 100),
	CONSTRAINT "reason_list_entries_position" CHECK ("reason_list_entries"."position" between 0 and 49),
	CONSTRAINT "reason_list_entries_list_key_check" CHECK ("reason_list_entries"."list_key" in ('DISCREPANCY', 'QC_FAILURE', 'DISPATCH_SHORTFALL', 'FORCE_CLOSE', 'NOT_DELIVERED', 'RUNSHEET_HOLD', 'MISSING_CRATE', 'CORRECTION'))
);
--> statement-breakpoint
-- The lists the flows read until now (0001's reason_catalog, then served sorted by label) keep their entries and that
-- order. DISPATCH_SHORTFALL is left to its defaults: the flows used the contract's constant, never these rows.
INSERT INTO "reason_list_entries" ("list_key", "code", "label", "position", "active")
SELECT "list_key", "code", "label", "rn" - 1, true FROM (
	SELECT CASE "kind" WHEN 'ZONE_TO_ZONE' THEN 'DISCREPANCY' WHEN 'QC_REJECTION' THEN 'QC_FAILURE'
		WHEN 'INTERCITY_NOT_DELIVERED' THEN 'NOT_DELIVERED' ELSE "kind" END AS "list_key",
		"code", "label", row_number() OVER (PARTITION BY "kind" ORDER BY "label", "code") AS "rn"
	FROM "reason_catalog"
	WHERE "kind" IN ('ZONE_TO_ZONE', 'QC_REJECTION', 'INTERCITY_NOT_DELIVERED', 'RUNSHEET_HOLD', 'MISSING_CRATE')
		AND "code" ~ '^[A-Z0-9_]{2,40}$' AND char_length("label") between 1 and 100
) AS "old"
WHERE "rn" <= 50;--> statement-breakpoint
DROP TABLE "reason_catalog" CASCADE;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "force_close_reason" text;
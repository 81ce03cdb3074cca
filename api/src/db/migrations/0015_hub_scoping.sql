CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" text,
	"actor_email" text,
	"hub_org_unit_id" text,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"idempotency_key" text
);
--> statement-breakpoint
CREATE TABLE "user_hubs" (
	"user_id" text NOT NULL,
	"hub_org_unit_id" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_hubs_user_id_hub_org_unit_id_pk" PRIMARY KEY("user_id","hub_org_unit_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "all_hubs" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_hubs" ADD CONSTRAINT "user_hubs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_hubs" ADD CONSTRAINT "user_hubs_hub_org_unit_id_hubs_hub_org_unit_id_fk" FOREIGN KEY ("hub_org_unit_id") REFERENCES "public"."hubs"("hub_org_unit_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id");--> statement-breakpoint
CREATE INDEX "audit_log_hub_idx" ON "audit_log" USING btree ("hub_org_unit_id");--> statement-breakpoint
CREATE INDEX "user_hubs_hub_idx" ON "user_hubs" USING btree ("hub_org_unit_id");--> statement-breakpoint
-- Users who existed before hub scoping keep what they could do: admin and support staff work in every hub, everyone
-- else in every hub that exists now (an admin narrows them in the admin area). New users start with no hub.
UPDATE "users" SET "all_hubs" = true WHERE "roles" && ARRAY['admin', 'supportTeam']::text[];--> statement-breakpoint
INSERT INTO "user_hubs" ("user_id", "hub_org_unit_id")
  SELECT u."id", h."hub_org_unit_id" FROM "users" u CROSS JOIN "hubs" h WHERE NOT u."all_hubs";--> statement-breakpoint
-- The audit log is append-only: no UPDATE or DELETE, whoever asks (TRUNCATE stays for the test world's reset).
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();

CREATE TABLE "corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"hub_org_unit_id" text NOT NULL,
	"item_id" text NOT NULL,
	"step" text NOT NULL,
	"context_id" text NOT NULL,
	"units" integer NOT NULL,
	"from_value" text NOT NULL,
	"to_value" text NOT NULL,
	"reason_code" text NOT NULL,
	"note" text,
	"corrected_by" text NOT NULL,
	"corrected_by_name" text NOT NULL,
	"corrected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corrections_units" CHECK ("corrections"."units" >= 0),
	CONSTRAINT "corrections_note" CHECK ("corrections"."note" is null or char_length("corrections"."note") <= 200),
	CONSTRAINT "corrections_step_check" CHECK ("corrections"."step" in ('INWARD', 'DISPATCH', 'ZONE_MOVEMENT', 'QC'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_kind" text DEFAULT 'USER' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "operation" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "item_id" text;--> statement-breakpoint
CREATE INDEX "corrections_item_idx" ON "corrections" USING btree ("item_id","id");--> statement-breakpoint
CREATE INDEX "corrections_context_idx" ON "corrections" USING btree ("hub_org_unit_id","context_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_item_idx" ON "audit_log" USING btree ("item_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_hub_id_idx" ON "audit_log" USING btree ("hub_org_unit_id","id");--> statement-breakpoint
-- The audit trail of every write (issue 34, docs/adr/015-audit-and-exactly-once.md). A row trigger on every table the
-- api's calls change records who (the transaction's settings, set by the api when it opens a write's transaction:
-- hub.actor_id, hub.actor_email, hub.actor_kind), which call (hub.operation) and idempotency key (hub.idem_key), which
-- hub (the row's hub column, else the call's hub: hub.hub), the entity (table and key), before and after (the changed
-- columns only; personal columns named in TG_ARGV[3] recorded as changed, never their values), in the writing
-- transaction: a write and its record commit together or not at all, and no code path can forget one. The seeder sets
-- hub.audit_off = 'on' (bulk demo rows are not history). A row about an item (TG_ARGV[2]) also tells the item's live
-- stream (an open timeline gains the line).
-- TG_ARGV: 0 key columns (comma separated), 1 hub column or '', 2 item column or '', 3 redacted columns or ''.
CREATE FUNCTION hub_audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o jsonb;
  n jsonb;
  j jsonb;
  b jsonb;
  a jsonb;
  redacted text[];
  c text;
  hub text;
  item text;
  actor text;
BEGIN
  IF coalesce(current_setting('hub.audit_off', true), '') = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    n := to_jsonb(NEW); j := n; a := n;
  ELSIF TG_OP = 'DELETE' THEN
    o := to_jsonb(OLD); j := o; b := o;
  ELSE
    o := to_jsonb(OLD); n := to_jsonb(NEW); j := n;
    SELECT jsonb_object_agg(e.key, o -> e.key), jsonb_object_agg(e.key, e.value) INTO b, a
      FROM jsonb_each(n) e WHERE (o -> e.key) IS DISTINCT FROM e.value;
    -- An UPDATE that changed nothing is no history.
    IF b IS NULL THEN RETURN NULL; END IF;
  END IF;
  IF TG_ARGV[3] <> '' THEN
    redacted := string_to_array(TG_ARGV[3], ',');
    FOREACH c IN ARRAY redacted LOOP
      IF b ? c THEN b := jsonb_set(b, ARRAY[c], '"(personal)"'); END IF;
      IF a ? c THEN a := jsonb_set(a, ARRAY[c], '"(personal)"'); END IF;
    END LOOP;
  END IF;
  hub := coalesce(CASE WHEN TG_ARGV[1] <> '' THEN j ->> TG_ARGV[1] END, nullif(current_setting('hub.hub', true), ''));
  item := CASE WHEN TG_ARGV[2] <> '' THEN j ->> TG_ARGV[2] END;
  actor := nullif(current_setting('hub.actor_id', true), '');
  INSERT INTO audit_log (actor_user_id, actor_email, actor_kind, hub_org_unit_id, entity_type, entity_id, action, before, after, idempotency_key, operation, item_id)
  VALUES (
    actor,
    nullif(current_setting('hub.actor_email', true), ''),
    CASE WHEN actor IS NULL THEN 'SYSTEM' ELSE coalesce(nullif(current_setting('hub.actor_kind', true), ''), 'USER') END,
    hub,
    TG_TABLE_NAME,
    array_to_string(ARRAY(SELECT coalesce(j ->> k, '') FROM unnest(string_to_array(TG_ARGV[0], ',')) k), ':'),
    lower(TG_OP),
    b,
    a,
    nullif(current_setting('hub.idem_key', true), ''),
    nullif(current_setting('hub.operation', true), ''),
    item
  );
  IF item IS NOT NULL AND hub IS NOT NULL THEN PERFORM hub_live(hub, 'item', item); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER activities_audit AFTER INSERT OR UPDATE OR DELETE ON activities FOR EACH ROW EXECUTE FUNCTION hub_audit_row('spa_id', 'hub_org_unit_id', '', '');
--> statement-breakpoint
CREATE TRIGGER activity_group_totes_audit AFTER INSERT OR UPDATE OR DELETE ON activity_group_totes FOR EACH ROW EXECUTE FUNCTION hub_audit_row('activity_group_id,asset_code', '', '', '');
--> statement-breakpoint
CREATE TRIGGER activity_groups_audit AFTER INSERT OR UPDATE OR DELETE ON activity_groups FOR EACH ROW EXECUTE FUNCTION hub_audit_row('activity_group_id', 'hub_org_unit_id', '', '');
--> statement-breakpoint
CREATE TRIGGER activity_items_audit AFTER INSERT OR UPDATE OR DELETE ON activity_items FOR EACH ROW EXECUTE FUNCTION hub_audit_row('spa_id,item_id', '', 'item_id', '');
--> statement-breakpoint
CREATE TRIGGER alert_reviews_audit AFTER INSERT OR UPDATE OR DELETE ON alert_reviews FOR EACH ROW EXECUTE FUNCTION hub_audit_row('id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER alerts_audit AFTER INSERT OR UPDATE OR DELETE ON alerts FOR EACH ROW EXECUTE FUNCTION hub_audit_row('alert_id', 'hub_org_unit_id', '', '');
--> statement-breakpoint
CREATE TRIGGER asset_logs_audit AFTER INSERT OR UPDATE OR DELETE ON asset_logs FOR EACH ROW EXECUTE FUNCTION hub_audit_row('id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER assets_audit AFTER INSERT OR UPDATE OR DELETE ON assets FOR EACH ROW EXECUTE FUNCTION hub_audit_row('asset_code', 'current_hub_org_unit_id', '', '');
--> statement-breakpoint
CREATE TRIGGER buyer_lm_zones_audit AFTER INSERT OR UPDATE OR DELETE ON buyer_lm_zones FOR EACH ROW EXECUTE FUNCTION hub_audit_row('org_id', 'hub_org_unit_id', '', '');
--> statement-breakpoint
CREATE TRIGGER corrections_audit AFTER INSERT OR UPDATE OR DELETE ON corrections FOR EACH ROW EXECUTE FUNCTION hub_audit_row('id', 'hub_org_unit_id', 'item_id', '');
--> statement-breakpoint
CREATE TRIGGER coupled_totes_audit AFTER INSERT OR UPDATE OR DELETE ON coupled_totes FOR EACH ROW EXECUTE FUNCTION hub_audit_row('id', 'hub_org_unit_id', '', '');
--> statement-breakpoint
CREATE TRIGGER drivers_audit AFTER INSERT OR UPDATE OR DELETE ON drivers FOR EACH ROW EXECUTE FUNCTION hub_audit_row('driver_id', 'hub_org_unit_id', '', 'contact_num');
--> statement-breakpoint
CREATE TRIGGER drop_points_audit AFTER INSERT OR UPDATE OR DELETE ON drop_points FOR EACH ROW EXECUTE FUNCTION hub_audit_row('drop_point_id', '', '', 'address,otp_code');
--> statement-breakpoint
CREATE TRIGGER escalations_audit AFTER INSERT OR UPDATE OR DELETE ON escalations FOR EACH ROW EXECUTE FUNCTION hub_audit_row('escalation_id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER fe_hub_assignments_audit AFTER INSERT OR UPDATE OR DELETE ON fe_hub_assignments FOR EACH ROW EXECUTE FUNCTION hub_audit_row('id', 'hub_org_unit_id', '', '');
--> statement-breakpoint
CREATE TRIGGER field_executives_audit AFTER INSERT OR UPDATE OR DELETE ON field_executives FOR EACH ROW EXECUTE FUNCTION hub_audit_row('id', '', '', 'phone_number,pan_number,address,pan_card_photo_url,address_proof_photo_url');
--> statement-breakpoint
CREATE TRIGGER file_uploads_audit AFTER INSERT OR UPDATE OR DELETE ON file_uploads FOR EACH ROW EXECUTE FUNCTION hub_audit_row('id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER hub_pilots_audit AFTER INSERT OR UPDATE OR DELETE ON hub_pilots FOR EACH ROW EXECUTE FUNCTION hub_audit_row('hub_org_unit_id,feature', 'hub_org_unit_id', '', '');
--> statement-breakpoint
CREATE TRIGGER hub_tms_links_audit AFTER INSERT OR UPDATE OR DELETE ON hub_tms_links FOR EACH ROW EXECUTE FUNCTION hub_audit_row('hub_org_unit_id,position', 'hub_org_unit_id', '', '');
--> statement-breakpoint
CREATE TRIGGER hubs_audit AFTER INSERT OR UPDATE OR DELETE ON hubs FOR EACH ROW EXECUTE FUNCTION hub_audit_row('hub_org_unit_id', 'hub_org_unit_id', '', '');
--> statement-breakpoint
CREATE TRIGGER item_associations_audit AFTER INSERT OR UPDATE OR DELETE ON item_associations FOR EACH ROW EXECUTE FUNCTION hub_audit_row('id', 'hub_org_unit_id', 'item_id', '');
--> statement-breakpoint
CREATE TRIGGER item_discrepancies_audit AFTER INSERT OR UPDATE OR DELETE ON item_discrepancies FOR EACH ROW EXECUTE FUNCTION hub_audit_row('id', '', 'item_id', '');
--> statement-breakpoint
CREATE TRIGGER items_audit AFTER INSERT OR UPDATE OR DELETE ON items FOR EACH ROW EXECUTE FUNCTION hub_audit_row('item_id', 'hub_org_unit_id', 'item_id', '');
--> statement-breakpoint
CREATE TRIGGER notifications_audit AFTER INSERT OR UPDATE OR DELETE ON notifications FOR EACH ROW EXECUTE FUNCTION hub_audit_row('id', 'hub_org_unit_id', '', 'recipient_phone,recipient_name');
--> statement-breakpoint
CREATE TRIGGER ofd_task_zones_audit AFTER INSERT OR UPDATE OR DELETE ON ofd_task_zones FOR EACH ROW EXECUTE FUNCTION hub_audit_row('task_id,zone_id', 'hub_org_unit_id', '', '');
--> statement-breakpoint
CREATE TRIGGER ofd_tasks_audit AFTER INSERT OR UPDATE OR DELETE ON ofd_tasks FOR EACH ROW EXECUTE FUNCTION hub_audit_row('task_id', 'hub_org_unit_id', '', '');
--> statement-breakpoint
CREATE TRIGGER offers_audit AFTER INSERT OR UPDATE OR DELETE ON offers FOR EACH ROW EXECUTE FUNCTION hub_audit_row('id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER orders_audit AFTER INSERT OR UPDATE OR DELETE ON orders FOR EACH ROW EXECUTE FUNCTION hub_audit_row('order_id', 'hub_org_unit_id', '', '');
--> statement-breakpoint
CREATE TRIGGER org_visits_audit AFTER INSERT OR UPDATE OR DELETE ON org_visits FOR EACH ROW EXECUTE FUNCTION hub_audit_row('id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER orgs_audit AFTER INSERT OR UPDATE OR DELETE ON orgs FOR EACH ROW EXECUTE FUNCTION hub_audit_row('org_id', 'hub_org_unit_id', '', 'phone_number,address');
--> statement-breakpoint
CREATE TRIGGER payments_audit AFTER INSERT OR UPDATE OR DELETE ON payments FOR EACH ROW EXECUTE FUNCTION hub_audit_row('id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER psv_task_assets_audit AFTER INSERT OR UPDATE OR DELETE ON psv_task_assets FOR EACH ROW EXECUTE FUNCTION hub_audit_row('psv_task_id,asset_code', '', '', '');
--> statement-breakpoint
CREATE TRIGGER psv_tasks_audit AFTER INSERT OR UPDATE OR DELETE ON psv_tasks FOR EACH ROW EXECUTE FUNCTION hub_audit_row('psv_task_id', 'hub_org_unit_id', '', '');
--> statement-breakpoint
CREATE TRIGGER push_list_items_audit AFTER INSERT OR UPDATE OR DELETE ON push_list_items FOR EACH ROW EXECUTE FUNCTION hub_audit_row('listing_id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER qc_decisions_audit AFTER INSERT OR UPDATE OR DELETE ON qc_decisions FOR EACH ROW EXECUTE FUNCTION hub_audit_row('id', 'hub_org_unit_id', 'item_id', '');
--> statement-breakpoint
CREATE TRIGGER reason_list_entries_audit AFTER INSERT OR UPDATE OR DELETE ON reason_list_entries FOR EACH ROW EXECUTE FUNCTION hub_audit_row('list_key,code', '', '', '');
--> statement-breakpoint
CREATE TRIGGER rewards_audit AFTER INSERT OR UPDATE OR DELETE ON rewards FOR EACH ROW EXECUTE FUNCTION hub_audit_row('id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER route_batches_audit AFTER INSERT OR UPDATE OR DELETE ON route_batches FOR EACH ROW EXECUTE FUNCTION hub_audit_row('hub_org_unit_id,route_name,batch_date', 'hub_org_unit_id', '', '');
--> statement-breakpoint
CREATE TRIGGER runsheet_items_audit AFTER INSERT OR UPDATE OR DELETE ON runsheet_items FOR EACH ROW EXECUTE FUNCTION hub_audit_row('runsheet_id,item_id', '', 'item_id', '');
--> statement-breakpoint
CREATE TRIGGER runsheet_totes_audit AFTER INSERT OR UPDATE OR DELETE ON runsheet_totes FOR EACH ROW EXECUTE FUNCTION hub_audit_row('runsheet_id,asset_code', '', '', '');
--> statement-breakpoint
CREATE TRIGGER runsheets_audit AFTER INSERT OR UPDATE OR DELETE ON runsheets FOR EACH ROW EXECUTE FUNCTION hub_audit_row('runsheet_id', 'hub_org_unit_id', '', '');
--> statement-breakpoint
CREATE TRIGGER segregation_sessions_audit AFTER INSERT OR UPDATE OR DELETE ON segregation_sessions FOR EACH ROW EXECUTE FUNCTION hub_audit_row('id', 'hub_org_unit_id', '', '');
--> statement-breakpoint
CREATE TRIGGER shipment_verifications_audit AFTER INSERT OR UPDATE OR DELETE ON shipment_verifications FOR EACH ROW EXECUTE FUNCTION hub_audit_row('id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER shipments_audit AFTER INSERT OR UPDATE OR DELETE ON shipments FOR EACH ROW EXECUTE FUNCTION hub_audit_row('shipment_id', 'hub_org_unit_id', '', '');
--> statement-breakpoint
CREATE TRIGGER skus_audit AFTER INSERT OR UPDATE OR DELETE ON skus FOR EACH ROW EXECUTE FUNCTION hub_audit_row('sku_id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER tote_manifests_audit AFTER INSERT OR UPDATE OR DELETE ON tote_manifests FOR EACH ROW EXECUTE FUNCTION hub_audit_row('activity_group_id', 'hub_org_unit_id', '', '');
--> statement-breakpoint
CREATE TRIGGER tote_zone_tags_audit AFTER INSERT OR UPDATE OR DELETE ON tote_zone_tags FOR EACH ROW EXECUTE FUNCTION hub_audit_row('id', 'hub_org_unit_id', '', '');
--> statement-breakpoint
CREATE TRIGGER trip_events_audit AFTER INSERT OR UPDATE OR DELETE ON trip_events FOR EACH ROW EXECUTE FUNCTION hub_audit_row('id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER trips_audit AFTER INSERT OR UPDATE OR DELETE ON trips FOR EACH ROW EXECUTE FUNCTION hub_audit_row('trip_id', 'hub_org_unit_id', '', '');
--> statement-breakpoint
CREATE TRIGGER user_hubs_audit AFTER INSERT OR UPDATE OR DELETE ON user_hubs FOR EACH ROW EXECUTE FUNCTION hub_audit_row('user_id,hub_org_unit_id', 'hub_org_unit_id', '', '');
--> statement-breakpoint
CREATE TRIGGER users_audit AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION hub_audit_row('id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER vehicles_audit AFTER INSERT OR UPDATE OR DELETE ON vehicles FOR EACH ROW EXECUTE FUNCTION hub_audit_row('vehicle_id', 'hub_org_unit_id', '', '');
--> statement-breakpoint
CREATE TRIGGER zones_audit AFTER INSERT OR UPDATE OR DELETE ON zones FOR EACH ROW EXECUTE FUNCTION hub_audit_row('hub_org_unit_id,zone_id', 'hub_org_unit_id', '', '');

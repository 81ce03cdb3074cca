-- Live progress (issue 22, docs/adr/010-field-conditions.md): every committed change of the hub flows' tables is
-- published on the channel hub_live as {"h": hub, "e": entity, "id": entity id}, from the database itself, so every
-- api instance on this database (LISTEN) hears every instance's writes, and a write added later to these tables is
-- published without code. NOTIFY is transactional (sent on commit, dropped on rollback) and PostgreSQL folds identical
-- payloads of one transaction into one. Entities: manifest (spaId), zone (zoneId), runsheet, psv (task id), tote,
-- inscan (the hub's tote in-scan list; id = the tote).
-- A session may set hub.live_off = 'on' (the seeder) to write without publishing: every trigger returns at once.
CREATE FUNCTION hub_live(hub text, entity text, entity_id text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF hub IS NULL OR entity_id IS NULL OR coalesce(current_setting('hub.live_off', true), '') = 'on' THEN
    RETURN;
  END IF;
  PERFORM pg_notify('hub_live', json_build_object('h', hub, 'e', entity, 'id', entity_id)::text);
END $$;
--> statement-breakpoint
-- Tables that carry their hub and the entity id: TG_ARGV = hub column, entity, id column.
CREATE FUNCTION hub_live_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  j jsonb;
BEGIN
  IF coalesce(current_setting('hub.live_off', true), '') = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN j := to_jsonb(OLD); ELSE j := to_jsonb(NEW); END IF;
  PERFORM hub_live(j ->> TG_ARGV[0], TG_ARGV[1], j ->> TG_ARGV[2]);
  IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) ->> TG_ARGV[0]) IS DISTINCT FROM (j ->> TG_ARGV[0]) THEN
    -- Moved to another hub (a tote sent on): the hub it left sees it go.
    PERFORM hub_live(to_jsonb(OLD) ->> TG_ARGV[0], TG_ARGV[1], to_jsonb(OLD) ->> TG_ARGV[2]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Units of an item moved, picked or dispatched: its zone, its tote, and every manifest that carries the item.
CREATE FUNCTION hub_live_item_association() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r item_associations%ROWTYPE;
BEGIN
  IF coalesce(current_setting('hub.live_off', true), '') = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  IF r.association_type = 'ZONE' THEN PERFORM hub_live(r.hub_org_unit_id, 'zone', r.entity_id); END IF;
  IF r.tote_attached_to_entity_id IS NOT NULL THEN PERFORM hub_live(r.hub_org_unit_id, 'tote', r.tote_attached_to_entity_id); END IF;
  -- A row re-attached (a merge moves it to another tote, an in-scan from its crate into a zone): the place it left too.
  IF TG_OP = 'UPDATE' THEN
    IF OLD.association_type = 'ZONE' THEN PERFORM hub_live(OLD.hub_org_unit_id, 'zone', OLD.entity_id); END IF;
    IF OLD.tote_attached_to_entity_id IS NOT NULL THEN PERFORM hub_live(OLD.hub_org_unit_id, 'tote', OLD.tote_attached_to_entity_id); END IF;
  END IF;
  PERFORM hub_live(a.hub_org_unit_id, 'manifest', a.spa_id) FROM activity_items ai JOIN activities a ON a.spa_id = ai.spa_id WHERE ai.item_id = r.item_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An item's totals or QC state changed: its manifests and the zones it sits in.
CREATE FUNCTION hub_live_item() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('hub.live_off', true), '') = 'on' THEN RETURN NULL; END IF;
  PERFORM hub_live(a.hub_org_unit_id, 'manifest', a.spa_id) FROM activity_items ai JOIN activities a ON a.spa_id = ai.spa_id WHERE ai.item_id = NEW.item_id;
  PERFORM hub_live(NEW.hub_org_unit_id, 'zone', ia.entity_id) FROM item_associations ia WHERE ia.item_id = NEW.item_id AND ia.association_type = 'ZONE';
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A manifest (activity group) or its tagged crates changed: each of its activities.
CREATE FUNCTION hub_live_activity_group() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  j jsonb;
BEGIN
  IF coalesce(current_setting('hub.live_off', true), '') = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN j := to_jsonb(OLD); ELSE j := to_jsonb(NEW); END IF;
  PERFORM hub_live(a.hub_org_unit_id, 'manifest', a.spa_id) FROM activities a WHERE a.activity_group_id = j ->> 'activity_group_id';
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Rows of a runsheet (totes, items, drop points) or of a PSV task: the runsheet or task, whose row holds the hub.
CREATE FUNCTION hub_live_runsheet_part() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  j jsonb;
BEGIN
  IF coalesce(current_setting('hub.live_off', true), '') = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN j := to_jsonb(OLD); ELSE j := to_jsonb(NEW); END IF;
  PERFORM hub_live(rs.hub_org_unit_id, 'runsheet', rs.runsheet_id) FROM runsheets rs WHERE rs.runsheet_id = j ->> 'runsheet_id';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION hub_live_psv_asset() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  j jsonb;
BEGIN
  IF coalesce(current_setting('hub.live_off', true), '') = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN j := to_jsonb(OLD); ELSE j := to_jsonb(NEW); END IF;
  PERFORM hub_live(t.hub_org_unit_id, 'psv', t.psv_task_id) FROM psv_tasks t WHERE t.psv_task_id = j ->> 'psv_task_id';
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Reasons recorded against an item (inward, movement, dispatch shortfall, QC failure): its manifests and the zones it
-- sits in, as for the item itself (a movement that only records reasons changes no quantity).
CREATE FUNCTION hub_live_item_discrepancy() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  item text;
BEGIN
  IF coalesce(current_setting('hub.live_off', true), '') = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN item := OLD.item_id; ELSE item := NEW.item_id; END IF;
  PERFORM hub_live(a.hub_org_unit_id, 'manifest', a.spa_id) FROM activity_items ai JOIN activities a ON a.spa_id = ai.spa_id WHERE ai.item_id = item;
  PERFORM hub_live(ia.hub_org_unit_id, 'zone', ia.entity_id) FROM item_associations ia WHERE ia.item_id = item AND ia.association_type = 'ZONE';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER item_associations_live AFTER INSERT OR UPDATE OR DELETE ON item_associations FOR EACH ROW EXECUTE FUNCTION hub_live_item_association();
--> statement-breakpoint
CREATE TRIGGER items_live AFTER UPDATE ON items FOR EACH ROW EXECUTE FUNCTION hub_live_item();
--> statement-breakpoint
CREATE TRIGGER activities_live AFTER INSERT OR UPDATE ON activities FOR EACH ROW EXECUTE FUNCTION hub_live_row('hub_org_unit_id', 'manifest', 'spa_id');
--> statement-breakpoint
CREATE TRIGGER activity_groups_live AFTER UPDATE ON activity_groups FOR EACH ROW EXECUTE FUNCTION hub_live_activity_group();
--> statement-breakpoint
CREATE TRIGGER activity_group_totes_live AFTER INSERT OR UPDATE OR DELETE ON activity_group_totes FOR EACH ROW EXECUTE FUNCTION hub_live_activity_group();
--> statement-breakpoint
CREATE TRIGGER runsheets_live AFTER INSERT OR UPDATE ON runsheets FOR EACH ROW EXECUTE FUNCTION hub_live_row('hub_org_unit_id', 'runsheet', 'runsheet_id');
--> statement-breakpoint
CREATE TRIGGER runsheet_totes_live AFTER INSERT OR UPDATE OR DELETE ON runsheet_totes FOR EACH ROW EXECUTE FUNCTION hub_live_runsheet_part();
--> statement-breakpoint
CREATE TRIGGER runsheet_items_live AFTER INSERT OR UPDATE OR DELETE ON runsheet_items FOR EACH ROW EXECUTE FUNCTION hub_live_runsheet_part();
--> statement-breakpoint
CREATE TRIGGER drop_points_live AFTER INSERT OR UPDATE OR DELETE ON drop_points FOR EACH ROW EXECUTE FUNCTION hub_live_runsheet_part();
--> statement-breakpoint
CREATE TRIGGER psv_tasks_live AFTER INSERT OR UPDATE ON psv_tasks FOR EACH ROW EXECUTE FUNCTION hub_live_row('hub_org_unit_id', 'psv', 'psv_task_id');
--> statement-breakpoint
CREATE TRIGGER psv_task_assets_live AFTER INSERT OR UPDATE OR DELETE ON psv_task_assets FOR EACH ROW EXECUTE FUNCTION hub_live_psv_asset();
--> statement-breakpoint
CREATE TRIGGER assets_live AFTER UPDATE ON assets FOR EACH ROW EXECUTE FUNCTION hub_live_row('current_hub_org_unit_id', 'tote', 'asset_code');
--> statement-breakpoint
CREATE TRIGGER zones_live AFTER UPDATE ON zones FOR EACH ROW EXECUTE FUNCTION hub_live_row('hub_org_unit_id', 'zone', 'zone_id');
--> statement-breakpoint
CREATE TRIGGER ofd_task_zones_live AFTER INSERT OR UPDATE OR DELETE ON ofd_task_zones FOR EACH ROW EXECUTE FUNCTION hub_live_row('hub_org_unit_id', 'zone', 'zone_id');
--> statement-breakpoint
CREATE TRIGGER tote_zone_tags_live AFTER INSERT OR UPDATE OR DELETE ON tote_zone_tags FOR EACH ROW EXECUTE FUNCTION hub_live_row('hub_org_unit_id', 'zone', 'zone_id');
--> statement-breakpoint
CREATE TRIGGER qc_decisions_live AFTER INSERT ON qc_decisions FOR EACH ROW EXECUTE FUNCTION hub_live_row('hub_org_unit_id', 'zone', 'zone_id');
--> statement-breakpoint
CREATE TRIGGER item_discrepancies_live AFTER INSERT OR UPDATE OR DELETE ON item_discrepancies FOR EACH ROW EXECUTE FUNCTION hub_live_item_discrepancy();
--> statement-breakpoint
-- Tote in-scan (issue 17): a tote coupled to the hub's inward, or in-scanned, changes the hub's in-scan list (its own
-- entity: the list listens to it alone, not to every tote of a busy hub).
CREATE TRIGGER coupled_totes_live AFTER INSERT OR UPDATE OR DELETE ON coupled_totes FOR EACH ROW EXECUTE FUNCTION hub_live_row('hub_org_unit_id', 'inscan', 'asset_code');
--> statement-breakpoint
-- A crate drop's tote manifest created or closed: the dispatch manifest of its activity group.
CREATE TRIGGER tote_manifests_live AFTER INSERT OR UPDATE ON tote_manifests FOR EACH ROW EXECUTE FUNCTION hub_live_activity_group();

-- Live progress without NOTIFY (issue 13 "Rush hour", docs/adr/010-field-conditions.md "Transport").
-- 0010 published each change with pg_notify inside the writing transaction. A transaction that has sent a NOTIFY takes
-- one lock for the whole cluster at commit and holds it until its commit record is on disk, so every scan's commit
-- queued behind the one before it: at 200 scans a second one slow disk flush stalled every writer of both api
-- instances (p99 150-330 ms in the runs; without the NOTIFY 22 ms). The triggers stay; hub_live now appends the change
-- to live_outbox, an ordinary insert in the writing transaction (visible exactly when it commits, gone if it rolls
-- back), and every api instance reads the new rows a few times a second (db/live-outbox.ts), folding the repeats of
-- one transaction as NOTIFY did.
-- UNLOGGED: no WAL for these rows (they are seconds old when read and worthless after a crash, when the streams
-- resync anyway). xid: the writing transaction, so a reader can tell which transactions may still commit rows it has
-- not seen (those not older than its last snapshot's xmin).
CREATE UNLOGGED TABLE live_outbox (
  seq bigserial PRIMARY KEY,
  xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
  at timestamptz NOT NULL DEFAULT clock_timestamp(),
  payload text NOT NULL
);
--> statement-breakpoint
CREATE INDEX live_outbox_xid_idx ON live_outbox (xid);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hub_live(hub text, entity text, entity_id text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF hub IS NULL OR entity_id IS NULL OR coalesce(current_setting('hub.live_off', true), '') = 'on' THEN
    RETURN;
  END IF;
  INSERT INTO live_outbox (payload) VALUES (json_build_object('h', hub, 'e', entity, 'id', entity_id)::text);
END $$;

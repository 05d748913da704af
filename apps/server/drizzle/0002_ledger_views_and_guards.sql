-- The legs of every transfer as rows, for audits and statements.
CREATE VIEW ledger_entries AS
  SELECT t.id AS transfer_id, t.currency, e.account_id, e.amount, e.leg
  FROM ledger_transfers t
  CROSS JOIN LATERAL unnest(t.account_ids, t.amounts) WITH ORDINALITY AS e(account_id, amount, leg);
--> statement-breakpoint
-- Transfers are immutable: a correction is a new transfer.
CREATE OR REPLACE FUNCTION ledger_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'LG004';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_immutable BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_immutable();
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_immutable();
--> statement-breakpoint
-- @socket.io/postgres-adapter keeps payloads too large for NOTIFY (8000 bytes) here.
CREATE TABLE IF NOT EXISTS socket_io_attachments (
  id bigserial UNIQUE,
  created_at timestamptz DEFAULT now(),
  payload bytea
);

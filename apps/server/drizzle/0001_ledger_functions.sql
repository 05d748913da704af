-- Posts one balanced transfer in a single round trip. A replay of the idempotency key returns the first
-- transfer and posts nothing; a replay with different entries is refused (LG002). Player balances are
-- updated in account-id order so two transfers can never deadlock on each other; the CHECK on
-- ledger_accounts refuses any player balance below zero (23514).
CREATE OR REPLACE FUNCTION ledger_transfer(
  p_key text,
  p_kind text,
  p_metadata jsonb,
  p_accounts bigint[],
  p_amounts bigint[]
) RETURNS TABLE (transfer_id bigint, replayed boolean)
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
  v_bad text;
  r record;
BEGIN
  IF coalesce(array_length(p_accounts, 1), 0) < 2
     OR array_length(p_accounts, 1) <> coalesce(array_length(p_amounts, 1), 0) THEN
    RAISE EXCEPTION 'a transfer needs two or more entries' USING ERRCODE = 'LG001';
  END IF;
  IF EXISTS (SELECT 1 FROM unnest(p_amounts) a WHERE a IS NULL OR a = 0) THEN
    RAISE EXCEPTION 'entry amounts must be non-zero' USING ERRCODE = 'LG001';
  END IF;

  SELECT coalesce(string_agg(c.currency, ','), '') INTO v_bad FROM (
    SELECT la.currency
    FROM unnest(p_accounts, p_amounts) AS e(account_id, amount)
    LEFT JOIN ledger_accounts la ON la.id = e.account_id
    GROUP BY la.currency
    HAVING la.currency IS NULL OR sum(e.amount) <> 0
  ) c;
  IF v_bad <> '' OR EXISTS (
    SELECT 1 FROM unnest(p_accounts) a WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts WHERE id = a)
  ) THEN
    RAISE EXCEPTION 'transfer does not balance per currency: %', v_bad USING ERRCODE = 'LG001';
  END IF;

  INSERT INTO ledger_transfers (idempotency_key, kind, metadata)
  VALUES (p_key, p_kind, p_metadata)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id INTO v_id;

  IF v_id IS NULL THEN
    SELECT t.id INTO v_id FROM ledger_transfers t WHERE t.idempotency_key = p_key;
    IF EXISTS (
      (SELECT account_id, sum(amount) FROM unnest(p_accounts, p_amounts) AS e(account_id, amount) GROUP BY 1)
      EXCEPT
      (SELECT account_id, sum(amount) FROM ledger_entries WHERE ledger_entries.transfer_id = v_id GROUP BY 1)
    ) OR EXISTS (
      (SELECT account_id, sum(amount) FROM ledger_entries WHERE ledger_entries.transfer_id = v_id GROUP BY 1)
      EXCEPT
      (SELECT account_id, sum(amount) FROM unnest(p_accounts, p_amounts) AS e(account_id, amount) GROUP BY 1)
    ) THEN
      RAISE EXCEPTION 'idempotency key % was used for a different transfer', p_key USING ERRCODE = 'LG002';
    END IF;
    RETURN QUERY SELECT v_id, true;
    RETURN;
  END IF;

  FOR r IN
    SELECT la.id, sum(e.amount) AS delta
    FROM unnest(p_accounts, p_amounts) AS e(account_id, amount)
    JOIN ledger_accounts la ON la.id = e.account_id AND la.kind = 'player'
    GROUP BY la.id
    ORDER BY la.id
  LOOP
    UPDATE ledger_accounts SET balance = balance + r.delta WHERE id = r.id;
  END LOOP;

  INSERT INTO ledger_entries (transfer_id, account_id, amount)
  SELECT v_id, e.account_id, e.amount FROM unnest(p_accounts, p_amounts) AS e(account_id, amount);

  RETURN QUERY SELECT v_id, false;
END;
$$;

--> statement-breakpoint
-- Entries and transfers are immutable: a correction is a new transfer.
CREATE OR REPLACE FUNCTION ledger_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'LG004';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_immutable BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_immutable();
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_immutable BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_immutable();

-- Used by the CHECK on ledger_transfers: every leg non-zero and the legs sum to zero.
CREATE OR REPLACE FUNCTION ledger_legs_balance(amounts bigint[]) RETURNS boolean
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(sum(a), 0) = 0 AND coalesce(bool_and(a <> 0), false) FROM unnest(amounts) AS a
$$;

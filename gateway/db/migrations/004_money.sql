-- Wallets, the ledger of every money move, points balances, and idempotency keys: a money-moving
-- request and the record of its key commit together, so the same key never moves money twice.

CREATE TABLE wallets (
  member_id integer NOT NULL REFERENCES members (id),
  -- MAIN, or a vendor code for the vendor's transfer wallet.
  wallet text NOT NULL,
  balance numeric(14, 2) NOT NULL CHECK (balance >= 0),
  PRIMARY KEY (member_id, wallet)
);

CREATE TABLE points_balances (
  member_id integer PRIMARY KEY REFERENCES members (id),
  points integer NOT NULL CHECK (points >= 0),
  valid_bet numeric(14, 2) NOT NULL DEFAULT 0
);

CREATE TABLE ledger (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  wallet text NOT NULL,
  kind text NOT NULL,
  amount numeric(14, 2) NOT NULL,
  balance_after numeric(14, 2) NOT NULL,
  remark text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX ledger_member ON ledger (member_id, id DESC);

CREATE TABLE idempotency_keys (
  member_id integer NOT NULL REFERENCES members (id),
  action text NOT NULL,
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  status_code integer,
  response jsonb,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, action, idempotency_key)
);

-- Bank accounts and withdrawals with their confirmation (spec 000 §2 withdraw, §3; spec 001 §3
-- Withdrawals, §4, §5): the amount leaves the main wallet when asked (a WITHDRAWAL ledger line),
-- comes back if rejected (WITHDRAWAL_REFUND), and once paid the player says whether it arrived.
-- Proof images of a missing withdrawal are kept here, in SQL (bytea), not on disk.

CREATE TABLE bank_accounts (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  holder_name text NOT NULL,
  bank_name text NOT NULL,
  account_number text NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (member_id, bank_name, account_number)
);
CREATE INDEX bank_accounts_member ON bank_accounts (member_id, id);

CREATE TABLE withdrawals (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  merchant_code text NOT NULL REFERENCES merchants (code),
  bank_account_id integer NOT NULL REFERENCES bank_accounts (id),
  amount numeric(14, 2) NOT NULL CHECK (amount > 0),
  -- pending, paid, rejected.
  status text NOT NULL,
  -- NULL until paid; then awaiting, received, partiallyReceived, notReceived or allReceived.
  confirmation text,
  auto_received boolean NOT NULL DEFAULT false,
  received_amount numeric(14, 2),
  created_at timestamptz NOT NULL,
  decided_at timestamptz,
  paid_at timestamptz,
  confirm_by timestamptz,
  confirmed_at timestamptz,
  ledger_id integer NOT NULL REFERENCES ledger (id),
  refund_ledger_id integer REFERENCES ledger (id),
  CHECK (received_amount IS NULL OR (received_amount > 0 AND received_amount < amount))
);
CREATE INDEX withdrawals_member ON withdrawals (member_id, id DESC);
-- What the clock settles: pending ones past their pay time, paid ones past their confirm time.
CREATE INDEX withdrawals_open ON withdrawals (member_id) WHERE status = 'pending' OR confirmation = 'awaiting';

CREATE TABLE withdrawal_proofs (
  id serial PRIMARY KEY,
  withdrawal_id integer NOT NULL REFERENCES withdrawals (id),
  name text NOT NULL,
  media_type text NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX withdrawal_proofs_withdrawal ON withdrawal_proofs (withdrawal_id);

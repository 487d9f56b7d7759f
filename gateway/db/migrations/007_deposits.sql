-- Deposit orders (spec 000 §2 depositv2): made on the site, paid or cancelled on the payment
-- provider's page, credited through the ledger once paid (gateway/members/deposits.ts).

CREATE TABLE deposit_orders (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  merchant_code text NOT NULL REFERENCES merchants (code),
  channel text NOT NULL,
  amount numeric(14, 2) NOT NULL CHECK (amount > 0),
  fee numeric(14, 2) NOT NULL CHECK (fee >= 0),
  currency text NOT NULL,
  -- pending, paid, cancelled; a pending order past expires_at reads as expired and can no longer
  -- be paid.
  status text NOT NULL,
  -- The provider page's secret, hashed like a session token.
  pay_token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  paid_at timestamptz,
  ledger_id integer REFERENCES ledger (id),
  CHECK (fee < amount)
);
CREATE INDEX deposit_orders_member ON deposit_orders (member_id, id DESC);

-- Agent contracts (spec 001 §3 Contracts, §4) and their settlements (dividends and salaries).

CREATE TABLE contracts (
  id serial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  upline_id integer NOT NULL REFERENCES members (id),
  downline_id integer NOT NULL REFERENCES members (id),
  kind text NOT NULL,
  rate numeric(6, 2) NOT NULL,
  terms jsonb NOT NULL,
  status text NOT NULL,
  created_at timestamptz NOT NULL,
  decided_at timestamptz
);
CREATE INDEX contracts_downline ON contracts (downline_id, status);
CREATE INDEX contracts_upline ON contracts (upline_id, status);

CREATE TABLE settlements (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  kind text NOT NULL,
  period text NOT NULL,
  rate numeric(6, 2) NOT NULL,
  valid_bet numeric(14, 2) NOT NULL,
  amount numeric(14, 2) NOT NULL,
  status text NOT NULL,
  claimed_at timestamptz
);
CREATE INDEX settlements_member ON settlements (member_id, kind, period DESC);

-- Responsible gambling (gateway README "Responsible gambling"): a member's limits, each with the
-- raise or removal that waits out its 24-hour cooling-off, and the member's reality check, break
-- and self-exclusion. A money limit's amount is money; a session limit's (kind and period
-- 'session') is whole minutes. A check locks the member's limit rows before any wallet.
CREATE TABLE rg_limits (
  member_id integer NOT NULL REFERENCES members (id),
  kind text NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager', 'session')),
  period text NOT NULL CHECK (period IN ('day', 'week', 'month', 'session')),
  -- null: no limit in force (a first limit's row waits with a pending removal only after a raise)
  amount numeric(14, 2) CHECK (amount >= 0),
  pending_amount numeric(14, 2) CHECK (pending_amount >= 0),
  -- when the pending change takes effect; null: nothing pending
  pending_from timestamptz,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, kind, period),
  CHECK ((kind = 'session') = (period = 'session'))
);

CREATE TABLE rg_settings (
  member_id integer PRIMARY KEY REFERENCES members (id),
  reality_check_minutes integer CHECK (reality_check_minutes > 0),
  break_until timestamptz,
  excluded_until timestamptz,
  excluded_for_good boolean NOT NULL DEFAULT false
);

CREATE INDEX deposit_orders_member_time ON deposit_orders (member_id, created_at);

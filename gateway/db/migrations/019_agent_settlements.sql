-- The settlement engine (spec 001 §3 Contracts, §9 "Real-time salary"): every settlement row names
-- the contract it settles and its period's start, once (the unique index makes a second run after a
-- restart write nothing), and each contract keeps how far it has been settled, so a catch-up after
-- the clock moves on starts where the last one stopped. Seeded history rows have no contract.
ALTER TABLE settlements ADD COLUMN contract_id integer REFERENCES contracts (id);
ALTER TABLE settlements ADD COLUMN period_start timestamptz;
ALTER TABLE settlements ADD COLUMN active_members integer NOT NULL DEFAULT 0;
-- What the rate applied to: the valid bet (salaries) or the team's net loss (dividends).
ALTER TABLE settlements ADD COLUMN base numeric(14, 2);
ALTER TABLE settlements ADD COLUMN settled_at timestamptz;
CREATE UNIQUE INDEX settlements_contract_period ON settlements (contract_id, period_start)
  WHERE contract_id IS NOT NULL;
ALTER TABLE contracts ADD COLUMN settled_until timestamptz;

-- Bonuses a member received (spec 000 §2 bonusDetails: promotion, raffle, rebate, VIP) and the
-- manual rebate's claims (manualRebate). gateway/members/bonuses.ts grantBonus is the one writer
-- of bonuses: an issued bonus is credited through the ledger in the same transaction.

CREATE TABLE bonuses (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  -- promotion, raffle, rebate, vip.
  kind text NOT NULL,
  title jsonb NOT NULL,
  amount numeric(14, 2) NOT NULL CHECK (amount > 0),
  -- issued (credited), pending (awarded, not credited yet), expired.
  status text NOT NULL,
  created_at timestamptz NOT NULL,
  ledger_id integer REFERENCES ledger (id)
);
CREATE INDEX bonuses_member ON bonuses (member_id, id DESC);

-- Each claim covers the member's plays settled up to settled_until (the claim's time): the next
-- accrues from plays settled after it, so a bet still open at a claim counts when it settles.
CREATE TABLE rebate_claims (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  settled_until timestamptz NOT NULL,
  valid_bet numeric(14, 2) NOT NULL,
  amount numeric(14, 2) NOT NULL CHECK (amount > 0),
  created_at timestamptz NOT NULL,
  bonus_id integer NOT NULL REFERENCES bonuses (id)
);
CREATE INDEX rebate_claims_member ON rebate_claims (member_id, id DESC);

-- Rewards claimed once per period (gateway README "VIP", "Reward centre items", "Referral"): the VIP
-- level-up bonus (period = the level) and monthly bonus (the GMT month), the golden egg (the
-- ticket's number), the red envelope and the daily sign-in (the GMT day), the cashback (the GMT
-- day it pays back) and the inviter's referral reward (the friend's member id). The unique index is
-- what makes a claim pay once, however many arrive at once.
CREATE TABLE reward_claims (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  reward text NOT NULL,
  period text NOT NULL,
  amount numeric(14, 2) NOT NULL DEFAULT 0 CHECK (amount >= 0),
  points integer NOT NULL DEFAULT 0 CHECK (points >= 0),
  bonus_id integer REFERENCES bonuses (id),
  created_at timestamptz NOT NULL,
  UNIQUE (member_id, reward, period)
);
CREATE INDEX reward_claims_member ON reward_claims (member_id, reward, created_at DESC);

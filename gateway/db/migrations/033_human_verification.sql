-- The reference gateway's own human verification (gateway/rules/proof-of-work.ts): each challenge
-- it hands out, good for one solved request before it expires, so a solution cannot be replayed.
CREATE TABLE verification_challenges (
  challenge_id text PRIMARY KEY,
  merchant_code text NOT NULL,
  salt text NOT NULL,
  difficulty integer NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX verification_challenges_expiry ON verification_challenges (expires_at);

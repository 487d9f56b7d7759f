-- Plays are bets (spec 001 §1, §3): one row per round a member plays for real money, what the
-- betting record, profit and loss, rebates, turnover and (later) missions, VIP, cashback and the
-- agent reports all derive from. gateway/members/plays.ts recordPlay() is the one writer: it
-- debits the stake and credits the win through the ledger in the same transaction.
--
-- The table called plays until now held game launches (what recentList, popular and the mission
-- summary read); it keeps that role under its own name.
ALTER TABLE plays RENAME TO game_launches;
ALTER INDEX plays_pkey RENAME TO game_launches_pkey;
ALTER INDEX plays_member RENAME TO game_launches_member;
ALTER SEQUENCE plays_id_seq RENAME TO game_launches_id_seq;

CREATE TABLE plays (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  merchant_code text NOT NULL REFERENCES merchants (code),
  node_id integer NOT NULL REFERENCES games (node_id),
  -- The game's vendor (its vassalage) and category (its gameType) at the time of the play, so the
  -- reports group without joining the catalogue.
  vendor text NOT NULL REFERENCES vendors (code),
  category text NOT NULL,
  stake numeric(14, 2) NOT NULL CHECK (stake > 0),
  -- 0 until settled.
  win numeric(14, 2) NOT NULL DEFAULT 0 CHECK (win >= 0),
  -- What counts toward turnover, rebates and missions: the stake of a settled play, 0 while open.
  valid_bet numeric(14, 2) NOT NULL DEFAULT 0 CHECK (valid_bet >= 0 AND valid_bet <= stake),
  created_at timestamptz NOT NULL,
  settled boolean NOT NULL DEFAULT false,
  settled_at timestamptz
);
-- A member's records by time (betting record, profit and loss, turnover).
CREATE INDEX plays_member_time ON plays (member_id, created_at DESC);
-- A member's plays by category since a watermark (rebates) and per category over a period.
CREATE INDEX plays_member_category ON plays (member_id, category, id);
-- A merchant's plays over a period (agent reports, missions, leaderboards).
CREATE INDEX plays_merchant_time ON plays (merchant_code, created_at);
-- Open plays waiting for their result.
CREATE INDEX plays_open ON plays (member_id) WHERE NOT settled;

-- A ledger line may name the play that made it (GAME_BET, GAME_WIN).
ALTER TABLE ledger ADD COLUMN play_id integer REFERENCES plays (id);
-- The account record filters a member's lines by time.
CREATE INDEX ledger_member_time ON ledger (member_id, created_at DESC);

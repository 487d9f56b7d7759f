-- Promotions a member takes part in (spec 001 §4 activity statuses, engine promotionStatus): each
-- promotion's mode (join: a valid-bet target, settled at the end of its period; apply: a comment
-- and images, reviewed; raffle: a daily draw), its bonus and target, and the member's entry with
-- the images of an application.
ALTER TABLE promotions ADD COLUMN mode text NOT NULL DEFAULT 'join';
ALTER TABLE promotions ADD COLUMN bonus numeric(14, 2) NOT NULL DEFAULT 0;
ALTER TABLE promotions ADD COLUMN target_valid_bet numeric(14, 2) NOT NULL DEFAULT 0;
UPDATE promotions SET mode = 'raffle' WHERE raffle;

CREATE TABLE promotion_entries (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  promotion_id integer NOT NULL REFERENCES promotions (id),
  -- joined, applying, approved, rejected, claimed.
  state text NOT NULL,
  created_at timestamptz NOT NULL,
  -- join mode: the member's valid bet when joining (the target counts what came after).
  valid_bet_at_join numeric(14, 2) NOT NULL DEFAULT 0,
  settles_at timestamptz NOT NULL,
  comment text,
  decided_at timestamptz,
  bonus_id integer REFERENCES bonuses (id),
  UNIQUE (member_id, promotion_id)
);

CREATE TABLE promotion_images (
  id serial PRIMARY KEY,
  entry_id integer NOT NULL REFERENCES promotion_entries (id),
  name text NOT NULL,
  media_type text NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL
);

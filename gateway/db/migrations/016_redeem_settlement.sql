-- A redeem's settlement (spec 001 §4 redeem status in process / rejected / approved): the points
-- ledger line that spent its points (its status follows the redeem's), when it was decided, and the
-- line that gave the points back when it was rejected.
ALTER TABLE redeems ADD COLUMN ledger_id integer REFERENCES points_ledger (id);
ALTER TABLE redeems ADD COLUMN decided_at timestamptz;
ALTER TABLE redeems ADD COLUMN refund_ledger_id integer REFERENCES points_ledger (id);
CREATE INDEX redeems_member ON redeems (member_id, id DESC);

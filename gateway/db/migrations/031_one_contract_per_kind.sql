-- At most one pending offer and one active contract per upline, downline and kind (spec 001 §4:
-- an accepted offer replaces the active contract of its kind). The gateway decides offers and
-- answers for a downline under its member row lock (gateway/members/contracts.ts); these indexes
-- refuse whatever might still slip past. A store that holds more already keeps the newest of each
-- and ends the others first.
UPDATE contracts c SET status = 'rejected', decided_at = now()
WHERE c.status = 'offered' AND EXISTS (
  SELECT 1 FROM contracts n
  WHERE n.upline_id = c.upline_id AND n.downline_id = c.downline_id AND n.kind = c.kind
    AND n.status = 'offered' AND n.id > c.id);
UPDATE contracts c SET status = 'terminated', decided_at = now()
WHERE c.status = 'active' AND EXISTS (
  SELECT 1 FROM contracts n
  WHERE n.upline_id = c.upline_id AND n.downline_id = c.downline_id AND n.kind = c.kind
    AND n.status = 'active' AND n.id > c.id);
CREATE UNIQUE INDEX contracts_one_offer ON contracts (upline_id, downline_id, kind)
  WHERE status = 'offered';
CREATE UNIQUE INDEX contracts_one_active ON contracts (upline_id, downline_id, kind)
  WHERE status = 'active';

-- Feedback and complaints (spec 000 §1, spec 001 §5): an optional screenshot (PNG or JPEG, checked
-- by content) and the operator's reply, which the member reads in the list of past feedback.
ALTER TABLE feedback
  ADD COLUMN screenshot_name text,
  ADD COLUMN screenshot_type text,
  ADD COLUMN screenshot bytea,
  ADD COLUMN reply text,
  ADD COLUMN replied_at timestamptz;

CREATE INDEX feedback_member ON feedback (member_id, created_at DESC);

-- A downline's request to end an active contract (spec 001 §4 "a new contract or termination
-- request can be accepted, rejected or terminated"): the contract stays active, naming who asked,
-- until the upline accepts (terminated) or rejects (the request is dropped). An upline terminates
-- at once.
ALTER TABLE contracts ADD COLUMN termination_requested_by integer REFERENCES members (id);

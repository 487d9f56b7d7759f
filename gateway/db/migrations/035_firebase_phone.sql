-- Firebase phone sign-in (gateway/firebase/): the stand-in's verification sessions (what
-- identitytoolkit keeps behind a sessionInfo: the phone, the code's hash, its life, the wrong
-- entries), and the id tokens the gateway took as proof of a phone, each good for one login,
-- registration or password reset.
CREATE TABLE firebase_stand_in_sessions (
  session_info text PRIMARY KEY,
  project_id text NOT NULL,
  phone text NOT NULL,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  wrong_entries integer NOT NULL DEFAULT 0,
  used_at timestamptz
);
CREATE INDEX firebase_stand_in_sessions_phone ON firebase_stand_in_sessions (project_id, phone, created_at);
CREATE INDEX firebase_stand_in_sessions_project ON firebase_stand_in_sessions (project_id, created_at);

CREATE TABLE firebase_spent_tokens (
  token_hash text PRIMARY KEY,
  merchant_code text NOT NULL,
  spent_at timestamptz NOT NULL
);

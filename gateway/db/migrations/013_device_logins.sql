-- One-click login (spec 000 §1): a device credential per account the gateway created for a browser.
-- Only a hash of the long random secret is kept; the browser holds the secret and exchanges it for a
-- session (quick login). Revoking it ends the way back in through that browser.
CREATE TABLE device_credentials (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  secret_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz,
  revoked_at timestamptz
);

CREATE INDEX device_credentials_member ON device_credentials (member_id);

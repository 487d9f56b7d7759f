-- A login from an address the member never logged in from needs extra verification (spec 000 §4):
-- the addresses each member has logged in from, the authenticator app's secret (RFC 6238; the secret
-- must be readable to compute codes, so it is kept as is, like a bank would keep it in an HSM), the
-- login challenges waiting for an answer (the ticket only as a hash; an SMS or e-mail code as a
-- salted hash), and the count of wrong answers that locks verification for a while.
CREATE TABLE known_ips (
  member_id integer NOT NULL REFERENCES members (id),
  ip text NOT NULL,
  first_seen_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, ip)
);

CREATE TABLE authenticators (
  member_id integer PRIMARY KEY REFERENCES members (id),
  secret text NOT NULL,
  created_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  -- The last RFC 6238 step accepted: a code is good once.
  last_step bigint
);

CREATE TABLE new_ip_challenges (
  id serial PRIMARY KEY,
  ticket_hash text NOT NULL UNIQUE,
  member_id integer NOT NULL REFERENCES members (id),
  ip text NOT NULL,
  portal text NOT NULL,
  password_expired boolean NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  code_method text,
  code_hash text,
  code_salt text,
  code_expires_at timestamptz
);

CREATE TABLE new_ip_failures (
  member_id integer PRIMARY KEY REFERENCES members (id),
  failures integer NOT NULL,
  locked_until timestamptz
);

-- Merchants (one per skin), members, sessions and the account-entry rules' state (spec 000 §3-§5).

CREATE TABLE merchants (
  code text PRIMARY KEY,
  skin_id text NOT NULL UNIQUE,
  name text NOT NULL,
  currency text NOT NULL,
  currency_symbol text NOT NULL,
  -- Registration settings and rules, password policy, SMS expiry, domains (gateway/seed/merchant-settings.ts).
  settings jsonb NOT NULL,
  -- The whitelabel module tree {modId, enabled, childrenNodes} (schemas/module-tree.schema.json).
  module_tree jsonb NOT NULL,
  maintenance boolean NOT NULL DEFAULT false,
  maintenance_end timestamptz,
  region_restricted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL
);

CREATE TABLE members (
  id serial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  username text NOT NULL,
  nickname text NOT NULL,
  -- 0 player, 1/2/41/42 agents, 4 trial, 99 staff (cannot log in on the site).
  type integer NOT NULL DEFAULT 0,
  password_hash text NOT NULL,
  password_changed_at timestamptz NOT NULL,
  payment_password_hash text,
  email text,
  dialing_code text,
  mobile_num text,
  vip_level integer NOT NULL DEFAULT 0,
  upline_id integer REFERENCES members (id),
  affiliate_code text,
  language text NOT NULL DEFAULT 'pt',
  avatar integer NOT NULL DEFAULT 1,
  enable_contract boolean NOT NULL DEFAULT false,
  enable_salary boolean NOT NULL DEFAULT false,
  profile jsonb NOT NULL DEFAULT '{}',
  registered_at timestamptz NOT NULL,
  first_login_at timestamptz,
  last_login_at timestamptz
);
CREATE UNIQUE INDEX members_username ON members (merchant_code, lower(username));
CREATE UNIQUE INDEX members_mobile ON members (merchant_code, dialing_code, mobile_num) WHERE mobile_num IS NOT NULL;
CREATE UNIQUE INDEX members_affiliate ON members (merchant_code, upper(affiliate_code)) WHERE affiliate_code IS NOT NULL;
CREATE INDEX members_upline ON members (upline_id);

CREATE TABLE social_identities (
  provider text NOT NULL,
  subject text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id),
  PRIMARY KEY (provider, subject, member_id)
);

-- Tokens are stored as SHA-256 hashes: a copy of this table opens no session.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  login_method text NOT NULL,
  first_login boolean NOT NULL,
  must_change_password boolean NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_member ON sessions (member_id);

CREATE TABLE login_failures (
  merchant_code text NOT NULL,
  username text NOT NULL,
  failures integer NOT NULL,
  last_failed_at timestamptz NOT NULL,
  PRIMARY KEY (merchant_code, username)
);

CREATE TABLE captchas (
  captcha_key text PRIMARY KEY,
  merchant_code text NOT NULL,
  answer_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- SMS codes: hashed with a per-code salt, bound to phone and purpose, single use, 5 wrong entries.
CREATE TABLE sms_codes (
  id serial PRIMARY KEY,
  merchant_code text NOT NULL,
  phone text NOT NULL,
  purpose text NOT NULL,
  code_hash text NOT NULL,
  salt text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX sms_codes_phone ON sms_codes (merchant_code, phone, created_at DESC);

CREATE TABLE sms_locks (
  merchant_code text NOT NULL,
  phone text NOT NULL,
  locked_until timestamptz NOT NULL,
  PRIMARY KEY (merchant_code, phone)
);

-- Per-merchant content: announcements, banners, help, messages, promotions, feedback, points mall.
-- Texts shown to players are jsonb {"pt": …, "en": …}.

CREATE TABLE announcements (
  id serial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  type text NOT NULL,
  execution text NOT NULL,
  title jsonb NOT NULL,
  content jsonb NOT NULL,
  promotion_type text,
  published_at timestamptz NOT NULL
);
CREATE INDEX announcements_merchant ON announcements (merchant_code, execution);

CREATE TABLE banners (
  id serial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  group_name text NOT NULL,
  title jsonb NOT NULL,
  linkage_type text NOT NULL,
  link_target text,
  sort integer NOT NULL
);

CREATE TABLE help_articles (
  merchant_code text NOT NULL REFERENCES merchants (code),
  tag text NOT NULL,
  title jsonb NOT NULL,
  content jsonb NOT NULL,
  sort integer NOT NULL,
  PRIMARY KEY (merchant_code, tag)
);

CREATE TABLE messages (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  title jsonb NOT NULL,
  content jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  read_at timestamptz
);
CREATE INDEX messages_member ON messages (member_id, created_at DESC);

CREATE TABLE promotions (
  id serial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  type text NOT NULL,
  title jsonb NOT NULL,
  content jsonb NOT NULL,
  settlement text NOT NULL,
  raffle boolean NOT NULL,
  -- For raffles: the prizes a draw picks from, in currency units.
  prizes jsonb NOT NULL DEFAULT '[]',
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL
);

CREATE TABLE raffle_claims (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  promotion_id integer NOT NULL REFERENCES promotions (id),
  claim_day date NOT NULL,
  amount numeric(14, 2) NOT NULL,
  UNIQUE (member_id, promotion_id, claim_day)
);

CREATE TABLE feedback (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  type text NOT NULL,
  content text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE points_goods (
  id serial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  name jsonb NOT NULL,
  points integer NOT NULL,
  amount_requirement numeric(14, 2) NOT NULL,
  stock integer NOT NULL
);

CREATE TABLE points_ledger (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  changed_points integer NOT NULL,
  points_balance integer NOT NULL,
  type text NOT NULL,
  status text NOT NULL,
  remark text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX points_ledger_member ON points_ledger (member_id, id DESC);

CREATE TABLE redeems (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  goods_id integer NOT NULL REFERENCES points_goods (id),
  quantity integer NOT NULL,
  points integer NOT NULL,
  status text NOT NULL,
  created_at timestamptz NOT NULL
);

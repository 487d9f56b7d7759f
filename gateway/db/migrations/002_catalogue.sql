-- The game catalogue (spec 001 §3 Game, Vendor lane), shared by every merchant, and what members do with it.

CREATE TABLE vendors (
  code text PRIMARY KEY,
  name text NOT NULL,
  sort integer NOT NULL,
  maintenance boolean NOT NULL DEFAULT false
);

CREATE TABLE vendor_categories (
  vendor_code text NOT NULL REFERENCES vendors (code),
  category text NOT NULL,
  sort integer NOT NULL,
  PRIMARY KEY (vendor_code, category)
);

CREATE TABLE games (
  node_id integer PRIMARY KEY,
  game_code text NOT NULL UNIQUE,
  name text NOT NULL,
  display_name text NOT NULL,
  game_type text NOT NULL,
  vassalage text NOT NULL REFERENCES vendors (code),
  game_classify text NOT NULL,
  -- GAME, or VASSALAGE: a parent whose sub-games open in a popup list.
  is_game text NOT NULL,
  parent_node_id integer REFERENCES games (node_id),
  is_hot smallint NOT NULL,
  support_play smallint NOT NULL,
  sort_order integer NOT NULL,
  released_at timestamptz NOT NULL
);
CREATE INDEX games_lobby ON games (game_type, vassalage, sort_order);
CREATE INDEX games_parent ON games (parent_node_id);

CREATE TABLE favourites (
  member_id integer NOT NULL REFERENCES members (id),
  node_id integer NOT NULL REFERENCES games (node_id),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, node_id)
);

CREATE TABLE plays (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  node_id integer NOT NULL REFERENCES games (node_id),
  mode text NOT NULL,
  launched_at timestamptz NOT NULL
);
CREATE INDEX plays_member ON plays (member_id, launched_at DESC);

CREATE TABLE launch_tickets (
  ticket_hash text PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  node_id integer NOT NULL REFERENCES games (node_id),
  mode text NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE TABLE winners (
  id serial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  node_id integer NOT NULL REFERENCES games (node_id),
  customer_name text NOT NULL,
  win_amount numeric(14, 2) NOT NULL,
  won_at timestamptz NOT NULL
);
CREATE INDEX winners_board ON winners (merchant_code, win_amount DESC);

CREATE TABLE game_announcements (
  id serial PRIMARY KEY,
  vassalage text NOT NULL REFERENCES vendors (code),
  title jsonb NOT NULL,
  content jsonb NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL
);

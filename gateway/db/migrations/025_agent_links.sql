-- The agent's invitation links (link management): each has its own code for the registration link
-- (/register?aff=<code>) and says what an account registered through it becomes. An account keeps
-- the link it came through, which is how a link's registrations are counted. A deleted link stops
-- registering but keeps its count.
CREATE TABLE agent_links (
  id serial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  member_id integer NOT NULL REFERENCES members (id),
  code text NOT NULL,
  name text NOT NULL,
  account_type text NOT NULL CHECK (account_type IN ('player', 'agent')),
  created_at timestamptz NOT NULL,
  deleted_at timestamptz,
  UNIQUE (merchant_code, code)
);
CREATE INDEX agent_links_member ON agent_links (member_id, id DESC);

ALTER TABLE members ADD COLUMN link_id integer REFERENCES agent_links (id);
CREATE INDEX members_link ON members (link_id) WHERE link_id IS NOT NULL;

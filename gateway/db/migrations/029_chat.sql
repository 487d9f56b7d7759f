-- The live chat (spec 000 §2 "a chat room", spec 001 §7 "chat launch"): one conversation per launch
-- of the chat page (a member's, or a visitor's when member_id is null), reached by a ticket kept
-- only as a hash, and every message of it, the player's and the operator's answers alike.
CREATE TABLE chat_conversations (
  id serial PRIMARY KEY,
  ticket_hash text NOT NULL UNIQUE,
  merchant_code text NOT NULL REFERENCES merchants (code),
  member_id integer REFERENCES members (id),
  model_id text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE TABLE chat_messages (
  id serial PRIMARY KEY,
  conversation_id integer NOT NULL REFERENCES chat_conversations (id),
  sender text NOT NULL CHECK (sender IN ('member', 'operator')),
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 500),
  created_at timestamptz NOT NULL
);

CREATE INDEX chat_messages_by_conversation ON chat_messages (conversation_id, id);

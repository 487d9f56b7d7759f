-- Agent-targeted notices (spec 001 §2 agentAnnouncement): `agents` rows are shown in the agent
-- centre only, never among the players' notices.
ALTER TABLE announcements ADD COLUMN audience text NOT NULL DEFAULT 'all';

-- The site's language when it launched the game, so the game page speaks it (the launch URL stays a
-- plain base that clients append /round to).
ALTER TABLE launch_tickets ADD COLUMN language text NOT NULL DEFAULT 'en';

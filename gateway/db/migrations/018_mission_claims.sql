-- Missions claimed (spec 000 §2 missionLeaderboard, gateway README "Missions"): one claim per
-- member, mission and period, so the points are credited once however many claims arrive.
CREATE TABLE mission_claims (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  mission text NOT NULL,
  period_start timestamptz NOT NULL,
  points integer NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (member_id, mission, period_start)
);

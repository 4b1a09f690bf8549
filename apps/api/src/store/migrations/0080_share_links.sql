-- Linking someone who shares with me to the private entry I keep about them
-- (docs/decisions/0104-sharing-with-consent.md, "Linking"). The link is mine alone: each side of
-- a connection has its own column, like its note, and only that side ever reads it. It names a
-- row of my own People list; deleting that person unlinks (SET NULL), deleting the connection
-- takes the link with it, and nothing else is lost either way.
ALTER TABLE share_connections
  ADD COLUMN person_a uuid REFERENCES people (id) ON DELETE SET NULL,
  ADD COLUMN person_b uuid REFERENCES people (id) ON DELETE SET NULL;
-- A private person is linked to one connection at most (as either side).
CREATE UNIQUE INDEX share_connections_person_a_idx
  ON share_connections (person_a) WHERE person_a IS NOT NULL;
CREATE UNIQUE INDEX share_connections_person_b_idx
  ON share_connections (person_b) WHERE person_b IS NOT NULL;

-- An invite made from a private person's page: when it is accepted, the inviter's side of the
-- connection is linked to that person. Only the inviter's own id; never shown to the invitee.
ALTER TABLE share_invites
  ADD COLUMN person_id uuid REFERENCES people (id) ON DELETE SET NULL;

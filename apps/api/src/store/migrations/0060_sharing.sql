-- Sharing with consent (docs/decisions/0104-sharing-with-consent.md). Nothing here is shared
-- until the person it is about says so: a connection row holds each side's own consent, a team
-- member row holds the member's own consent, and an invite is only a proposal.

-- Two people who agreed to share, each side's consent on its own: share_a is what user_a shares
-- with user_b (null: nothing), and the other way round. user_a is the one who invited.
CREATE TABLE share_connections (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_a text NOT NULL,
  label_a text NOT NULL,
  share_a jsonb,
  user_b text NOT NULL,
  label_b text NOT NULL,
  share_b jsonb,
  -- Each side's private note about the other: only the side that wrote it ever reads it.
  note_a text,
  note_b text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (user_a <> user_b)
);
-- One connection per pair, whoever invited whom.
CREATE UNIQUE INDEX share_connections_pair_idx
  ON share_connections (least(user_a, user_b), greatest(user_a, user_b));
CREATE INDEX share_connections_user_b_idx ON share_connections (user_b);

-- A named team; its members each consent to what they share with it.
CREATE TABLE share_teams (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id text NOT NULL,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX share_teams_owner_idx ON share_teams (owner_id);

CREATE TABLE share_team_members (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  team_id uuid NOT NULL REFERENCES share_teams (id) ON DELETE CASCADE,
  user_id text NOT NULL,
  label text NOT NULL,
  share jsonb NOT NULL,
  joined_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (team_id, user_id)
);
CREATE INDEX share_team_members_user_idx ON share_team_members (user_id);

-- An invite by link. Only the SHA-256 of its token is kept, so a copy of this table opens
-- nothing. A person invite is used once; a team invite works for anyone until it expires or is
-- revoked.
CREATE TABLE share_invites (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_sha256 text NOT NULL UNIQUE,
  owner_id text NOT NULL,
  -- How the owner is named to whoever opens the link (their display name or email, at creation).
  owner_label text NOT NULL,
  -- What the owner shares back with whoever accepts (null: the invite only asks).
  offer jsonb,
  team_id uuid REFERENCES share_teams (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX share_invites_owner_idx ON share_invites (owner_id, created_at);

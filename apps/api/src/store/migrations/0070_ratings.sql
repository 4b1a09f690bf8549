-- How others see you (docs/decisions/0108-how-others-see-you.md). A rating request is a link a
-- person hands to colleagues; only the SHA-256 of its token is kept, so the table cannot open one.
CREATE TABLE rating_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL,
  token_sha256 text NOT NULL UNIQUE,
  -- The name the link shows to whoever opens it, as the person typed it.
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);

CREATE INDEX rating_requests_user_idx ON rating_requests (user_id, created_at DESC);

-- One rating per rater per link; the rater may change it until the link closes. Deleting the
-- link (the person's account going) takes its ratings with it.
CREATE TABLE ratings (
  request_id uuid NOT NULL REFERENCES rating_requests (id) ON DELETE CASCADE,
  rater_id text NOT NULL,
  answers jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (request_id, rater_id)
);

-- A rater's own ratings: their export and their erasure.
CREATE INDEX ratings_rater_idx ON ratings (rater_id);

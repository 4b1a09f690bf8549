-- People you work with (docs/decisions/0100-people-contract-and-routes.md): private to the user
-- who added them. The traits shown are computed on every read from the hand choices and the
-- quoted evidence (docs/decisions/0101-people-read-from-evidence.md), so only those are stored.
CREATE TABLE people (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL,
  name text NOT NULL,
  note text,
  origin text NOT NULL CHECK (origin IN ('manual', 'analysis')),
  -- Values set by hand, per trait; a key with null is "not sure" chosen by hand.
  choices jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- Quoted evidence with its struck-out flags, in the order the coach gave it.
  evidence jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- The analysed conversation, only when the user chose to keep it.
  kept_conversation text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Every read is "this user's people" (by name), a count against the limit, or one by id and user.
CREATE INDEX people_user_name_idx ON people (user_id, lower(name), created_at);

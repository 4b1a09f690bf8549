-- Assessments are kept as history (one row per submission); the profile shown is the latest.
CREATE TABLE assessments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  user_id text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Every read is "this user's rows, newest first".
CREATE INDEX assessments_user_seq_idx ON assessments (user_id, seq DESC);

-- The derived profile lives and dies with its submission: erasing a user's assessments erases
-- their profiles in the same statement.
CREATE TABLE profiles (
  assessment_id uuid PRIMARY KEY REFERENCES assessments (id) ON DELETE CASCADE,
  profile jsonb NOT NULL
);

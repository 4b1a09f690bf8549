-- Practice sessions the user chose to keep (docs/decisions/0105-practice-persona-engine.md): the
-- goal, a snapshot of who they practised with (the person may later be edited or deleted), the
-- turns and the feedback. Private to the user: exported with their data, erased with the account.
CREATE TABLE practice_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  user_id text NOT NULL,
  goal text NOT NULL,
  person_id text,
  person_name text,
  styles jsonb NOT NULL,
  turns jsonb NOT NULL,
  feedback jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Every read is "this user's sessions, newest first".
CREATE INDEX practice_sessions_user_seq_idx ON practice_sessions (user_id, seq DESC);

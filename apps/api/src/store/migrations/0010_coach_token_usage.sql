-- Tokens each caller spent on an LLM coach per UTC day (decision 0081). `subject` is
-- "user:<uid>" for the signed-in and "ip:<address>" for anonymous callers where allowed.
CREATE TABLE coach_token_usage (
  subject text NOT NULL,
  day date NOT NULL,
  tokens bigint NOT NULL CHECK (tokens >= 0),
  PRIMARY KEY (subject, day)
);

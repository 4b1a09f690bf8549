-- Accounts deleted in the last day, by the SHA-256 of their user id (never the id itself, so the
-- erased id stays unreadable in the store's files). A submission that passed sign-in just before
-- its account was deleted checks this under the same per-user lock as the erasure, and is refused
-- instead of writing a row after the erasure (docs/decisions/0035).
CREATE TABLE erased_accounts (
  user_id_sha256 text PRIMARY KEY,
  erased_at timestamptz NOT NULL DEFAULT now()
);

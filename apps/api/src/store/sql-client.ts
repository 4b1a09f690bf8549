/**
 * The little raw SQL the store needs beside the query builder (migrations, health checks, test
 * resets), behind one interface both engines implement.
 */
export interface SqlSession {
  query<Row extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** Runs a script of several statements; scripts take no parameters. */
  exec(script: string): Promise<void>;
}

export interface SqlClient extends SqlSession {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (session: SqlSession) => Promise<T>): Promise<T>;
}

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '../../src/store/migrate.js';
import type { Store } from '../../src/store/open-store.js';
import { ratingRequests, ratings } from '../../src/store/ratings-schema.js';
import { assessments, people, profiles } from '../../src/store/schema.js';
import {
  shareConnections,
  shareInvites,
  shareTeamMembers,
  shareTeams,
} from '../../src/store/sharing-schema.js';
import { PGLITE_LEG, type OpenedStore } from '../helpers/stores.js';

describe('migrations', () => {
  let opened: OpenedStore;
  let store: Store;
  let dir: string;

  beforeAll(async () => {
    opened = await PGLITE_LEG.open();
    store = opened.store;
  });
  afterAll(async () => {
    await opened?.dispose();
  });

  describe('the repository’s migrations', () => {
    it('create exactly the tables and columns the query builder expects', async () => {
      for (const table of [
        assessments,
        profiles,
        people,
        ratingRequests,
        ratings,
        shareInvites,
        shareConnections,
        shareTeams,
        shareTeamMembers,
      ]) {
        const config = getTableConfig(table);
        const columns = await store.sql.query<{
          column_name: string;
          data_type: string;
          is_nullable: string;
        }>(
          `SELECT column_name, data_type, is_nullable FROM information_schema.columns
           WHERE table_name = $1 ORDER BY column_name`,
          [config.name],
        );
        const expected = config.columns
          .map((column) => ({
            column_name: column.name,
            data_type: column.getSQLType(),
            is_nullable: column.notNull ? 'NO' : 'YES',
          }))
          .sort((a, b) => a.column_name.localeCompare(b.column_name));
        expect(columns).toEqual(expected);
      }
    });
  });

  describe('the migrator (with migrations written for the test)', () => {
    const write = (file: string, sql: string) => writeFile(path.join(dir, file), sql);
    const tables = async () =>
      (
        await store.sql.query<{ table_name: string }>(
          `SELECT table_name FROM information_schema.tables
           WHERE table_schema = 'test_migrations' ORDER BY table_name`,
        )
      ).map((row) => row.table_name);

    beforeEach(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'styleprint-migrations-'));
      // A schema of its own, so the real tables (and their schema_migrations) stay untouched.
      await store.sql.exec(
        'DROP SCHEMA IF EXISTS test_migrations CASCADE; CREATE SCHEMA test_migrations; SET search_path TO test_migrations',
      );
    });
    afterAll(async () => {
      await store.sql.exec(
        'SET search_path TO public; DROP SCHEMA IF EXISTS test_migrations CASCADE',
      );
      await rm(dir, { recursive: true, force: true });
    });

    it('applies pending migrations in version order, once', async () => {
      await write('0002_second.sql', 'ALTER TABLE one ADD COLUMN label text;');
      await write('0001_first.sql', 'CREATE TABLE one (id int PRIMARY KEY);');
      expect(await migrate(store.sql, await readMigrations(dir))).toEqual({ applied: [1, 2] });
      expect(await migrate(store.sql, await readMigrations(dir))).toEqual({ applied: [] });
      await write('0003_third.sql', 'CREATE TABLE three (id int);');
      expect(await migrate(store.sql, await readMigrations(dir))).toEqual({ applied: [3] });
      expect(await tables()).toEqual(['one', 'schema_migrations', 'three']);
    });

    it('applies nothing when one pending migration fails', async () => {
      await write('0001_first.sql', 'CREATE TABLE one (id int PRIMARY KEY);');
      await write(
        '0002_broken.sql',
        'CREATE TABLE two (id int PRIMARY KEY); SELECT no_such_function();',
      );
      await expect(migrate(store.sql, await readMigrations(dir))).rejects.toThrow(
        /no_such_function/,
      );
      expect(await tables()).toEqual([]);
    });

    it('refuses to start when an applied migration was edited', async () => {
      await write('0001_first.sql', 'CREATE TABLE one (id int PRIMARY KEY);');
      await migrate(store.sql, await readMigrations(dir));
      await write('0001_first.sql', 'CREATE TABLE one (id bigint PRIMARY KEY);');
      await expect(migrate(store.sql, await readMigrations(dir))).rejects.toThrow(
        /Migration 1 \(first\) was edited after it was applied/,
      );
    });

    it('refuses to start when the database is ahead of this build', async () => {
      await write('0001_first.sql', 'CREATE TABLE one (id int PRIMARY KEY);');
      await write('0002_second.sql', 'CREATE TABLE two (id int PRIMARY KEY);');
      await migrate(store.sql, await readMigrations(dir));
      await rm(path.join(dir, '0002_second.sql'));
      await expect(migrate(store.sql, await readMigrations(dir))).rejects.toThrow(
        /has migration 2, which this build does not know/,
      );
    });

    it('refuses a migration file that does not follow NNNN_name.sql', async () => {
      await write('1_first.sql', 'SELECT 1;');
      await expect(readMigrations(dir)).rejects.toThrow(/is not named NNNN_short_name\.sql/);
    });
  });
});

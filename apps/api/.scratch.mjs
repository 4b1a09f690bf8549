import { PGlite } from '@electric-sql/pglite';
const dir = '/tmp/sp-api-scratch/pgdata';
const db = await PGlite.create(dir);
console.log(process.argv[2], 'opened', (await db.query('select count(*) from t')).rows);
await db.query('insert into t values ($1, $2)', [Number(process.argv[2]), '{"a":1}']);
await new Promise(r => setTimeout(r, 3000));
console.log(process.argv[2], (await db.query('select count(*) from t')).rows);
await db.close();

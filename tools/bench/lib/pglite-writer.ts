/**
 * Child of tools/bench/faults.ts (kill -9 trials): opens the PGlite store in DATA_DIR and saves
 * submissions in a loop, printing each id only after its transaction committed. The parent kills
 * it with SIGKILL at a random moment and checks that every printed id survived.
 */
import { deriveProfile } from '@styleprint/scoring';
import { openStore } from '../../../apps/api/src/store/open-store.js';
import { PAYLOAD } from './stack.js';

const dataDir = process.env['DATA_DIR'];
if (!dataDir) throw new Error('DATA_DIR is required');
const store = await openStore({ kind: 'pglite', dataDir });
const profile = deriveProfile(PAYLOAD);
process.stdout.write('ready\n');
for (;;) {
  const stored = await store.profiles.saveAssessment('kill-9-user', PAYLOAD, profile);
  // Pipes are written synchronously on Linux: once this returns, the parent has the line.
  process.stdout.write(`ack ${stored.id}\n`);
}

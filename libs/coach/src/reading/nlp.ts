import winkNLP, { type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/**
 * The English NLP pipeline (wink-nlp with its lite web model, shipped inside the npm package: no
 * download at run time). Loading takes ~150 ms, so it happens once per process, on first use, and
 * `loadNlp` reports how long it took for the benchmark.
 */
let loaded: { nlp: WinkMethods; loadMs: number } | null = null;

export function loadNlp(): { nlp: WinkMethods; loadMs: number } {
  if (!loaded) {
    const started = performance.now();
    const nlp = winkNLP(model);
    loaded = { nlp, loadMs: performance.now() - started };
  }
  return loaded;
}

export function nlp(): WinkMethods {
  return loadNlp().nlp;
}

/**
 * Loads the model and runs one small reading, so the first user's request pays neither the model
 * load nor the one-time compilation of the word lists (which would count against its budget).
 */
export function warmUp(read: (text: string) => unknown): { loadMs: number; warmMs: number } {
  const { loadMs } = loadNlp();
  const started = performance.now();
  read('Sam: Could you send the report by Friday? Thanks!\nMe: Yes, I will.');
  return { loadMs, warmMs: performance.now() - started };
}

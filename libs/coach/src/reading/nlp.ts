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

/**
 * Cross-validation of the safety classifier: `npx tsx tools/bench/safety-cv.ts [--folds 5] [--misses]
 * [--false-alarms]`.
 *
 * Splits every training file (libs/coach/src/data/moments/corpus/train) into folds by position,
 * trains on the others, and scores each held-back item the way the guard reads it: the phrase
 * lists, then the classifier (a chat message whole; a pasted conversation turn by turn), and the
 * fraud lists. Prints recall per class and false alarms on controls, per mode. Also prints the
 * leak-free check: trained on the repository's own files only, tested on `12-independent`
 * (docs/decisions/0125-coach-safety-moments.md). Never reads the held-out file.
 */
import {
  CLASSES,
  train,
  trainingItems,
  type CorpusItem,
  type Model,
} from '../../libs/coach/src/safety/classifier.js';
import { classifierKinds, findMoments, textWords } from '../../libs/coach/src/safety/detect.js';
import { fraudWarnings } from '../../libs/coach/src/safety/moment.js';
import {
  trainWeights,
  weightedTrainingItems,
  type Weights,
} from '../../libs/coach/src/safety/weights.js';

const args = process.argv.slice(2);
const foldsAt = args.indexOf('--folds');
const FOLDS = foldsAt >= 0 ? Number(args[foldsAt + 1]) : 5;
const SHOW = args.includes('--false-alarms');
const MISSES = args.includes('--misses');
const DANGER = new Set(['crisis', 'harassment', 'violence']);

/** The classes the guard raises for an item under `model`. */
function raised(item: CorpusItem, model: Model, weighted: Weights): Set<string> {
  const found = new Set<string>();
  const chat = item.mode === 'chat';
  for (const hit of findMoments(item.text, { classifier: false, model })) {
    if (chat || DANGER.has(hit.kind)) found.add(hit.kind);
  }
  if (fraudWarnings(item.text, item.mode).length > 0) found.add('fraud');
  for (const guess of classifierKinds(item.text, item.mode, model, weighted)) {
    if (chat || DANGER.has(guess.kind) || guess.kind === 'fraud') found.add(guess.kind);
  }
  return found;
}

type Tally = Map<string, { total: number; ok: number }>;

function tally(rows: Tally, item: CorpusItem, found: Set<string>): void {
  const ok = item.class === 'control' ? found.size === 0 : found.has(item.class);
  for (const key of [item.class, `${item.mode}:${item.class}`]) {
    const row = rows.get(key) ?? { total: 0, ok: 0 };
    row.total += 1;
    if (ok) row.ok += 1;
    rows.set(key, row);
  }
}

function print(title: string, rows: Tally): void {
  process.stdout.write(`${title}\n`);
  for (const prefix of ['', 'chat:', 'conversation:']) {
    const line = CLASSES.map((cls) => {
      const row = rows.get(`${prefix}${cls}`);
      if (!row) return null;
      const rate = cls === 'control' ? 1 - row.ok / row.total : row.ok / row.total;
      const label = cls === 'control' ? 'false alarms' : cls;
      return `${label} ${(rate * 100).toFixed(1)}% (${cls === 'control' ? row.total - row.ok : row.ok}/${row.total})`;
    })
      .filter(Boolean)
      .join(', ');
    process.stdout.write(`  ${prefix || 'all:'} ${line}\n`);
  }
}

// Every training item; the naive Bayes of each fold leaves the long questions out, as the
// engine's does (safety/weights.ts).
const items = weightedTrainingItems();
const naiveBayesIds = new Set(trainingItems().map((item) => item.id));
const words = new Map<string, string[]>();
const reader = (text: string): string[] => {
  let got = words.get(text);
  if (!got) {
    got = textWords(text);
    words.set(text, got);
  }
  return got;
};

const cv: Tally = new Map();
for (let fold = 0; fold < FOLDS; fold += 1) {
  const rest = items.filter((_, at) => at % FOLDS !== fold);
  const model = train(
    rest.filter((item) => naiveBayesIds.has(item.id)),
    reader,
  );
  const weighted = trainWeights(rest, reader);
  items.forEach((item, at) => {
    if (at % FOLDS !== fold) return;
    const found = raised(item, model, weighted);
    tally(cv, item, found);
    if (MISSES && item.class !== 'control' && !found.has(item.class)) {
      process.stdout.write(
        `  miss ${item.id} [${item.class}/${item.mode}] raised ${[...found].join('+') || 'nothing'}: ${item.text.slice(0, 160).replace(/\n/g, ' / ')}\n`,
      );
    }
    if (SHOW && item.class === 'control' && found.size > 0) {
      const lists = findMoments(item.text, { classifier: false, model }).map((hit) => hit.phrase);
      process.stdout.write(
        `  false alarm ${item.id} ${[...found].join('+')} [${lists.join('; ')}]: ${item.text.slice(0, 160).replace(/\n/g, ' / ')}\n`,
      );
    }
  });
}
print(`${FOLDS}-fold cross-validation over ${items.length} training items`, cv);

const independent = items.filter((item) => item.id.startsWith('ind-'));
const own = train(
  items.filter((item) => !item.id.startsWith('ind-') && naiveBayesIds.has(item.id)),
  reader,
);
const ownWeighted = trainWeights(
  items.filter((item) => !item.id.startsWith('ind-')),
  reader,
);
const fresh: Tally = new Map();
for (const item of independent) tally(fresh, item, raised(item, own, ownWeighted));
print(`trained on the repository's files, tested on 12-independent (${independent.length})`, fresh);

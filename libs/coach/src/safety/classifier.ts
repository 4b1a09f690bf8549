import type { MomentKind, MomentVariant } from '../data/moments/index.js';
import first from '../data/moments/corpus/train/1-dev.json' with { type: 'json' };
import second from '../data/moments/corpus/train/2-dev.json' with { type: 'json' };
import third from '../data/moments/corpus/train/3-first-heldout.json' with { type: 'json' };
import fourth from '../data/moments/corpus/train/4-second-heldout.json' with { type: 'json' };
import fifth from '../data/moments/corpus/train/5-more.json' with { type: 'json' };
import sixth from '../data/moments/corpus/train/6-more.json' with { type: 'json' };
import seventh from '../data/moments/corpus/train/7-third-heldout.json' with { type: 'json' };
import eighth from '../data/moments/corpus/train/8-fourth-heldout.json' with { type: 'json' };
import ninth from '../data/moments/corpus/train/9-fifth-heldout.json' with { type: 'json' };
import tenth from '../data/moments/corpus/train/10-more.json' with { type: 'json' };
import eleventh from '../data/moments/corpus/train/11-sixth-heldout.json' with { type: 'json' };
import twelfth from '../data/moments/corpus/train/12-independent.json' with { type: 'json' };
import thirteenth from '../data/moments/corpus/train/13-first-independent-batch.json' with { type: 'json' };
import fourteenth from '../data/moments/corpus/train/14-more-indirect.json' with { type: 'json' };
import fifteenth from '../data/moments/corpus/train/15-second-independent-batch.json' with { type: 'json' };
import sixteenth from '../data/moments/corpus/train/16-third-independent-batch.json' with { type: 'json' };
import seventeenth from '../data/moments/corpus/train/17-fourth-independent-batch.json' with { type: 'json' };
import eighteenth from '../data/moments/corpus/train/18-chat-batch-questions.json' with { type: 'json' };
import twentieth from '../data/moments/corpus/train/20-fifth-independent-batch.json' with { type: 'json' };
import twentyFirst from '../data/moments/corpus/train/21-sixth-independent-batch.json' with { type: 'json' };
import twentySecond from '../data/moments/corpus/train/22-seventh-independent-batch.json' with { type: 'json' };
import twentyThird from '../data/moments/corpus/train/23-eighth-independent-batch.json' with { type: 'json' };
import ninthBatch from '../data/moments/corpus/chat/24-ninth-independent-batch.json' with { type: 'json' };
import tenthBatch from '../data/moments/corpus/chat/25-tenth-independent-batch.json' with { type: 'json' };
import eleventhBatch from '../data/moments/corpus/chat/26-eleventh-independent-batch.json' with { type: 'json' };
import twelfthBatch from '../data/moments/corpus/chat/27-twelfth-independent-batch.json' with { type: 'json' };
import thirteenthBatch from '../data/moments/corpus/chat/28-thirteenth-independent-batch.json' with { type: 'json' };
import fourteenthBatch from '../data/moments/corpus/chat/29-fourteenth-independent-batch.json' with { type: 'json' };
import fifteenthBatch from '../data/moments/corpus/chat/30-fifteenth-independent-batch.json' with { type: 'json' };
import laterChatQuestions from '../data/moments/corpus/chat/31-chat-batch-questions-n-to-u.json' with { type: 'json' };
import sixteenthBatch from '../data/moments/corpus/chat/32-sixteenth-independent-batch.json' with { type: 'json' };
import chatQuestionsVW from '../data/moments/corpus/chat/33-chat-batch-questions-v-w.json' with { type: 'json' };
import pointsQuestions from '../data/moments/corpus/chat/35-ordinary-questions-points-dev.json' with { type: 'json' };

/**
 * A small naive Bayes classifier over words and word pairs, trained at first use on the corpus
 * in data/moments/corpus/train (written for training; docs/decisions/0125-coach-safety-moments.md).
 * It backs the phrase lists up on wording they do not hold ("put me in the ground", "shirtless
 * photos"): it raises a moment only when its best class beats the runner-up, control included, by
 * a log-odds margin (MARGINS, per class and mode). The held-out file is never read here.
 */
export interface CorpusItem {
  id: string;
  class: string;
  mode: 'chat' | 'conversation';
  text: string;
}

/** Fraud is learnt too, so a scam is not mistaken for harassment; its answer stays the fraud lists'. */
export const CLASSES = [
  'crisis',
  'harassment',
  'violence',
  'medical',
  'legal',
  'fraud',
  'control',
] as const;
export type ClassName = (typeof CLASSES)[number];

/**
 * How far (natural log) the best class must beat the runner-up before it is raised, per class and
 * mode; chosen by cross-validation (tools/bench/safety-cv.ts), never on the held-out file. Crisis
 * is lowest: a missed crisis costs a script sent to someone in danger. Fraud in a conversation's
 * turn needs 13: an ordinary procurement turn of the fixtures ("exceptions need written approval
 * from the finance director") reads as fraud by 12.4.
 */
export const MARGINS: Record<
  'chat' | 'conversation',
  Record<Exclude<ClassName, 'control'>, number>
> = {
  chat: {
    // Crisis 2.5, harassment 7, legal 6 and fraud 7 (from 1.5, 5, 5 and 5) since chat messages
    // are also read with the later fresh batches (corpus/chat, decision 0133): at the old margins
    // the ninth to thirteenth batches raised 18 more crisis, 19 more harassment, 6 more legal and
    // 10 more fraud false alarms on the 7,040 chat-situation questions. Crisis 3 (from 2.5) once
    // the fifteenth batch joined: at 2.5 "what should I say to him about the thing on monday? I
    // don't want it to go like last time" read as a crisis by 2.7 (decision 0134).
    crisis: 3,
    harassment: 7,
    violence: 5,
    medical: 5,
    legal: 6,
    fraud: 7,
  },
  conversation: {
    crisis: 3,
    harassment: 5,
    violence: 5,
    medical: 12,
    legal: 12,
    fraud: 13,
  },
};

/** Additive smoothing of the word counts. */
const SMOOTHING = 0.5;

/** Words too common to say anything about a class. */
const STOP = new Set([
  'the',
  'a',
  'an',
  'to',
  'and',
  'of',
  'in',
  'on',
  'at',
  'for',
  'is',
  'it',
  'this',
  'that',
  'i',
  'me',
  'my',
  'you',
  'your',
  'he',
  'she',
  'they',
  'we',
  'be',
  'was',
  'with',
  'how',
  'do',
  'what',
  'so',
  'but',
  'or',
  'if',
  'am',
  'are',
  'have',
  'has',
  'did',
  'does',
  'not',
]);

/** Features of a text's words (already normalised and idiom-masked): words and adjacent pairs. */
function features(words: readonly string[]): Set<string> {
  const kept = words.filter((word) => word !== '' && !STOP.has(word) && !word.startsWith('\u0001'));
  const out = new Set(kept);
  for (let at = 0; at + 1 < kept.length; at += 1) out.add(`${kept[at]}_${kept[at + 1]}`);
  return out;
}

export interface Model {
  vocabulary: Set<string>;
  documents: Map<ClassName, number>;
  counts: Map<ClassName, Map<string, number>>;
  totals: Map<ClassName, number>;
  size: number;
}

let model: Model | null = null;

/** The training items. */
export function trainingItems(): CorpusItem[] {
  return (
    [
      first,
      second,
      third,
      fourth,
      fifth,
      sixth,
      seventh,
      eighth,
      ninth,
      tenth,
      eleventh,
      twelfth,
      thirteenth,
      fourteenth,
      fifteenth,
      sixteenth,
      seventeenth,
      eighteenth,
      twentieth,
      twentyFirst,
      twentySecond,
      twentyThird,
    ] as CorpusItem[][]
  ).flat();
}

/** A model trained on `items`, each read by `wordsOf` (the detector's own reading). */
export function train(items: readonly CorpusItem[], wordsOf: (text: string) => string[]): Model {
  const trained: Model = {
    vocabulary: new Set(),
    documents: new Map(CLASSES.map((c) => [c, 0])),
    counts: new Map(CLASSES.map((c) => [c, new Map()])),
    totals: new Map(CLASSES.map((c) => [c, 0])),
    size: 0,
  };
  for (const item of items) {
    const cls = item.class as ClassName;
    if (!CLASSES.includes(cls)) continue;
    trained.size += 1;
    trained.documents.set(cls, (trained.documents.get(cls) ?? 0) + 1);
    const counts = trained.counts.get(cls) as Map<string, number>;
    for (const feature of features(wordsOf(item.text))) {
      trained.vocabulary.add(feature);
      counts.set(feature, (counts.get(feature) ?? 0) + 1);
      trained.totals.set(cls, (trained.totals.get(cls) ?? 0) + 1);
    }
  }
  return trained;
}

/** Trains once on every training file; `wordsOf` is the detector's own reading of a text. */
export function classifier(wordsOf: (text: string) => string[]): Model {
  model ??= train(trainingItems(), wordsOf);
  return model;
}

/**
 * The training items and the later fresh batches (corpus/chat), for chat messages only: trained
 * on those, the model found a fifth more of a new writer's crises in chat, and read a handover
 * question and a loading-bay question of the labelled pasted conversations as moments
 * (docs/decisions/0133-coach-safety-warning-signs.md).
 */
export function chatTrainingItems(): CorpusItem[] {
  return [
    ...trainingItems(),
    ...(
      [
        ninthBatch,
        tenthBatch,
        eleventhBatch,
        twelfthBatch,
        thirteenthBatch,
        fourteenthBatch,
        fifteenthBatch,
        laterChatQuestions,
        sixteenthBatch,
        chatQuestionsVW,
        pointsQuestions,
      ] as CorpusItem[][]
    ).flat(),
  ];
}

let chatModel: Model | null = null;

/** The naive Bayes a chat message is read with. */
export function chatClassifier(wordsOf: (text: string) => string[]): Model {
  chatModel ??= train(chatTrainingItems(), wordsOf);
  return chatModel;
}

/** The best class of a text (multinomial naive Bayes), and its log-odds margin over the runner-up. */
export function classify(
  trained: Model,
  words: readonly string[],
): { kind: ClassName; margin: number } {
  const present = [...features(words)].filter((feature) => trained.vocabulary.has(feature));
  const scores = CLASSES.map((cls) => {
    const counts = trained.counts.get(cls) as Map<string, number>;
    const total = trained.totals.get(cls) ?? 0;
    let score = Math.log((trained.documents.get(cls) ?? 0) / trained.size);
    for (const feature of present) {
      score += Math.log(
        ((counts.get(feature) ?? 0) + SMOOTHING) / (total + SMOOTHING * trained.vocabulary.size),
      );
    }
    return { kind: cls, score };
  });
  return bestOf(scores);
}

/** The best-scoring class and its margin over the runner-up: how both classifiers decide. */
export function bestOf(scores: readonly { kind: ClassName; score: number }[]): {
  kind: ClassName;
  margin: number;
} {
  const [best, next] = [...scores].sort((a, b) => b.score - a.score);
  return { kind: best?.kind ?? 'control', margin: (best?.score ?? 0) - (next?.score ?? 0) };
}

/**
 * Words one of which a pasted conversation's turn must hold before the classifier may raise a
 * class there: a conversation has many turns, and ordinary ones ("I feel terrible, I'm so sorry")
 * lean toward a class by several nats. Chat messages need none since the independent corpus
 * (train/12-independent): with it, the gate cost more recall than it saved false alarms.
 */
const ANCHORS: Record<Exclude<ClassName, 'control' | 'fraud'>, readonly string[]> = {
  crisis: [
    'die',
    'dying',
    'dead',
    'death',
    'suicide',
    'suicidal',
    'live',
    'living',
    'alive',
    'life',
    'end',
    'ending',
    'pills',
    'myself',
    'around',
    'point',
    'wake',
    'exist',
    'existing',
    'disappear',
    'gone',
    'without',
    'burden',
    'goodbye',
    'hopeless',
    'worthless',
    'here',
    'anymore',
    'kill',
    'hurt',
    'cut',
    'cutting',
    'jump',
    'bridge',
    'overdose',
  ],
  harassment: [
    'touch',
    'touches',
    'touching',
    'touched',
    'body',
    'comment',
    'comments',
    'sexual',
    'sexy',
    'jokes',
    'joke',
    'accent',
    'race',
    'racist',
    'gay',
    'trans',
    'pregnant',
    'woman',
    'women',
    'old',
    'older',
    'age',
    'religion',
    'muslim',
    'black',
    'asian',
    'wheelchair',
    'fat',
    'mock',
    'mocks',
    'mocking',
    'laugh',
    'laughs',
    'calls',
    'called',
    'names',
    'kiss',
    'hug',
    'naked',
    'clothes',
    'date',
    'dates',
    'bully',
    'bullied',
    'bullying',
    'humiliates',
    'humiliated',
    'screams',
    'yells',
    'harass',
    'harassed',
    'harassing',
    'harassment',
    'creepy',
    'stare',
    'stares',
    'hair',
    'breasts',
    'legs',
    'flirty',
    'foreigner',
    'stammer',
    'stutter',
    'kids',
    'worthless',
  ],
  violence: [
    'threat',
    'threats',
    'threatened',
    'threatening',
    'hurt',
    'kill',
    'knife',
    'gun',
    'weapon',
    'punch',
    'punched',
    'shove',
    'shoved',
    'follow',
    'following',
    'followed',
    'stalk',
    'stalking',
    'scared',
    'afraid',
    'unsafe',
    'safe',
    'face',
    'attack',
    'attacked',
    'hit',
    'beat',
    'choke',
    'strangle',
    'outside',
    'shoot',
    'stab',
    'pinned',
    'slammed',
    'spat',
    'fists',
    'fist',
    'rifle',
    'walk',
    'slash',
    'hospital',
    'regret',
    'sorry',
    'watch',
    'violent',
    'police',
  ],
  medical: [
    'dose',
    'dosage',
    'mg',
    'pills',
    'pill',
    'medication',
    'doctor',
    'symptoms',
    'diagnosed',
    'cancer',
    'surgery',
    'operation',
    'take',
    'safe',
    'adhd',
    'pain',
    'headache',
    'headaches',
    'migraine',
    'infection',
    'antibiotics',
    'chest',
    'heart',
    'dizzy',
    'melatonin',
    'ibuprofen',
    'xanax',
    'chemo',
    'therapy',
    'treatment',
    'sick',
    'stone',
    'hysterectomy',
    'vitamin',
    'supplement',
    'drink',
    'caffeine',
  ],
  legal: [
    'legal',
    'legally',
    'illegal',
    'law',
    'rights',
    'allowed',
    'fire',
    'fired',
    'dismissed',
    'contract',
    'pay',
    'paid',
    'salary',
    'wages',
    'notice',
    'lawyer',
    'sue',
    'entitled',
    'owed',
    'overtime',
    'holiday',
    'leave',
    'maternity',
    'pregnant',
    'discrimination',
    'tribunal',
    'union',
    'redundant',
    'severance',
    'dock',
    'deduct',
    'uniform',
    'interview',
    'sign',
    'tips',
    'reference',
    'quit',
    'hours',
  ],
};

/**
 * Crisis anchors too common in ordinary conversation turns ("we're flexible here", "see where we
 * end up"): a pasted conversation's turn needs one of the others.
 */
const EVERYDAY = new Set([
  'here',
  'around',
  'point',
  'without',
  'end',
  'live',
  'living',
  'life',
  'gone',
  'wake',
  'anymore',
  // "I'll take the call myself": in a pasted conversation, only after a harm word (see HARMED).
  'myself',
]);

/** True when the words hold one of the class's anchors (a conversation turn: not an everyday one). */
export function anchored(
  kind: Exclude<ClassName, 'control' | 'fraud'>,
  words: readonly string[],
  mode: 'chat' | 'conversation' = 'chat',
): boolean {
  const anchors = new Set(ANCHORS[kind]);
  return words.some(
    (word, index) =>
      anchors.has(word) &&
      (mode === 'chat' ||
        !EVERYDAY.has(word) ||
        (word === 'myself' && HARMED.has(words[index - 1] ?? ''))),
  );
}

/** "hitting myself", "hurt myself": the only company in which "myself" anchors a pasted turn. */
const HARMED = new Set([
  'hit',
  'hitting',
  'hurt',
  'hurting',
  'harm',
  'harming',
  'cut',
  'cutting',
  'kill',
  'killing',
  'punch',
  'punching',
  'punish',
  'punishing',
  'burn',
  'burning',
  'starve',
  'starving',
  'scratch',
  'scratching',
  'drown',
  'hate',
]);

const SEXUAL = new Set([
  'body',
  'sexy',
  'sexual',
  'touch',
  'touching',
  'touched',
  'kiss',
  'kissy',
  'kissing',
  'date',
  'dates',
  'breasts',
  'boobs',
  'legs',
  'naked',
  'shirtless',
  'clothes',
  'lap',
  'hug',
  'hugs',
  'hotel',
  'lips',
  'wants',
  'hot',
  'butt',
  'flirty',
  'nudes',
  'bed',
]);
const IDENTITY = new Set([
  'accent',
  'race',
  'racist',
  'gay',
  'trans',
  'pregnant',
  'woman',
  'women',
  'girl',
  'old',
  'older',
  'age',
  'religion',
  'muslim',
  'black',
  'asian',
  'indian',
  'wheelchair',
  'disability',
  'foreigner',
  'fat',
  'kids',
  'stammer',
  'stutter',
  'english',
  'skin',
  'hijab',
  'jewish',
  'immigrant',
]);
const MEDICINE = new Set([
  'dose',
  'dosage',
  'mg',
  'take',
  'pills',
  'medication',
  'tablets',
  'antibiotics',
  'painkillers',
  'xanax',
  'ibuprofen',
  'melatonin',
  'antidepressants',
  'prescription',
]);

/** Which answer a classified moment gets: the variant its words point to. */
export function variantOf(kind: MomentKind, words: readonly string[]): MomentVariant {
  const has = (set: Set<string>) => words.some((word) => set.has(word));
  if (kind === 'harassment')
    return has(SEXUAL) ? 'sexual' : has(IDENTITY) ? 'discrimination' : 'bullying';
  if (kind === 'medical') return has(MEDICINE) ? 'medication' : 'health';
  return kind === 'crisis' ? 'crisis' : kind === 'violence' ? 'violence' : 'legal';
}

import { hedges as hedgeWordList } from 'hedges';
import { APOLOGIES } from '../../data/words/apologies.js';
import { GRATITUDE } from '../../data/words/gratitude.js';
import { STABILITY_WORDS } from '../../data/words/stability-words.js';

/** The word families, one data file each (libs/coach/src/data/words). */
export { BOOSTERS } from '../../data/words/boosters.js';
export { GRATITUDE } from '../../data/words/gratitude.js';
export { WARMTH } from '../../data/words/warmth.js';
export { APOLOGIES } from '../../data/words/apologies.js';
export { POSITIVE_AFFECT } from '../../data/words/positive-affect.js';
export { NEGATIVE_AFFECT } from '../../data/words/negative-affect.js';
export { DATA_WORDS } from '../../data/words/data-words.js';
export { PROCESS_WORDS } from '../../data/words/process-words.js';
export { PEOPLE_WORDS } from '../../data/words/people-words.js';
export { IDEA_WORDS } from '../../data/words/idea-words.js';
export { RESULT_WORDS } from '../../data/words/result-words.js';
export { STABILITY_WORDS } from '../../data/words/stability-words.js';
export { PRECISION_QUESTIONS } from '../../data/words/precision-questions.js';

/**
 * Word lists behind each measure. Sentiment comes from wink-nlp's own lexicon (with negation and
 * emoji); hedges start from the `hedges` npm list (wooorm/hedges); the rest are short, hand-checked
 * lists in the spirit of Hyland's metadiscourse categories (hedges, boosters, attitude markers) and
 * the DiSC/Emergenetics vocabulary. Entries are written as a person types them; the matcher runs
 * them through the same tokenizer as the text, so "don't know" matches "do not know" too.
 */

/**
 * Entries of the `hedges` list that are not hedges in conversation: boosters ("clearly",
 * "definitely": certainty), quantities ("many", "few"), and words too common to mean doubt
 * ("can", "like", "about", "will", "say", "read").
 */
const NOT_HEDGES = new Set([
  'always',
  'be sure',
  'can',
  'certain',
  'certainly',
  'clear',
  'clearly',
  'definite',
  'definitely',
  'diagnostic',
  'find',
  'finds',
  'found',
  'like',
  'about',
  'around',
  'bunch',
  'couple',
  'few',
  'little',
  'many',
  'most',
  'much',
  'must',
  'read',
  'say',
  'says',
  'several',
  'some',
  'somebody',
  'someone',
  'something',
  'somewhere',
  'surely',
  'will',
  'would',
  'should',
  'understand',
  'understands',
  'understood',
  'think',
  'thinks',
  'thought',
  'often',
  'frequently',
  'usually',
  'overall',
  'mainly',
  'mostly',
  'largely',
  'generally',
  'in general',
  'effectively',
  'actually',
  'really',
  'quite clearly',
  'evidently',
  'apparent',
  'rare',
  'rarely',
  'seldom',
  'occasionally',
  'necessarily',
  'consider',
  'considered',
  'considers',
  'estimate',
  'estimated',
  'estimates',
  'indicate',
  'at least',
  'so far',
]);

const HEDGE_ENTRIES: readonly string[] = [
  ...hedgeWordList.filter((entry) => !NOT_HEDGES.has(entry)),
  'i think',
  'i guess',
  'i feel like',
  'i was hoping',
  'i wonder',
  'wondering',
  'not sure',
  'not totally sure',
  'if that is ok',
  "if that's okay",
  'if you do not mind',
  'a little',
  'a bit',
  'maybe',
  'kind of',
  'sort of',
  'i suppose',
  'might be',
  'hopefully',
  'just wondering',
  'no pressure',
  'when you have a moment',
  'if possible',
  'would it be possible',
];

/**
 * Hedges, each once (the npm list and ours overlap), and none that the steady families
 * (stability, apologies, thanks) already count: one word must not count twice for DiSC S.
 */
const STEADY = new Set(
  [...STABILITY_WORDS, ...APOLOGIES, ...GRATITUDE].map((e) => e.toLowerCase()),
);
export const HEDGES: readonly string[] = [
  ...new Set(HEDGE_ENTRIES.map((e) => e.toLowerCase())),
].filter((entry) => !STEADY.has(entry));

/** Verbs that start commands even when the tagger hesitates. */
export const IMPERATIVE_VERBS: ReadonlySet<string> = new Set([
  'send',
  'fix',
  'decide',
  'do',
  'make',
  'get',
  'call',
  'check',
  'confirm',
  'share',
  'update',
  'finish',
  'ship',
  'stop',
  'start',
  'review',
  'redo',
  'add',
  'remove',
  'tell',
  'give',
  'let',
  'bring',
  'move',
  'take',
  'write',
  'prepare',
  'schedule',
  'book',
  'cancel',
  'keep',
  'use',
  'go',
  'come',
  'focus',
  'flag',
  'sort',
  'reply',
  'answer',
  'email',
  'ping',
  'loop',
  'submit',
  'deliver',
  'change',
  'drop',
  'push',
  'approve',
  'sign',
  'own',
  'handle',
  'be',
  'put',
  'try',
  'delete',
  'escalate',
  'cut',
  'resend',
  'rewrite',
  'draft',
  'show',
  'plan',
  'pay',
  'list',
  'attach',
  'page',
  'roll',
  'run',
  'rename',
  'split',
  'copy',
  'read',
]);

/** Verbs that open polite or social sentences rather than commands ("Thank you", "Hope you're well"). */
export const NOT_COMMANDS: ReadonlySet<string> = new Set([
  'thank',
  'thanks',
  'hope',
  'love',
  'think',
  'guess',
  'wish',
  'see',
  'welcome',
  'congrats',
  'sorry',
  'agree',
  'understand',
  'mean',
  'feel',
  'wonder',
  'know',
  'believe',
  'haha',
  'lol',
  'okay',
  'ok',
  'sounds',
  'looks',
]);

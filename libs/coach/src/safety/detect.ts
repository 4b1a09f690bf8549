import { LIMITS } from '@styleprint/contracts';
import {
  IDIOMS,
  JOKING,
  MENTION,
  MOMENT_LEXICONS,
  MOMENT_PRIORITY,
  NEGATIONS,
  PERSONAL,
  type MomentKind,
  type MomentVariant,
} from '../data/moments/index.js';
import { END, momentWords, sentencesOf } from './normalise.js';
import {
  anchored,
  chatClassifier,
  classifier,
  classify,
  MARGINS,
  variantOf,
  type ClassName,
  type Model,
} from './classifier.js';
import { compileSet, findAll, type PhraseMatch, type PhraseSet } from './phrases.js';
import {
  chatWeights,
  weigh,
  weights,
  WEIGHTED_KINDS,
  WEIGHTS_MARGIN,
  WEIGHTS_MIN_WORDS,
  type Weights,
} from './weights.js';
import { acrossTurns, warmAcrossTurns } from './across-turns.js';
import { signsHits, warmSigns } from './signs.js';

/** One moment found in a text, with the sentence and phrase that raised it (for tests and logs). */
export interface MomentHit {
  kind: MomentKind;
  variant: MomentVariant;
  phrase: string;
  sentence: string;
  /** True when the classifier raised it, not a phrase list. */
  classified?: boolean;
}

interface CompiledLexicon {
  kind: MomentKind;
  variant: MomentVariant;
  strong: PhraseSet;
  personal: PhraseSet;
  pairs: { variant: MomentVariant; a: PhraseSet; b: PhraseSet; personal: boolean }[];
}

let compiled: { idioms: PhraseSet; lexicons: CompiledLexicon[] } | null = null;

/** Compiles the word lists once (the server's warm-up pays it, not a request). */
function momentLists(): { idioms: PhraseSet; lexicons: CompiledLexicon[] } {
  compiled ??= {
    idioms: compileSet(IDIOMS),
    lexicons: MOMENT_LEXICONS.map((lexicon) => ({
      kind: lexicon.kind,
      variant: lexicon.variant,
      strong: compileSet(lexicon.strong),
      personal: compileSet(lexicon.personal),
      pairs: lexicon.pairs.map((pair) => ({
        variant: pair.variant,
        a: compileSet(pair.a),
        b: compileSet(pair.b),
        personal: pair.personal ?? false,
      })),
    })),
  };
  return compiled;
}

const negations = new Set(NEGATIONS);
/** Laughing or teasing emoji: "I'll kill you 😂" over a drunk oat milk is banter, like "lol". */
const LAUGHING = /[\u{1F602}\u{1F923}\u{1F606}\u{1F605}\u{1F61C}\u{1F61D}\u{1F92A}\u{1F648}]/u;
const personalWords = new Set(PERSONAL);
const mentionWords = new Set(MENTION);
const jokingWords = new Set(JOKING);

/** "I don't want him massaging my shoulders": the not refuses someone else's act, it does not deny it. */
const REFUSING = new Set(['want', 'like', 'appreciate', 'enjoy']);
const SOMEONE = new Set(['him', 'her', 'them', 'people', 'anyone', 'anybody', 'you', 'men', 'it']);

/** A negation in the three words before a match cancels it ("I would never hurt myself"). */
function negated(words: readonly string[], match: PhraseMatch): boolean {
  for (let at = Math.max(0, match.start - 3); at < match.start; at += 1) {
    if (!negations.has(words[at] ?? '')) continue;
    if (REFUSING.has(words[at + 1] ?? '') && SOMEONE.has(words[at + 2] ?? '')) continue;
    return true;
  }
  return false;
}

/** The words of one sentence with its idioms blanked, so "is killing me" raises nothing. */
function maskedWords(sentence: string, idioms: PhraseSet = momentLists().idioms): string[] {
  const words = [...momentWords(sentence), END];
  for (const idiom of findAll(idioms, words)) {
    for (let at = idiom.start; at < idiom.end; at += 1) words[at] = '';
  }
  return words;
}

function live(set: PhraseSet, words: readonly string[]): PhraseMatch | null {
  for (const match of findAll(set, words)) if (!negated(words, match)) return match;
  return null;
}

/** The moments one sentence raises, at most one per lexicon, from its words with idioms masked. */
function sentenceHits(sentence: string, words: readonly string[]): MomentHit[] {
  const { lexicons } = momentLists();
  const about = words.some((word) => personalWords.has(word));
  const mention = words.some((word) => mentionWords.has(word));
  const joking = words.some((word) => jokingWords.has(word)) || LAUGHING.test(sentence);
  const hits: MomentHit[] = [];
  for (const lexicon of lexicons) {
    // Banter ("I'll kill you if you eat my lunch lol") is not a threat; a crisis keeps its recall.
    if (joking && lexicon.kind === 'violence') continue;
    const strong = live(lexicon.strong, words);
    if (strong) {
      hits.push({ kind: lexicon.kind, variant: lexicon.variant, phrase: strong.phrase, sentence });
      continue;
    }
    const personal = about && !mention ? live(lexicon.personal, words) : null;
    if (personal) {
      hits.push({
        kind: lexicon.kind,
        variant: lexicon.variant,
        phrase: personal.phrase,
        sentence,
      });
      continue;
    }
    for (const pair of lexicon.pairs) {
      if (pair.personal && (!about || mention)) continue;
      const a = live(pair.a, words);
      const b = a ? live(pair.b, words) : null;
      if (a && b) {
        hits.push({
          kind: lexicon.kind,
          variant: pair.variant,
          phrase: `${a.phrase} + ${b.phrase}`,
          sentence,
        });
        break;
      }
    }
  }
  return hits;
}

/** The words of a whole text, idioms blanked sentence by sentence (the classifier's reading). */
export function textWords(text: string): string[] {
  return sentencesOf(text).flatMap((sentence) => maskedWords(sentence));
}

/** Trains the classifier and compiles the lists (the server's warm-up pays this, not a request). */
export function warmMoments(): void {
  momentLists();
  warmAcrossTurns();
  warmSigns();
  // Both classifiers read the same corpus: each text is read once.
  const read = new Map<string, string[]>();
  const wordsOf = (text: string): string[] => {
    let words = read.get(text);
    if (!words) {
      words = textWords(text);
      read.set(text, words);
    }
    return words;
  };
  classifier(wordsOf);
  chatClassifier(wordsOf);
  weights(wordsOf);
  chatWeights(wordsOf);
}

/** The classes the classifier may raise: fraud too (its answer is the fraud warnings). */
export type Guessed = Exclude<ClassName, 'control'>;

/**
 * The margin a pasted conversation's turn without an anchor word needs (nats): ordinary turns of
 * the fixture conversations reach 8.6 ("I love you!! Let's say 70"), the danger turns of the
 * training conversations mostly more.
 */
const UNANCHORED_MARGIN = 10;
const UNANCHORED_CHAT_VIOLENCE = 7;

/**
 * Whether the classifier's guess raises its class: it must beat the runner-up by the class's
 * margin for the mode (a conversation turn is held to a stricter one: a conversation has many),
 * and a conversation turn without one of the class's anchor words by UNANCHORED_MARGIN.
 */
function decide(
  guess: { kind: ClassName; margin: number },
  mode: 'chat' | 'conversation',
  words: readonly string[] = [],
): Guessed | null {
  if (guess.kind === 'control') return null;
  if (guess.margin <= MARGINS[mode][guess.kind]) return null;
  // Violence in chat without one of its anchor words needs a wider margin: a nurse's paging
  // question and "my coworker has been weird with me" read as violence by 5.0 and 5.5.
  if (mode === 'chat' && guess.kind === 'violence' && !anchored('violence', words, mode)) {
    return guess.margin > UNANCHORED_CHAT_VIOLENCE ? guess.kind : null;
  }
  if (mode === 'chat' || guess.kind === 'fraud' || anchored(guess.kind, words, mode)) {
    return guess.kind;
  }
  return guess.margin > UNANCHORED_MARGIN ? guess.kind : null;
}

/**
 * The naive Bayes raises crisis on a chat message at a low margin, so that no crisis goes
 * unanswered; on ordinary questions about a setback ("Did I mess up?", a sister asking for another
 * loan) that margin is reached by words of distress alone, and harassment and violence by words
 * of friction ("rolls his eyes", "an angry customer"). The second classifier, which weighs the
 * words jointly, vetoes these three when it reads the message as ordinary by VETO_MARGIN. Left out
 * of training in turn, none of the 287 crises, harassment and violence of the four seen batches
 * that the naive Bayes alone raised had that verdict; a quarter of its crisis false alarms on the
 * outcome reports did, and 21 of its 97 harassment and violence false alarms on the 7,040
 * chat-situation questions. Medical is not vetoed: it would lose two of 74. The phrase lists are
 * never vetoed.
 */
const VETO_MARGIN = 1;
const VETOED_KINDS: ReadonlySet<ClassName> = new Set(['crisis', 'harassment', 'violence']);

function vetoed(kind: ClassName, second: Guess): boolean {
  return VETOED_KINDS.has(kind) && second.kind === 'control' && second.margin >= VETO_MARGIN;
}

/** The turns of a pasted conversation: its lines, each read as one message (at most a chat's size). */
function turnsOf(text: string): string[] {
  const turns: string[] = [];
  let start = 0;
  for (let at = 0; at <= text.length; at += 1) {
    if (at === text.length || text[at] === '\n') {
      const turn = text.slice(start, at).trim();
      if (turn !== '') turns.push(turn.slice(0, LIMITS.chatMaxChars));
      start = at + 1;
    }
  }
  return turns;
}

/**
 * Consecutive turns read together: a moment is often spread over a conversation's turns ("it's
 * fine" / "I've got a plan" / "tell my mum sorry"), and no one turn carries it. Windows of this
 * many turns are read besides each turn (4 was best of 2 to 6 in cross-validation,
 * tools/bench/safety-cv.ts).
 */
const WINDOW_TURNS = 4;

/**
 * A window is longer than a turn, so ordinary words add up: a window raises only the danger
 * classes, past WINDOW_MARGIN with one of the class's anchor words, or past
 * UNANCHORED_WINDOW_MARGIN without one. The first sample conversation, four apologetic turns about
 * a deadline, reads as crisis by 12.4 without an anchor; an ordinary launch-date thread of the
 * fixtures by 7.4. In cross-validation these windows take pasted crisis from 67% to 78%,
 * harassment from 44% to 50% and violence from 77% to 83%, with false alarms unchanged (2.0%).
 */
const WINDOW_MARGIN = 9;
const UNANCHORED_WINDOW_MARGIN = 15;
type AnchoredKind = 'crisis' | 'harassment' | 'violence';
const WINDOW_KINDS: ReadonlySet<Guessed> = new Set<AnchoredKind>([
  'crisis',
  'harassment',
  'violence',
]);

/**
 * The words of each window of WINDOW_TURNS consecutive turns, from each turn's words (a window's
 * words are its turns' words in order: the reading splits sentences at line ends); none for a
 * conversation of one turn.
 */
function windowWords(turnWords: readonly string[][]): string[][] {
  if (turnWords.length < 2) return [];
  if (turnWords.length <= WINDOW_TURNS) return [turnWords.flat()];
  const windows: string[][] = [];
  for (let at = 0; at + WINDOW_TURNS <= turnWords.length; at += 1) {
    windows.push(turnWords.slice(at, at + WINDOW_TURNS).flat());
  }
  return windows;
}

/**
 * A pasted conversation read whole, as a chat message is: what it is about is often spread over
 * every turn and the question under it ("Ruth: we've decided to let you go / me: I'm on sick
 * leave for my surgery / … Is this legal?"), and no turn or window carries it. Read whole, a long
 * conversation's ordinary words add up, so both classifiers must agree on the class, each past its
 * own margin, on at least WHOLE_MIN_WORDS words. Left out in turn from training, the four seen
 * independent batches' pasted conversations gained 9 crises, 15 harassment, 4 violence, 28
 * medical and 32 legal of 56 each this way, with no new false alarm on their 60 pasted controls,
 * the 48 fixture conversations or the 126 conversations of the fresh analysis batches. Fraud needs
 * wider margins: a bank's notice reads as fraud by the naive Bayes's 9.5.
 */
const WHOLE_MIN_WORDS = 25;
const WHOLE_MARGINS = { nb: 2, weights: 0.5 };
const WHOLE_FRAUD_MARGINS = { nb: 10, weights: 2 };

/**
 * A chat message, too, raises a class when both classifiers agree on it below their own margins
 * (fraud included, which the second classifier never raises alone): their agreement is evidence
 * neither gives alone. Stricter than for a conversation read whole: at the conversation's margins
 * it found 16 more of the four batches' 816 harassment, violence, medical and fraud questions but
 * raised 34 more false alarms on the 7,040 chat-situation questions; at these, 8 more and 4.
 */
const CHAT_AGREEMENT_MARGINS = { nb: 3, weights: 1 };

type Guess = { kind: ClassName; margin: number };

/** The class both readings agree on past the mode's margins, on enough words, or null. */
function bothAgree(
  first: Guess,
  second: Guess,
  words: readonly string[],
  mode: 'chat' | 'conversation',
): { kind: Guessed; words: string[]; margin: number } | null {
  const minWords = mode === 'chat' ? WEIGHTS_MIN_WORDS : WHOLE_MIN_WORDS;
  if (words.filter((word) => word !== '').length < minWords) return null;
  if (first.kind === 'control' || first.kind !== second.kind) return null;
  const margins =
    mode === 'chat'
      ? CHAT_AGREEMENT_MARGINS
      : first.kind === 'fraud'
        ? WHOLE_FRAUD_MARGINS
        : WHOLE_MARGINS;
  if (first.margin <= margins.nb || second.margin <= margins.weights) return null;
  return { kind: first.kind, words: [...words], margin: first.margin };
}

type Guesses = { kind: Guessed; words: string[]; margin: number }[];

/**
 * The last text read with the served models: one request reads the same text twice, for the
 * moments and then for the fraud warnings, and a long pasted conversation costs about 2 ms a read.
 */
let lastRead: { text: string; mode: 'chat' | 'conversation'; guesses: Guesses } | null = null;

/**
 * A chat message read whole, each classifier once: the naive Bayes at its margins (vetoed when the
 * second reads the message as ordinary), the second classifier on its own for the classes it is
 * trusted with (safety/weights.ts), and the two in agreement.
 */
function readChat(words: string[], model: Model, weighted: Weights): Guesses {
  const found: Guesses = [];
  const first = classify(model, words);
  const second = weigh(weighted, words);
  const kind = decide(first, 'chat', words);
  if (kind && !vetoed(kind, second)) found.push({ kind, words, margin: first.margin });
  if (
    second.kind !== 'control' &&
    WEIGHTED_KINDS.has(second.kind) &&
    second.margin > WEIGHTS_MARGIN &&
    words.filter((word) => word !== '').length >= WEIGHTS_MIN_WORDS &&
    !found.some((guess) => guess.kind === second.kind)
  ) {
    found.push({ kind: second.kind as Guessed, words, margin: second.margin });
  }
  const agreed = bothAgree(first, second, words, 'chat');
  if (agreed && !found.some((guess) => guess.kind === agreed.kind)) found.push(agreed);
  return found;
}

/** The classifier's classes for a text: a chat message whole, a conversation turn by turn and in windows of turns. */
export function classifierKinds(
  text: string,
  mode: 'chat' | 'conversation',
  model?: Model,
  weighted?: Weights,
): Guesses {
  if (model || weighted) return readClassifiers(text, mode, model, weighted);
  if (lastRead?.text !== text || lastRead.mode !== mode) {
    lastRead = { text, mode, guesses: readClassifiers(text, mode) };
  }
  return lastRead.guesses;
}

function readClassifiers(
  text: string,
  mode: 'chat' | 'conversation',
  given?: Model,
  givenWeights?: Weights,
): Guesses {
  if (mode === 'chat' && text.length <= LIMITS.chatMaxChars) {
    return readChat(
      textWords(text),
      given ?? chatClassifier(textWords),
      givenWeights ?? chatWeights(textWords),
    );
  }
  const model = given ?? classifier(textWords);
  const weighted = givenWeights ?? weights(textWords);
  const found: Guesses = [];
  const turnWords = turnsOf(text).map((piece) => textWords(piece));
  for (const words of turnWords) {
    const guess = classify(model, words);
    const kind = decide(guess, 'conversation', words);
    if (kind) found.push({ kind, words, margin: guess.margin });
  }
  const whole = turnWords.flat();
  const agreed = bothAgree(classify(model, whole), weigh(weighted, whole), whole, 'conversation');
  if (agreed) found.push(agreed);
  for (const words of windowWords(turnWords)) {
    const guess = classify(model, words);
    const kind = decide(guess, 'conversation', words);
    if (
      kind &&
      WINDOW_KINDS.has(kind) &&
      guess.margin > WINDOW_MARGIN &&
      (anchored(kind as AnchoredKind, words, 'conversation') ||
        guess.margin > UNANCHORED_WINDOW_MARGIN)
    ) {
      found.push({ kind, words, margin: guess.margin });
    }
  }
  return found;
}

/**
 * Every moment in a text, most urgent first: the phrase lists sentence by sentence, then the
 * classifier (a chat message whole, a pasted conversation turn by turn) for the classes the lists
 * did not find. Fraud is not a moment: `fraudWarnings` reads the classifier for it. Linear in the
 * text.
 */
export function findMoments(
  text: string,
  options: { classifier: boolean; mode?: 'chat' | 'conversation'; model?: Model } = {
    classifier: true,
  },
): MomentHit[] {
  const hits: MomentHit[] = [];
  // Advances spread over one writer's turns of a pasted conversation (looks, an invitation to be
  // alone, a hint at a promotion): first, so their variant leads any other harassment hit.
  if (options.mode === 'conversation') {
    for (const { rule, phrase, sentence } of acrossTurns(text)) {
      hits.push({ kind: rule.kind, variant: rule.variant, phrase, sentence });
    }
  }
  // Each sentence's words are masked once, for the lists and for the signs.
  const read = sentencesOf(text).map((sentence) => ({
    text: sentence,
    words: maskedWords(sentence),
  }));
  for (const sentence of read) hits.push(...sentenceHits(sentence.text, sentence.words));
  // Signs that name nothing alone (a burden, a goodbye, the keys left with a neighbour), read
  // over the whole text: a moment the lists did not find.
  for (const { rule, phrase, sentence } of signsHits(read, options.mode ?? 'chat')) {
    if (hits.some((hit) => hit.kind === rule.kind)) continue;
    hits.push({ kind: rule.kind, variant: rule.variant, phrase, sentence });
  }
  if (options.classifier) {
    for (const guess of classifierKinds(text, options.mode ?? 'chat', options.model)) {
      const kind = guess.kind;
      // In a pasted conversation a list's hit may be on someone else's line, and the caller
      // drops those (safety/moment.ts): the classifier's reading of the same class is kept beside it.
      const listed = hits.some((hit) => hit.kind === kind && !hit.classified);
      if (kind === 'fraud' || (listed && options.mode !== 'conversation')) continue;
      if (hits.some((hit) => hit.kind === kind && hit.classified)) continue;
      hits.push({
        kind,
        variant: variantOf(kind, guess.words),
        phrase: `classifier (margin ${guess.margin.toFixed(1)})`,
        sentence: text,
        classified: true,
      });
    }
  }
  // "She'll murder me if I send wrong totals again. It's a joke, she's lovely": banter the person
  // says is banter, with no word of fear, is not a threat (a frightened "he said it was a joke"
  // keeps it).
  const jesting = options.mode !== 'conversation' && SAID_IN_JEST.test(text) && !AFRAID.test(text);
  // "I'm a solicitor. A client's tenant is threatening to sue…": a lawyer's question about a
  // client's case, or a post for their firm's page, is their work, not their own rights (the
  // seventeenth fresh chat batch, the eighth fresh safety batch).
  const lawyer =
    options.mode !== 'conversation' && LEGAL_PROFESSIONAL.test(text) && ABOUT_A_CLIENT.test(text);
  // "Our raid leader called me useless after I died twice": a game's trash talk, told by someone
  // who says they are not afraid, is not workplace bullying (the chat batch y's control).
  const gaming =
    options.mode !== 'conversation' &&
    GAMING.test(text) &&
    (!AFRAID.test(text) || NOT_AFRAID.test(text));
  // "My contract says 30 days notice, so my last day would be 31 October": the terms of a
  // resignation the user is giving, with nothing disputed, are news to tell, not a rights
  // question (the chat batches ad and ae: two resignations answered "employment-rights question").
  const resigning = options.mode !== 'conversation' && RESIGNING.test(text) && !DISPUTED.test(text);
  // "ER charge nurse here … an overdose in bay 4 on a naloxone infusion": a clinician telling of
  // patients' overdoses and doses at work is at work; a list's word for crisis or medicine is not
  // theirs (the chat batches ah and ai: two controls answered with the crisis care). The
  // classifier's own reading, which weighs the whole message, is kept.
  const clinical =
    options.mode !== 'conversation' &&
    ((CLINICIAN.test(text) && PATIENT_CASE.test(text)) ||
      (MEDICINE_MAKER.test(text) && PRODUCT_CASE.test(text))) &&
    !OWN_USE.test(text);
  const kept = hits.filter(
    (hit) =>
      !(clinical && !hit.classified && aboutAPatient(hit)) &&
      !(jesting && hit.kind === 'violence') &&
      !((lawyer || resigning) && hit.kind === 'legal') &&
      !(gaming && (hit.variant === 'bullying' || hit.kind === 'violence')),
  );
  return kept.sort((a, b) => MOMENT_PRIORITY.indexOf(a.kind) - MOMENT_PRIORITY.indexOf(b.kind));
}

const RESIGNING =
  /\b(?:(?:i|i'?ve|i have|i'?m|i am) (?:just )?(?:accepted|got|signed|have|'ve got) (?:an? |the )?(?:new )?(?:offer|new job|job offer)|accepted (?:an?|the|a job) offer|(?:i|i'?ve|i have) got a new job|(?:i'?m|i am|im) (?:resigning|quitting|leaving)|hand(?:ing)? in my notice|my last day (?:would|will) be|my last day is)\b/i;
const DISPUTED =
  /\b(?:refus\w*|won'?t (?:let|pay|release|accept)|withh\w*|threat\w*|sue|suing|tribunal|lawyer|solicitor|attorney|illegal|unlawful|legally|allowed to|entitled|can they|can he|can she|are they allowed|garden leave|non-?compete|nda|claw ?back|repay|pay (?:it )?back|deduct\w*|owe me|owed|unpaid|fired|dismiss\w*|discriminat\w*|pregnan\w*|maternity|grievance|constructive|which (?:one )?applies|do i (?:really |legally )?have to|(?:employer|company|boss|hr) (?:says|claims|insists))\b/i;

const CLINICIAN =
  /\b(?:(?:staff|charge|senior|ward|ed|er|icu|itu|a&e|night|student|new grad|agency) nurses?|nurse (?:here|in charge|practitioner)|i(?:'m|’m| am) (?:a|an|the) (?:\w+ ){0,2}(?:nurse|doctor|paramedic|pharmacist|midwife|registrar|sho|fy1|fy2|resident|consultant|anaesthetist|anesthesiologist|physician|gp)|(?:in|on|at|for|of) (?:the )?(?:ed|er|a&e|icu|itu|resus|triage|the ward|our ward|the unit)\b|(?:on|at) (?:shift|handover)|handover)\b/i;
/** A patient's case told by the one caring for them: a bay, a bed, a chart, a protocol. */
const PATIENT_CASE =
  /\b(?:patients?|pt|bay \d+|bed \d+|resus(?: \d)?|(?:drug|med(?:ication)?) chart|charted|protocol|infusion|bloods|admitted|we had an? (?:[\w-]+ ){0,3}(?:overdose|od|arrest|admission))\b/i;
/**
 * Someone who makes, tests or releases medicines at work ("QA Head at a contract manufacturing
 * site … release Lot 24-0318 (amoxicillin 500mg capsules)"): the dose on a lot is a product's,
 * not a question about taking it (the chat batch aj: a release refused to a director got the
 * doctor-or-pharmacist block).
 */
const MEDICINE_MAKER =
  /\b(?:QA|QC|QP|quality (?:assurance|control)|qualified person|manufacturing (?:site|plant)|pharma\w*|GMP|regulatory affairs)\b/;
const PRODUCT_CASE =
  /\b(?:lot|batch) (?:no\.? ?|number )?[\w-]*\d|\b(?:deviation|OOS|out of spec\w*|batch release|release the (?:lot|batch)|capsules|blister|stability (?:data|study))\b/i;

/**
 * A list's hit on a patient's case: a medicine or an overdose in a sentence that tells of the
 * patient. A clinician's own words of despair ("after losing another patient I can't go on") are
 * not a patient's case, and keep their hit.
 */
function aboutAPatient(hit: MomentHit): boolean {
  if (hit.kind !== 'crisis' && hit.kind !== 'medical') return false;
  if (!PATIENT_CASE.test(hit.sentence) && !PRODUCT_CASE.test(hit.sentence)) return false;
  return hit.kind === 'medical' || /overdos|\bod\b|pills|tablets/i.test(hit.phrase);
}
/** The user's own taking of something: a crisis or a medical question of their own, whatever the work. */
const OWN_USE =
  /\b(?:i|i've|i have|i'?m) (?:took|taken|taking|overdosed|want(?:ed)? to (?:die|end|take)|can'?t go on)\b|\bmy (?:meds|medication|pills|prescription|dose)\b/i;

const LEGAL_PROFESSIONAL =
  /\bI(?:'m|’m| am) (?:a|an|the) (?:(?:trainee|junior|senior|in-house|employment|family|property|commercial|criminal|immigration) )?(?:solicitor|lawyer|attorney|paralegal|barrister|legal counsel|counsel|legal adviser|legal advisor)\b/i;
const ABOUT_A_CLIENT =
  /\b(?:pro bono|clinic|volunteers|trainees|client|clients|client's|client’s|case|matter|claimant|defendant|post|article|newsletter|blog|webinar|our firm|the firm)\b/i;
const GAMING =
  /\b(?:raid(?:s|ing)?|guild|discord|mythic|wow|fortnite|valorant|warzone|fifa|league of legends|ranked|lobby|clan|boss fight|gaming|video games?|twitch|xbox|playstation|ps5|steam|rematch|respawn|git gud|fantasy (?:football|league|team))\b/i;
const NOT_AFRAID = /\b(?:not|never|n['’]t) (?:\w+ )?(?:scared|afraid|frightened)\b/i;
const SAID_IN_JEST =
  /\b(?:it(?:'s|’s| is| was) (?:a|just a|only a) (?:running |standing |inside )?joke|(?:a|our) running joke|(?:she|he|they) (?:was|were|is|are) (?:joking|kidding)|(?:said|says) (?:it )?(?:jokingly|as a joke|in jest)|(?:she|he|they)(?:'s|’s| is| are) (?:lovely|great|really nice|a sweetheart))\b/i;
const AFRAID =
  /\b(?:scared|afraid|frightened|terrified|unsafe|not safe|fear|threat|threatened|threatening|worried (?:for|about) my safety|shaking)\b/i;

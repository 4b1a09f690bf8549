import type { DiscStyle, FrameworkId } from '@styleprint/contracts';
import type { SentenceReading } from '../measure/sentences.js';
import type { SpeakerMeasures } from '../measure/speakers.js';
import type { StyleReading } from '../infer/style.js';
import type { ConversationReading } from '../reading.js';
import { characteristicSentence, openQuestion, tensionPoint } from './evidence.js';
import { evidenceSummary } from './inferred-style.js';
import { mbtiLetter, type UserLens } from './profile-lens.js';
import {
  amount,
  count,
  DISC_WORDS,
  framed,
  listOf,
  MBTI_LETTER_WORDS,
  percent,
  quote,
  shortName,
  STRENGTH_WORDS,
  THINKING_WORDS,
  times,
} from './words.js';

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** One possible insight: which framework explains it, how much it matters here, and its text. */
interface Candidate {
  framework: FrameworkId;
  weight: number;
  text: string;
}

/** What a user's DiSC habit risks with each kind of reader. */
const CLASH: Record<`${DiscStyle}${DiscStyle}`, string> = {
  DD: 'two direct styles can turn a request into a contest of wills; agree on the goal first, then who decides',
  DI: 'your speed can read as coldness; one warm line before the ask costs you nothing',
  DS: 'your pace can feel like pressure; slow down, explain the plan and what stays the same',
  DC: 'deciding before the facts are checked reads as careless; show the data behind the call',
  ID: 'stories and enthusiasm read as rambling; give the answer in the first sentence',
  II: 'the energy is shared, but a conversation of ideas can end without a decision; name one next step',
  IS: 'lots of change at once unsettles; pick one idea and explain how it affects them',
  IC: 'warmth without specifics reads as vague; bring the figures before the feelings',
  SD: 'care and caution read as indecision; state your position, then your concern',
  SI: 'a quiet, careful tone can read as low energy; show some enthusiasm for their idea',
  SS: 'two patient styles can wait on each other; be the one who proposes the first step',
  SC: 'reassurance is welcome but not enough; add the concrete details they need to trust the plan',
  CD: 'detail before the conclusion loses them; lead with the decision, keep the evidence ready',
  CI: 'precision can read as nit-picking; appreciate the idea before you test it',
  CS: 'facts without warmth can feel distant; say how it affects them personally',
  CC: 'thoroughness is shared, but analysis can crowd out a decision; agree when you will decide',
};

function distinctWords(
  sentences: readonly SentenceReading[],
  pick: (s: SentenceReading) => string[],
  max: number,
): string[] {
  const seen: string[] = [];
  for (const sentence of sentences) {
    for (const word of pick(sentence)) {
      const lower = word.toLowerCase();
      if (!seen.some((s) => s.toLowerCase() === lower)) seen.push(word);
      if (seen.length >= max) return seen;
    }
  }
  return seen;
}

function quotedList(words: readonly string[]): string {
  return listOf(words.map((word) => `"${word}"`));
}

interface Scene {
  reading: ConversationReading;
  lens: UserLens;
  user: string | null;
  me: SpeakerMeasures | null;
  cp: string;
  them: SpeakerMeasures;
  style: StyleReading;
}

function discGap(s: Scene): Candidate {
  const theirs = s.style.disc.style;
  const shown = characteristicSentence(s.them, theirs);
  const evidence = shown ? `, as in ${quote(shown.text)}` : '';
  return {
    framework: 'disc',
    weight: 1,
    text:
      `You lead as ${DISC_WORDS[s.lens.disc].adjective} (DiSC ${s.lens.disc}); ${s.cp} reads as ` +
      `${DISC_WORDS[theirs].adjective} (${theirs})${evidence}. With this pairing, ${CLASH[`${s.lens.disc}${theirs}`]}.`,
  };
}

function unanswered(s: Scene): Candidate | null {
  if (!s.user) return null;
  const open = openQuestion(s.reading, s.user, s.cp);
  if (!open) return null;
  const reader = DISC_WORDS[s.style.disc.style].reader;
  return open.ignored
    ? {
        framework: 'disc',
        weight: 0.95,
        text:
          `${s.cp} asked ${quote(open.question.text)} and your next message did not answer it. ${capitalise(reader)} ` +
          `takes an unanswered question as avoidance: answer it in your first sentence, even if the answer is 'not yet'.`,
      }
    : {
        framework: 'disc',
        weight: 0.7,
        text: `${s.cp}'s question ${quote(open.question.text)} is still open. Answer it first; everything else comes after.`,
      };
}

function assertiveness(s: Scene): Candidate | null {
  if (!s.me) return null;
  const theirs = s.style.disc.style;
  const hedges = distinctWords(s.me.sentences, (x) => x.hits.hedge, 3);
  if (s.me.counts.hedge >= 2 && (theirs === 'D' || theirs === 'C')) {
    const them =
      s.them.directives.length > 0
        ? `gave ${count(s.them.directives.length, 'direct instruction')}`
        : `asked ${count(s.them.questions.length, 'question')}`;
    return {
      framework: 'emergenetics',
      weight: 0.85,
      text:
        `You hedged ${count(s.me.counts.hedge, 'time')} (${quotedList(hedges)}) while ${s.cp} ${them}. ` +
        `Your Assertiveness is ${s.lens.assertiveness}; to ${DISC_WORDS[theirs].reader} hedges sound like ` +
        `you are unsure, so state your position first and put the caveat after it.`,
    };
  }
  const command = s.me.directives[0];
  if (command && s.me.directives.length >= 1 && (theirs === 'S' || theirs === 'I')) {
    const concern = characteristicSentence(s.them, theirs);
    return {
      framework: 'emergenetics',
      weight: 0.8 + 0.05 * s.me.directives.length,
      text:
        `You gave ${count(s.me.directives.length, 'instruction')} (${quote(command.text)})` +
        (concern ? ` and ${s.cp} answered ${quote(concern.text)}` : '') +
        `. With your Assertiveness at ${s.lens.assertiveness}, add the why and ask how it lands: ` +
        `people with ${s.cp}'s style commit when they feel included, not told.`,
    };
  }
  const energy = s.me.exclamations + s.me.emoji;
  if (energy >= 3 && (theirs === 'C' || theirs === 'D')) {
    return {
      framework: 'emergenetics',
      weight: 0.75,
      text:
        `You used ${count(energy, 'exclamation mark or emoji', 'exclamation marks or emoji')}; ${s.cp} used ` +
        `${amount(s.them.exclamations + s.them.emoji)}. Your Expressiveness is ${s.lens.expressiveness}; ` +
        `with ${DISC_WORDS[theirs].reader}, keep one warm line and let the facts carry the rest.`,
    };
  }
  return null;
}

function thinking(s: Scene): Candidate {
  const mine = s.lens.thinking[0] ?? 'Analytical';
  const theirs = s.style.thinking.style;
  const facts = evidenceSummary({ ...s.style, disc: { ...s.style.disc, because: [] } }, s.them, 2);
  const shown = facts.length > 0 ? ` (${listOf(facts)})` : '';
  if (mine === theirs) {
    return {
      framework: 'emergenetics',
      weight: 0.55,
      text:
        `You and ${s.cp} both think ${THINKING_WORDS[mine].thinks}${shown}: a shared language. ` +
        `Use it on purpose: give ${THINKING_WORDS[theirs].give}, and check the other preferences are not forgotten.`,
    };
  }
  return {
    framework: 'emergenetics',
    weight: 0.8,
    text:
      `Your strongest thinking preference is ${mine} (${s.lens.thinkingScores[mine]}/10); ${s.cp}'s words point to ` +
      `${theirs}${shown}. Translate before you send: give ${s.cp} ${THINKING_WORDS[theirs].give}, ` +
      `not only ${THINKING_WORDS[mine].give}.`,
  };
}

function feelingOrFacts(s: Scene): Candidate | null {
  if (!s.me) return null;
  const tf = mbtiLetter(s.lens, 2);
  const theirs = s.style.disc.style;
  const myWarmth = s.me.counts.gratitude + s.me.counts.warmth;
  const theirWarmth = s.them.counts.gratitude + s.them.counts.warmth + s.them.counts.negative;
  if ((theirs === 'S' || theirs === 'I') && theirWarmth >= 1 && myWarmth === 0) {
    const shown = s.them.sentences.find(
      (x) => x.hits.gratitude.length + x.hits.warmth.length + x.hits.negative.length > 0,
    );
    return {
      framework: 'mbti',
      weight: 0.85,
      text:
        `${s.cp} shared ${count(theirWarmth, 'feeling or thank-you', 'feelings or thank-yous')}` +
        (shown ? ` (${quote(shown.text)})` : '') +
        `; your messages had none. ` +
        (tf === 'T'
          ? 'As a Thinking (T) type you go straight to the facts; here, acknowledge the feeling in one sentence first.'
          : 'Your Feeling (F) side is a strength here, but it did not reach the page: say the acknowledgement out loud.'),
    };
  }
  const myData = s.me.counts.data + s.me.figures;
  const theirData = s.them.counts.data + s.them.figures;
  if ((theirs === 'C' || theirs === 'D') && theirData >= 2 && myData <= 1) {
    const shown = s.them.sentences.find((x) => x.figures.length > 0 || x.hits.data.length > 0);
    return {
      framework: 'mbti',
      weight: 0.85,
      text:
        `${s.cp} used ${count(theirData, 'figure or data word')}` +
        (shown ? ` (${quote(shown.text)})` : '') +
        `; your replies had ${amount(myData)}. ` +
        (tf === 'F'
          ? 'As a Feeling (F) type you lead with people and values; this reader decides on evidence, so answer with the numbers.'
          : 'Your Thinking (T) preference can carry this: answer with the numbers they asked for.'),
    };
  }
  return null;
}

function talkShare(s: Scene): Candidate | null {
  if (!s.me) return null;
  const ei = mbtiLetter(s.lens, 0);
  const total = s.me.words + s.them.words;
  if (total === 0) return null;
  const share = s.me.words / total;
  const mine = s.me.questions.length;
  const theirs = s.them.questions.length;
  const tip =
    ei === 'E'
      ? 'As an Extravert (E) you think out loud; ask one question and let the answer lead.'
      : ei === 'I'
        ? 'As an Introvert (I) you may think more than you write; put one question you are holding back on the page.'
        : 'Ask one question that invites their view before you add yours.';
  return {
    framework: 'mbti',
    weight: 0.4 + Math.abs(share - 0.5) + (mine === 0 && theirs >= 2 ? 0.3 : 0),
    text:
      `You wrote ${percent(share)} of the words (${s.me.words} vs ${s.them.words}) and asked ` +
      `${count(mine, 'question')}; ${s.cp} asked ${count(theirs, 'question')}. ${tip}`,
  };
}

function turningPoint(s: Scene): Candidate | null {
  if (!s.user) return null;
  const point = tensionPoint(s.reading, s.user, s.cp);
  if (!point) return null;
  const t = point.trigger;
  const why =
    t.hits.hedge.length + t.hits.apology.length > 0
      ? `hedges and apologies gave ${DISC_WORDS[s.style.disc.style].reader} nothing to act on`
      : t.exclamations + t.emoji > 0
        ? 'cheerfulness without an answer read as not taking the point seriously'
        : t.isDirective
          ? 'an instruction without the reason read as pressure'
          : 'it did not give them what they were asking for';
  const tf = mbtiLetter(s.lens, 2);
  const letter = tf && MBTI_LETTER_WORDS[tf] ? ` Your ${MBTI_LETTER_WORDS[tf]} preference ` : ' ';
  const tail =
    tf === 'T'
      ? `${letter}reads tone last; here the tone was the message.`
      : tf === 'F'
        ? `${letter}helps you notice this: name it and repair it in one line.`
        : ' Repair it in one line before you move on.';
  return {
    framework: tf ? 'mbti' : 'disc',
    weight: 0.9,
    text: `The exchange turned at your line ${quote(t.text)}: ${s.cp} answered ${quote(point.reaction.text)}. Likely why: ${why}.${tail}`,
  };
}

function strengthMove(s: Scene): Candidate | null {
  const domain = s.lens.strength;
  if (!domain) return null;
  const name = `${STRENGTH_WORDS[domain]}`;
  const me = s.me;
  switch (domain) {
    case 'Executing': {
      const dated = s.them.sentences.find((x) => x.dates.length > 0);
      const mine = me?.dates ?? 0;
      return {
        framework: 'cliftonStrengths',
        weight: 0.7 + (dated && mine === 0 ? 0.15 : 0),
        text:
          `${s.cp} named ${count(s.them.dates, 'date or deadline', 'dates or deadlines')}` +
          (dated ? ` (${quote(dated.text)})` : '') +
          `${me ? `; you named ${amount(mine)}` : ''}. ` +
          `Your top domain, ${name}, is the fix: end your reply with what you will deliver and by when.`,
      };
    }
    case 'Influencing': {
      const objection = characteristicSentence(s.them, s.style.disc.style);
      return {
        framework: 'cliftonStrengths',
        weight: 0.7,
        text:
          `${s.cp}'s position in one line: ${quote(objection?.text ?? '')}. Use your ${name} strength: ` +
          `frame your ask in their terms (${DISC_WORDS[s.style.disc.style].needs}), not yours.`,
      };
    }
    case 'Relationship': {
      const shown = characteristicSentence(s.them, s.style.disc.style);
      return {
        framework: 'cliftonStrengths',
        weight: 0.7 + (me && me.counts.gratitude === 0 ? 0.1 : 0),
        text:
          (me && me.counts.gratitude + s.them.counts.gratitude === 0
            ? 'Neither of you thanked the other. '
            : `${me ? `You thanked ${s.cp} ${times(me.counts.gratitude)}; ` : ''}${s.cp} thanked you ${times(s.them.counts.gratitude)}. `) +
          `Your ${name} strength is the lever: one line that acknowledges ` +
          `${s.cp}'s point${shown ? ` (${quote(shown.text)})` : ''} before you make yours.`,
      };
    }
    case 'Thinking':
      return {
        framework: 'cliftonStrengths',
        weight: 0.7,
        text:
          `${s.cp} asked ${count(s.them.questions.length, 'question')}${me ? `; you asked ${count(me.questions.length, 'question')}` : ''}. ` +
          `Your ${name} strength shows best when you lay out the options: give ${s.cp} two, each with one trade-off, and your pick.`,
      };
  }
}

/** Picks 3–6 insights: the best one of each framework first, then the strongest of the rest. */
export function selectInsights(candidates: readonly (Candidate | null)[]): string[] {
  const present = candidates.filter((c): c is Candidate => c !== null);
  const best = new Map<FrameworkId, Candidate>();
  for (const candidate of present) {
    const held = best.get(candidate.framework);
    if (!held || candidate.weight > held.weight) best.set(candidate.framework, candidate);
  }
  const chosen = [...best.values()];
  const rest = present.filter((c) => !chosen.includes(c)).sort((a, b) => b.weight - a.weight);
  for (const candidate of rest) {
    if (chosen.length >= 6) break;
    if (candidate.weight >= 0.7 || chosen.length < 3) chosen.push(candidate);
  }
  return chosen.sort((a, b) => b.weight - a.weight).map((c) => framed(c.framework, c.text));
}

/** Insights of an analysis with a counterpart to read. */
export function conversationInsights(
  reading: ConversationReading,
  lens: UserLens,
): string[] | null {
  const { user, counterpart } = reading.participants;
  if (!counterpart) return null;
  const them = reading.measures.get(counterpart);
  const style = reading.styles.get(counterpart);
  if (!them || !style) return null;
  const scene: Scene = {
    reading,
    lens,
    user,
    me: user ? (reading.measures.get(user) ?? null) : null,
    cp: shortName(counterpart),
    them,
    style,
  };
  return selectInsights([
    discGap(scene),
    unanswered(scene),
    assertiveness(scene),
    thinking(scene),
    feelingOrFacts(scene),
    talkShare(scene),
    turningPoint(scene),
    strengthMove(scene),
  ]);
}

/** Insights for a text from one writer with nobody to compare: how the message will land. */
export function draftInsights(reading: ConversationReading, lens: UserLens): string[] {
  const writer = reading.participants.user ?? reading.participants.speakers[0] ?? '';
  const m = reading.measures.get(writer);
  const style = reading.styles.get(writer);
  if (!m || !style) return [];
  const reader = reading.addressee ?? 'your reader';
  const own = style.disc.style;
  const shown = characteristicSentence(m, own);
  const candidates: Candidate[] = [
    {
      framework: 'disc',
      weight: 1,
      text:
        `The message reads as ${DISC_WORDS[own].adjective} (DiSC ${own})${shown ? `, as in ${quote(shown.text)}` : ''}. ` +
        `Your profile is DiSC ${lens.disc}; ${CLASH[`${lens.disc}${own === lens.disc ? (own === 'S' ? 'D' : 'S') : own}`]}.`,
    },
    {
      framework: 'mbti',
      weight: 0.8,
      text:
        `It has ${count(m.questions.length, 'question')}, ${count(m.counts.gratitude + m.counts.warmth, 'warm word')} and ` +
        `${count(m.directives.length, 'instruction')}. ` +
        (m.questions.length === 0
          ? `Add one question that invites ${reader}'s view, so it reads as a conversation, not a verdict.`
          : `Keep the question${m.questions.length > 1 ? 's' : ''}: they invite ${reader} in.`),
    },
    {
      framework: 'emergenetics',
      weight: 0.75,
      text:
        `It leans ${THINKING_WORDS[style.thinking.style].thinks} (${listOf(evidenceSummary(style, m, 2)) || 'its wording'}); ` +
        `your own first preference is ${lens.thinking[0] ?? 'Analytical'}. If you do not know ${reader}'s style, cover two ` +
        `bases: one line on the why, one on the next step.`,
    },
  ];
  if (lens.strength) {
    candidates.push({
      framework: 'cliftonStrengths',
      weight: 0.7,
      text:
        `It names ${count(m.dates, 'date or deadline', 'dates or deadlines')}. With ${STRENGTH_WORDS[lens.strength]} as your top ` +
        `domain, make the next step explicit: who does what, by when.`,
    });
  }
  return selectInsights(candidates);
}

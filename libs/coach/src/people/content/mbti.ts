import type { PairGuideSectionKey } from '@styleprint/contracts';
import type { PairSection } from './types.js';

/** The eight MBTI letters the guide speaks about. */
export type MbtiGuideLetter = 'E' | 'I' | 'S' | 'N' | 'T' | 'F' | 'J' | 'P';

/**
 * MBTI-style advice by letter: the pair is compared axis by axis, and their letters choose how to
 * open (E/I), disagree and give feedback (T/F) and write (S/N, then J/P).
 */
export interface MbtiGuideContent {
  /** A letter you share: what meets. */
  sharedMeet: Record<MbtiGuideLetter, string>;
  /** Your letter where theirs differs: what clashes. */
  clash: Record<MbtiGuideLetter, string>;
  /** Your letter where theirs differs: what they may misread in you. */
  misread: Record<MbtiGuideLetter, string>;
  open: Record<'E' | 'I', string>;
  disagree: Record<'T' | 'F', string>;
  feedback: Record<'T' | 'F', string>;
  writing: Record<'S' | 'N' | 'J' | 'P', string>;
  /** The same four letters ({type}). */
  sameType: Record<PairSection, string>;
  /** No letter in common. */
  noneShared: string;
  anyThem: Record<PairGuideSectionKey, string>;
  anyYou: Record<PairSection, string>;
}

export const MBTI_GUIDE: MbtiGuideContent = {
  sharedMeet: {
    E: 'You and {name} both draw energy from talking things through, so your conversations move quickly.',
    I: 'You and {name} both like to think before speaking, so you both value an agenda sent ahead.',
    S: 'You and {name} both trust concrete facts and experience, so you agree on what counts as proof.',
    N: 'You and {name} both enjoy patterns and possibilities, so you can build on each other’s ideas.',
    T: 'You and {name} both weigh decisions by logic, so you can disagree on substance without taking it personally.',
    F: 'You and {name} both weigh decisions by their effect on people, so you notice the same concerns.',
    J: 'You and {name} both like plans settled and deadlines kept, so a schedule you agree is one you both trust.',
    P: 'You and {name} both like to keep options open, so neither of you feels boxed in by an early plan.',
  },
  clash: {
    E: 'You think out loud and {name} thinks first: leave pauses, and send the question ahead so they can answer well.',
    I: '{name} thinks out loud and you think first: ask for a few minutes or a day rather than letting silence stand for agreement.',
    S: 'You want the concrete details and {name} wants the big picture: start with the idea, then the specifics.',
    N: 'You jump to possibilities and {name} wants facts and steps: anchor each idea in an example they can check.',
    T: 'You lead with logic and {name} with how a decision affects people: say how it lands for the team before you argue its merits.',
    F: 'You lead with how a decision affects people and {name} with logic: give the reasoning first, then the effect on people.',
    J: 'You want things settled and {name} wants to keep options open: agree which parts are fixed and which can still move.',
    P: 'You keep options open and {name} wants things settled: give a date by which you will decide.',
  },
  misread: {
    E: '{name} may misread your thinking aloud as decisions already made; say when you are only exploring.',
    I: '{name} may misread your quiet as agreement or a lack of interest; say what you think, even briefly.',
    S: '{name} may misread your questions about detail as doubt about their idea; say you are in favour before you probe.',
    N: '{name} may misread your leaps to new ideas as ignoring the plan; connect each idea to what it serves.',
    T: '{name} may misread your frankness as coldness; say what you appreciate as plainly as what you would change.',
    F: '{name} may misread your concern for people as avoiding the issue; state your conclusion plainly.',
    J: '{name} may misread your push to decide as rushing them; explain why the date matters.',
    P: '{name} may misread your open options as indecision; say which parts are already settled.',
  },
  open: {
    E: 'Open by talking it through with {name}, live or in a call; they think best out loud.',
    I: 'Open in writing or with an agenda sent ahead, so {name} can think before they answer.',
  },
  disagree: {
    T: 'Disagree with {name} on the logic: name the step in their reasoning you doubt and offer yours.',
    F: 'Disagree with {name} by first saying what you both care about, then the point you dispute.',
  },
  feedback: {
    T: 'Give {name} feedback that is frank and reasoned; too much cushioning may read to them as unclear.',
    F: 'Give {name} feedback that starts with what you value in their work; criticism without it may feel personal.',
  },
  writing: {
    S: 'In writing to {name}, avoid abstractions and open-ended ideas without steps; they want facts and next actions.',
    N: 'In writing to {name}, avoid a wall of detail without the point; they want the purpose and the pattern first.',
    J: 'In writing to {name}, avoid leaving the decision or the date open; they want it settled.',
    P: 'In writing to {name}, avoid fixing every detail in advance; leave them room to adapt.',
  },
  sameType: {
    meet: 'You and {name} share the same MBTI-style type, {them}, so you see most problems the same way.',
    clash:
      'With the same type, {them}, you share blind spots as well as strengths: ask someone of another type to check big decisions.',
    misread:
      'Because you share the type {them}, {name} may take your silence as agreement; say so when you see it differently.',
  },
  noneShared:
    'You and {name} share no MBTI-style letter ({you} and {them}), so together you see a problem from every side if you make room for each other.',
  anyThem: {
    meet: '{name}’s MBTI-style type is not sure yet, so start from what suits any type: ask how they like to discuss things.',
    clash:
      '{name}’s MBTI-style type is not sure yet, so, with any type, offer both a quick talk and time to think it over.',
    open: '{name}’s MBTI-style type is not sure yet, so open in a way that suits any type: a short note first, then a conversation.',
    disagree:
      '{name}’s MBTI-style type is not sure yet, so disagree in a way that suits any type: give both your reasoning and what it means for people.',
    feedback:
      '{name}’s MBTI-style type is not sure yet, so give feedback that suits any type: honest, specific, and with what you value in their work.',
    writing:
      '{name}’s MBTI-style type is not sure yet, so in writing avoid what puts off any type: a long message with the point at the end.',
    misread:
      '{name}’s MBTI-style type is not sure yet, so say how you like to think things through; that helps with any type.',
  },
  anyYou: {
    meet: 'Your own MBTI-style type is not sure yet, so start from what suits any pairing: ask {name} how they like to discuss things.',
    clash:
      'Your own MBTI-style type is not sure yet, so, for any pairing, offer {name} both a quick talk and time to think it over.',
    misread:
      'Your own MBTI-style type is not sure yet, so say how you like to think things through; that helps {name} with any pairing.',
  },
};

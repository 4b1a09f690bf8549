import type { DiscStyle } from '@styleprint/contracts';
import type { FrameworkGuideContent } from './types.js';

/** Pace and focus: the two axes of the DiSC-style circle the guide compares. */
export const DISC_PACE: Record<DiscStyle, 'fast' | 'steady'> = {
  D: 'fast',
  I: 'fast',
  S: 'steady',
  C: 'steady',
};
export const DISC_FOCUS: Record<DiscStyle, 'tasks' | 'people'> = {
  D: 'tasks',
  I: 'people',
  S: 'people',
  C: 'tasks',
};

/** Two styles that share the pace: what meets, and (by your pace) how the focus clashes. */
export const DISC_SHARED_PACE_MEET: Record<'fast' | 'steady', string> = {
  fast: 'You and {name} both move fast and decide quickly, so neither of you has to wait for the other.',
  steady:
    'You and {name} both prefer a steady, considered pace, so neither of you feels rushed by the other.',
};
export const DISC_SHARED_FOCUS_MEET: Record<'tasks' | 'people', string> = {
  tasks:
    'You and {name} both put the task first, so you agree quickly on what a conversation is for.',
  people:
    'You and {name} both put people first, so you notice the same worries and want the same harmony.',
};
/** Your focus when theirs differs. */
export const DISC_FOCUS_CLASH: Record<'tasks' | 'people', string> = {
  tasks:
    'You put the task first and {name} ({them}) puts people first: say a word about the people involved before you go to the work.',
  people:
    'You put people first and {name} ({them}) puts the task first: get to the point and the facts sooner than feels natural to you.',
};
/** Your pace when theirs differs. */
export const DISC_PACE_CLASH: Record<'fast' | 'steady', string> = {
  fast: 'You move faster than {name} ({them}): give them time to think and check before you ask for a decision.',
  steady:
    '{name} ({them}) moves faster than you and may push for a decision before you are ready: say when you will answer rather than going quiet.',
};
/** Opposite corners of the circle (D and S, I and C): what each brings the other. */
export const DISC_COMPLEMENT: Record<DiscStyle, string> = {
  D: 'Your DiSC styles sit on opposite sides of the circle: your drive gets things moving and {name}’s steadiness keeps them going.',
  I: 'Your DiSC styles sit on opposite sides of the circle: your energy wins people over and {name}’s accuracy makes the work hold up.',
  S: 'Your DiSC styles sit on opposite sides of the circle: your steadiness keeps things going and {name}’s drive gets them moving.',
  C: 'Your DiSC styles sit on opposite sides of the circle: your accuracy makes the work hold up and {name}’s energy wins people over.',
};

export const DISC_GUIDE: FrameworkGuideContent<DiscStyle> = {
  framework: 'disc',
  values: ['D', 'I', 'S', 'C'],
  label: { D: 'D-style', I: 'i-style', S: 'S-style', C: 'C-style' },
  advice: {
    open: {
      D: 'Open with the bottom line and the decision you need from {name}, in the first sentence.',
      I: 'Open warmly, with the idea and the people it helps; {name} engages when the conversation feels shared.',
      S: 'Open calmly: say why you are raising it and that nothing has to be decided on the spot.',
      C: 'Open with the facts and the question you want answered, and send {name} the details beforehand.',
    },
    disagree: {
      D: 'Disagree with {name} directly and briefly, with your reason and an alternative; a clear no earns more respect than a hedge.',
      I: 'Disagree with {name} in private and keep it friendly; keep the idea separate from how they look to others.',
      S: 'Disagree with {name} gently and one point at a time, and ask what worries them, since they may not say it unasked.',
      C: 'Disagree with {name} on the evidence: name the figure, source or step you doubt and give them time to check it.',
    },
    feedback: {
      D: 'Give {name} feedback short and tied to results: what to change and what it gains, without cushioning.',
      I: 'Give {name} feedback in person and start with what you genuinely appreciate; public criticism stings them most.',
      S: 'Give {name} feedback privately and warmly, with one concrete change and your support for it, then check in later.',
      C: 'Give {name} feedback as specific, checkable points with examples; vague praise or criticism will not land.',
    },
    writing: {
      D: 'In writing to {name}, avoid long preambles and softeners: put the ask in the subject or the first line.',
      I: 'In writing to {name}, avoid a cold list of tasks with no greeting; one warm line keeps them on side.',
      S: 'In writing to {name}, avoid announcing a sudden change without the reason and some notice.',
      C: 'In writing to {name}, avoid vague claims, unsourced numbers and urgency carried by exclamation marks.',
    },
  },
  differMisread: {
    D: '{name} may misread your directness as impatience or criticism; say that you are asking, not judging.',
    I: '{name} may misread your enthusiasm as a lack of focus; end with the one thing you need from them.',
    S: '{name} may misread your patience as agreement or a lack of opinion; say plainly where you stand.',
    C: '{name} may misread your careful questions as distrust; say why you ask before you ask.',
  },
  same: {
    meet: {
      D: 'You and {name} are both D-style: you both want results and quick decisions, so you agree easily on what matters.',
      I: 'You and {name} are both i-style: you both bring energy and ideas, so your conversations start easily.',
      S: 'You and {name} are both S-style: you both value steadiness and a calm tone, so trust builds quickly.',
      C: 'You and {name} are both C-style: you both value accuracy and a careful process, so you trust each other’s work.',
    },
    clash: {
      D: 'Two D-styles can turn a disagreement into a contest: agree who decides before you argue.',
      I: 'Two i-styles can leave a meeting full of ideas and without an owner: end with who does what by when.',
      S: 'Two S-styles can put off a hard topic for too long: raise the difficult point early and kindly.',
      C: 'Two C-styles can analyse a choice past its deadline: agree what good enough looks like and when to stop.',
    },
    misread: {
      D: 'Because {name} shares your D-style, they may take your bluntness as a challenge to match; say when you are asking, not competing.',
      I: 'Because {name} shares your i-style, they may take your enthusiasm as a commitment; say clearly what you will actually do.',
      S: 'Because {name} shares your S-style, they may take your silence as agreement; say so when you see it differently.',
      C: 'Because {name} shares your C-style, they may take your questions as doubt about their competence; say what you already trust.',
    },
  },
  anyThem: {
    meet: '{name}’s DiSC style is not sure yet, so start from what works with any style: a shared goal you both name early.',
    clash:
      '{name}’s DiSC style is not sure yet, so watch the pace, which works with any style: if they go quiet or push ahead, adjust yours.',
    open: '{name}’s DiSC style is not sure yet, so open in a way that suits any style: the purpose in one sentence, then a question.',
    disagree:
      '{name}’s DiSC style is not sure yet, so disagree in a way that suits any style: your point, your reason, and a request for theirs.',
    feedback:
      '{name}’s DiSC style is not sure yet, so give feedback that suits any style: one specific example, its effect, and the change you ask for.',
    writing:
      '{name}’s DiSC style is not sure yet, so in writing avoid what puts off any style: a buried ask and a tone you would not use face to face.',
    misread:
      '{name}’s DiSC style is not sure yet, so ask them early whether your pace and directness work for them; that works with any style.',
  },
  anyYou: {
    meet: 'Your own DiSC style is not sure yet, so start from what works with any pairing: a shared goal you both name early.',
    clash:
      'Your own DiSC style is not sure yet, so watch {name}’s pace, which works for any pairing: if they go quiet or push ahead, adjust yours.',
    misread:
      'Your own DiSC style is not sure yet, so ask {name} early whether your pace and directness work for them; that works for any pairing.',
  },
};

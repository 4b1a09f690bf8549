import { traitCopy } from './copy.js';
import type { TraitContent } from './types.js';

/** The 16 four-letter types: one letter from each pair E/I, S/N, T/F, J/P. */
export type MbtiType = `${'E' | 'I'}${'S' | 'N'}${'T' | 'F'}${'J' | 'P'}`;

type MbtiEntry = Omit<TraitContent, 'trait'>;

/** Canned content for every personality type, about how each tends to communicate at work. */
const MBTI_CONTENT: Record<MbtiType, MbtiEntry> = {
  ISTJ: {
    evaluation:
      'You tend to communicate with facts, precedent and follow-through: when you say something will happen, people can plan on it. You prefer clear agreements and written detail to open-ended brainstorming, and you tend to speak once you are sure. Colleagues trust your word, though they may not know what you think until they ask.',
    superpower: 'People can usually build on what you say, because you tend to check it first.',
    strengths: [
      'Gives precise, accurate information and corrects errors early',
      'Keeps commitments and confirms them in writing',
      'Brings relevant past experience into decisions',
      'Stays calm and matter-of-fact under pressure',
    ],
    growth: [
      'Share your reasoning before it is finished, so others can add to it',
      'Say out loud what you appreciate; silence can read as disapproval',
      'When someone pitches a new idea, ask one question about it before listing the risks',
      'Agree what "good enough" looks like so that detail does not hold up a decision',
    ],
  },
  ISFJ: {
    evaluation:
      'You tend to communicate through care and reliability: you remember what people need, follow up on small things and make others feel looked after. You read the mood of a room well and prefer harmony to debate. Your quiet support holds teams together, though your own needs and opinions can go unspoken.',
    superpower: 'You often notice what someone needs before they ask.',
    strengths: [
      'Listens closely and remembers the details that matter to people',
      'Follows through on promises, large and small',
      'Sets a calm, respectful tone in tense conversations',
      'Explains practical steps patiently and clearly',
    ],
    growth: [
      "State your own view in meetings, even when it differs from the group's",
      'Say "not now" when your plate is full, and offer an alternative',
      'Raise problems early instead of absorbing them quietly',
      'Ask directly for feedback and recognition rather than hoping it comes',
    ],
  },
  INFJ: {
    evaluation:
      'You tend to communicate with purpose and insight: you look for the meaning behind what people say and often sense tension before it surfaces. You prefer deep one-to-one conversations to large group debates, and you choose your words with care. People feel understood by you, but they may not see how much thinking sits behind your quiet.',
    superpower: 'You can often help people say what they actually mean.',
    strengths: [
      'Reads the unspoken concerns in a conversation',
      'Connects day-to-day work to a purpose people care about',
      'Gives thoughtful, personal feedback',
      'Mediates between people who see things differently',
    ],
    growth: [
      'Share insights while they are still forming, not only once you are certain',
      'Check your read of a situation with the people involved before acting on it',
      'Turn long-range ideas into concrete next steps with dates',
      'Let small disagreements pass without taking them personally',
    ],
  },
  INTJ: {
    evaluation:
      'You tend to communicate with strategy and precision: you see where things are heading, build a plan to get there and explain it logically. You value competence and efficiency, and would rather discuss the idea than make small talk. Your clarity is a real asset; your certainty can leave others feeling their input came too late.',
    superpower: 'You can often turn a messy problem into a clear plan.',
    strengths: [
      'Spots flaws and long-term risks that others miss',
      'Explains complex ideas in a structured, logical order',
      'Makes decisions independently and stands behind them',
      'Keeps conversations focused on the goal',
    ],
    growth: [
      'Invite input before your plan is finished, and show where you used it',
      'When you explain a change, give the reason for people as well as the logic',
      "Open critique with what works before what doesn't",
      'Make time for small talk; it builds the trust your plans depend on',
    ],
  },
  ISTP: {
    evaluation:
      'You tend to communicate economically: few words, aimed at the practical problem in front of you. You think best hands-on, troubleshoot calmly in a crisis and prefer showing to explaining. People value your cool head and straight answers, though your brevity can come across as detachment.',
    superpower: 'When something breaks, you are often the calm voice that finds the fix.',
    strengths: [
      'Cuts straight to the practical heart of a problem',
      'Stays level-headed and clear in a crisis',
      'Gives honest, no-nonsense answers',
      'Explains by doing, with real examples',
    ],
    growth: [
      'Say one sentence more than feels necessary: context helps others follow you',
      'Tell people when you have started on something, not only when it is done',
      'Ask how people feel about a change, not just whether it works',
      'Commit to longer-range plans even when they feel abstract',
    ],
  },
  ISFP: {
    evaluation:
      'You tend to communicate gently and authentically: you pay attention to how people feel, respect their space and show care through actions more than speeches. You are flexible, easy to work with and quick to notice when something feels off. Your values run deep, but you may not voice them until something really matters.',
    superpower: 'People often feel safe being honest with you.',
    strengths: [
      'Creates a warm, non-judgemental atmosphere',
      "Notices practical details that shape people's experience",
      'Adapts easily to different people and changing situations',
      'Shows appreciation through thoughtful actions',
    ],
    growth: [
      'Voice disagreement early, while it is still small and easy to discuss',
      'Practise giving a short, direct summary of your view in meetings',
      'Ask for the deadline and plan backwards from it',
      'Separate feedback on your work from how you feel about the person giving it',
    ],
  },
  INFP: {
    evaluation:
      'You tend to communicate from your values: you care about what is right, what is meaningful and how people are treated. You listen without judging and write and speak with real feeling. Your sincerity inspires people; criticism of your ideas can feel personal, and practical details may wait too long.',
    superpower: 'You can often put into words what a group cares about.',
    strengths: [
      'Listens with empathy and without judgement',
      'Writes and speaks with a sincerity that moves people',
      'Stands up for fairness and for people who are not being heard',
      'Brings original ideas rooted in purpose',
    ],
    growth: [
      'Bring each idea with a first practical step attached',
      'Treat critique of the work as information, not a verdict on you',
      'Speak up while a decision is being made, not afterwards',
      'Set yourself small deadlines so ideals turn into delivered work',
    ],
  },
  INTP: {
    evaluation:
      'You tend to communicate by reasoning: you question assumptions, look for the principle underneath and enjoy an idea for its own sake. You are precise with language and open to any argument that holds up. Your analysis is sharp; your explanations can go deeper than the listener needs, and decisions can wait for one more question.',
    superpower: 'You often find the flaw in an argument before it costs anything.',
    strengths: [
      'Questions assumptions and tests ideas rigorously',
      'Explains how things work at a deep level',
      'Changes position readily when the evidence changes',
      'Brings fresh, unconventional solutions',
    ],
    growth: [
      'Lead with your conclusion, then offer the reasoning to those who want it',
      'Agree a decision point in advance, and stop analysing when you reach it',
      'Acknowledge how people feel before debating the facts',
      'Follow each idea with who does what next',
    ],
  },
  ESTP: {
    evaluation:
      'You tend to communicate with energy and directness: you read the room fast, speak plainly and move straight to action. You are at your best when things are happening: negotiating on your feet and solving problems in real time. People enjoy your momentum, though they sometimes need more notice and more detail than you naturally give.',
    superpower: 'You can often get things moving while others are still talking.',
    strengths: [
      'Reads people and situations quickly',
      'Speaks plainly and persuasively in the moment',
      'Acts decisively under pressure',
      'Keeps meetings practical and lively',
    ],
    growth: [
      'Pause to check who else should be consulted before you act',
      'Confirm key agreements in writing after a fast conversation',
      'Give others time to think before expecting an answer',
      'Weigh the longer-term effect of a quick fix',
    ],
  },
  ESFP: {
    evaluation:
      'You tend to communicate with warmth and enthusiasm: you bring people in, keep the mood light and notice what people enjoy. You are practical and responsive, and you can make any plan feel like fun. Your energy lifts teams; long-range planning and difficult conversations are the skills to practise.',
    superpower: 'You often make people feel welcome and keen to join in.',
    strengths: [
      'Builds rapport quickly with most people',
      'Lifts the energy in meetings and in tough weeks',
      "Responds to people's needs in the moment",
      'Makes information lively and easy to remember',
    ],
    growth: [
      'Prepare your key points before important conversations, not just the opening',
      'Address difficult issues directly instead of smoothing them over',
      'Follow through on the details once the exciting part is done',
      'Leave space for quieter colleagues to speak',
    ],
  },
  ENFP: {
    evaluation:
      'You tend to communicate with enthusiasm and imagination: you connect ideas and people, see possibilities in many places and make others feel their contribution matters. You think out loud and love a good brainstorm. Your energy gets things started; a little structure helps with focus and follow-through.',
    superpower: 'You can often help people believe a new idea is possible.',
    strengths: [
      'Generates ideas, and links between them, quickly',
      'Encourages people and notices their potential',
      'Builds connections across teams',
      'Brings energy to change and new projects',
    ],
    growth: [
      'Bring one or two ideas to a discussion, and see them through',
      'Close conversations by agreeing next steps, owners and dates',
      'Let people finish before jumping in with the next idea',
      'Keep routine commitments even when something more exciting comes up',
    ],
  },
  ENTP: {
    evaluation:
      "You tend to communicate through debate and invention: you challenge the status quo, test ideas by arguing them and enjoy a quick exchange. You spot new angles fast and can argue any side. Your challenges often sharpen other people's thinking, though some people feel them as opposition rather than interest.",
    superpower: 'You often find an option others had not thought of.',
    strengths: [
      'Generates and pressure-tests ideas quickly',
      'Thinks quickly in discussions and negotiations',
      'Sees connections across different fields and problems',
      'Challenges assumptions that hold a team back',
    ],
    growth: [
      "Say when you are playing devil's advocate, so people don't feel attacked",
      "Build on others' ideas before offering an alternative",
      'Once a decision is made, stay with it and help carry it out',
      'Keep track of the details and promises made after the discussion',
    ],
  },
  ESTJ: {
    evaluation:
      'You tend to communicate with clarity and structure: you say what needs to happen, who does it and by when. You value efficiency, rules that work and people who keep their word. Teams know where they stand with you; slowing down to hear other approaches makes your direction even stronger.',
    superpower: 'You can often turn talk into a plan that people can follow.',
    strengths: [
      'Sets clear goals, roles and deadlines',
      'Gives direct, actionable instructions',
      'Keeps meetings on time and on topic',
      'Keeps commitments and expects others to keep theirs',
    ],
    growth: [
      'Ask for other views before deciding, and let them change your plan',
      'Acknowledge effort and feelings, not only results',
      'Explain the reason behind a rule, not just the rule',
      "Make room for experiments that don't fit the usual process",
    ],
  },
  ESFJ: {
    evaluation:
      'You tend to communicate with warmth and organisation: you keep people informed, included and looked after. You notice who is left out, remember what matters to people and make sure things get done together. Harmony matters to you, so raising difficult issues can feel uncomfortable.',
    superpower: 'You often bring people together and keep them informed.',
    strengths: [
      'Keeps people informed and included',
      'Builds cooperation and team spirit',
      'Remembers the personal details that make people feel valued',
      'Organises people and events reliably',
    ],
    growth: [
      'Give honest, direct feedback even when it may disappoint someone',
      'Treat disagreement as being about the task, not a rejection of you',
      'Let others try to solve their own problems before stepping in',
      'Consider new ways of working before defending the usual one',
    ],
  },
  ENFJ: {
    evaluation:
      "You tend to communicate to inspire and develop people: you see potential, give encouragement and rally a group around a shared goal. You are articulate, warm and tuned in to how others feel. People grow around you; take care not to carry other people's problems or steer each conversation.",
    superpower: 'You can often bring out the best in people.',
    strengths: [
      'Motivates groups with a clear, shared purpose',
      'Gives encouraging, developmental feedback',
      'Runs discussions so that quiet people take part too',
      'Senses tension and addresses it with tact',
    ],
    growth: [
      'Ask what people want instead of assuming you know',
      'Let people disagree with you without trying to win them round',
      'Protect your time: not every problem is yours to solve',
      'Back your persuasion with data when the audience needs it',
    ],
  },
  ENTJ: {
    evaluation:
      'You tend to communicate with vision and command: you set direction, make decisions and expect results. You are logical, decisive and comfortable leading a room. Your drive gets big things done; taking time to listen and bring people along turns their compliance into commitment.',
    superpower: 'You can often set a clear direction and get people moving on it.',
    strengths: [
      'Sets ambitious, clear goals',
      'Makes tough decisions quickly and logically',
      'Organises people and resources efficiently',
      'Gives direct, candid feedback',
    ],
    growth: [
      'Ask questions before giving answers in meetings',
      "Recognise people's contributions in public",
      'Allow others time to process change',
      'Watch your tone: directness can feel like pressure',
    ],
  },
};

/** Content for a type the bank does not know: true for everyone, still useful. */
const GENERIC_MBTI: MbtiEntry = {
  evaluation:
    'Your personality type shapes how you share information, make decisions and connect with colleagues. Each preference is a tendency, not a rule: treat it as a starting point and notice when it fits you and when it does not.',
  superpower:
    'Knowing your preferences can help you choose how to communicate instead of defaulting to habit.',
  strengths: [
    'Brings a consistent style that colleagues can learn to work with',
    'Offers a perspective that differs from colleagues with other preferences',
    'Can adapt deliberately once the stretching situations are known',
  ],
  growth: [
    'Notice which conversations drain you, and prepare for them',
    'Ask two colleagues how your style comes across to them',
    'Try the opposite of your usual approach in one low-stakes conversation this week',
  ],
};

/** Used when the type is blank, so a heading never reads "Your  Profile". */
const GENERIC_MBTI_TRAIT = 'Personality';

const isMbtiType = (type: string): type is MbtiType => Object.hasOwn(MBTI_CONTENT, type);

/** Content for a personality type; any case is accepted, anything unexpected gets the generic text. */
export function mbtiContent(type: string): TraitContent {
  const normalised = type.trim().toUpperCase();
  if (isMbtiType(normalised)) return traitCopy({ trait: normalised, ...MBTI_CONTENT[normalised] });
  return traitCopy({ trait: type.trim() || GENERIC_MBTI_TRAIT, ...GENERIC_MBTI });
}

/** The types with their own written content (all 16). */
export const MBTI_TYPES_WITH_CONTENT = Object.keys(MBTI_CONTENT) as MbtiType[];

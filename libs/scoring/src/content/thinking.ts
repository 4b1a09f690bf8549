import {
  BEHAVIOURS,
  type Behaviour,
  type ProfileBehaviourLevel,
  type ThinkingStyle,
} from '@styleprint/contracts';
import type { ThinkingContent } from './types.js';

/** Canned content for the four Emergenetics thinking styles. */
const THINKING_CONTENT: Record<ThinkingStyle, ThinkingContent> = {
  Analytical: {
    trait: 'Analytical',
    evaluation:
      'You tend to think with logic and evidence: you want the data, the reasoning and the numbers before you commit. You enjoy solving complex problems and look for the root cause. In conversation you bring clarity and rigour; colleagues who think differently may also need to hear the human and big-picture side.',
    superpower: 'You can often bring clarity by finding out what the evidence says.',
    strengths: [
      'Asks for evidence and tests claims',
      'Solves complex problems methodically',
      'Explains with facts and clear reasoning',
      'Spots inconsistencies quickly',
    ],
    growth: [
      'Lead with your conclusion, then the data behind it',
      'Treat feelings and relationships as real factors in a decision',
      'Accept some ambiguity when the data will never be complete',
      'Translate numbers into what they mean for the people involved',
    ],
    behaviouralContext: {
      expressiveness:
        'Say your conclusion out loud in the meeting, not only in a later document, so your analysis shapes the discussion while it is happening.',
      assertiveness:
        'Use the evidence to back a clear recommendation and state it plainly, rather than laying out the data and leaving others to decide.',
      flexibility:
        'When new facts arrive, say how they change your view; changing your mind on evidence reads as strength, not weakness.',
    },
  },
  Structural: {
    trait: 'Structural',
    evaluation:
      'You tend to think in plans, steps and processes: you want to know what happens, in what order and who is responsible. You are practical, organised and reliable with details and deadlines. You bring order to chaos; colleagues with looser styles will follow your plan more readily when they know the reason for it.',
    superpower: 'You can often turn ideas into a workable plan with clear steps.',
    strengths: [
      'Organises work into clear steps and timelines',
      'Follows through reliably on details',
      'Spots the practical gaps in a plan',
      'Gives instructions clearly and in order',
    ],
    growth: [
      'Leave room for new ideas before you lock the plan',
      'Explain why a process matters, not just what it is',
      'Adapt when the plan meets reality',
      'Accept that a messy brainstorm can be a productive step',
    ],
    behaviouralContext: {
      expressiveness:
        'Share your plan early as a draft, so others can shape it instead of simply receiving it.',
      assertiveness:
        'Say which steps are fixed and which are open; people commit to a plan more readily when they know where they can influence it.',
      flexibility:
        'When something changes, update the plan out loud: what moves, what stays and what it means for the deadlines.',
    },
  },
  Social: {
    trait: 'Social',
    evaluation:
      'You tend to think about people first: how they feel, how they will be affected and how to help them work well together. You are intuitive about relationships, collaborative and empathetic. You build trust and team spirit; pairing your people sense with facts and deadlines makes your case hard to ignore.',
    superpower: 'You often sense how a decision will land with people before it is made.',
    strengths: [
      'Builds relationships and trust across teams',
      'Reads how people feel and responds with empathy',
      'Encourages collaboration and includes quieter people',
      'Communicates in a warm, personal way',
    ],
    growth: [
      'Back your read on people with concrete examples or data',
      'Make the decision even when some people will be unhappy with it',
      'Give direct feedback instead of hinting',
      'Keep conversations to time when the agenda is full',
    ],
    behaviouralContext: {
      expressiveness:
        'Name what you notice about how people are reacting; your read of the room helps others adjust.',
      assertiveness:
        'Speak up for the people a decision affects, and make a specific request on their behalf.',
      flexibility:
        'When plans change, help people see what it means for them; your reassurance can make the change easier for others.',
    },
  },
  Conceptual: {
    trait: 'Conceptual',
    evaluation:
      'You tend to think in ideas and possibilities: you see the big picture, make unusual connections and enjoy imagining what could be. You are comfortable with ambiguity and drawn to what is new. You bring vision and creativity; turning ideas into concrete steps helps others follow where you are going.',
    superpower: 'You often see possibilities that others have not noticed yet.',
    strengths: [
      'Generates original ideas and alternatives',
      'Sees the big picture and the long-term direction',
      'Connects ideas from different areas',
      'Stays comfortable with ambiguity and change',
    ],
    growth: [
      'Pair each idea with a first concrete step',
      'Check that others have the context before you jump ahead',
      'Follow through on the details once the vision is agreed',
      'Use examples and sketches to make abstract ideas concrete',
    ],
    behaviouralContext: {
      expressiveness:
        'Describe an example or sketch it when you share an idea; a picture helps others see what you see.',
      assertiveness:
        'Pick the one idea you believe in most and make the case for it, rather than offering many at once.',
      flexibility:
        'Your ease with change helps others; explain how a new direction connects to what already exists.',
    },
  },
};

/**
 * What each behaviour level means in conversation. The suggestion puts this before the style's
 * own advice, so the context reflects the user's levels, not only their thinking style.
 */
const BEHAVIOUR_LEVEL_NOTES: Record<Behaviour, Record<ProfileBehaviourLevel, string>> = {
  Expressiveness: {
    High: 'You share your thoughts and feelings readily, and people usually know where you stand.',
    Medium:
      'You adjust how much you share to the setting: open with people you know, more reserved with those you do not.',
    Low: 'You keep your thoughts to yourself until you have considered them, so people may need to ask.',
  },
  Assertiveness: {
    High: 'You push for your ideas and decisions with drive and conviction.',
    Medium: 'You speak up firmly when it matters and let others lead when it does not.',
    Low: 'You prefer to build agreement quietly rather than push for your own view.',
  },
  Flexibility: {
    High: "You welcome change and other people's approaches easily.",
    Medium: 'You adapt when there is a good reason, and you like to know what it is.',
    Low: 'You prefer to stick with a plan once it has been agreed.',
  },
};

const CONTEXT_KEY: Record<Behaviour, keyof ThinkingContent['behaviouralContext']> = {
  Expressiveness: 'expressiveness',
  Assertiveness: 'assertiveness',
  Flexibility: 'flexibility',
};

/** Content for a thinking style, with fresh arrays the caller may change. */
export function thinkingContent(style: ThinkingStyle): ThinkingContent {
  const content = THINKING_CONTENT[style];
  return {
    ...content,
    strengths: [...content.strengths],
    growth: [...content.growth],
    behaviouralContext: { ...content.behaviouralContext },
  };
}

/**
 * The behavioural context for a suggestion: for each behaviour, what the user's level means,
 * then the style's advice. A level the product does not recognise, or a behaviour that was not
 * measured (null), gives the advice alone: no sentence about a level nobody measured.
 */
export function behaviouralContext(
  style: ThinkingStyle,
  levels: Record<Behaviour, ProfileBehaviourLevel | null>,
): ThinkingContent['behaviouralContext'] {
  return behaviouralContextWith(THINKING_CONTENT[style].behaviouralContext, levels);
}

/** `behaviouralContext` with the advice given (for an even split, which has no one style). */
export function behaviouralContextWith(
  advice: ThinkingContent['behaviouralContext'],
  levels: Record<Behaviour, ProfileBehaviourLevel | null>,
): ThinkingContent['behaviouralContext'] {
  const context = { ...advice };
  for (const behaviour of BEHAVIOURS) {
    const level = levels[behaviour];
    const key = CONTEXT_KEY[behaviour];
    if (level !== null) context[key] = `${BEHAVIOUR_LEVEL_NOTES[behaviour][level]} ${advice[key]}`;
  }
  return context;
}

import { Type, type Static } from '@sinclair/typebox';
import { ERROR_CODES, ERROR_MESSAGES, type ContractResult } from './errors.js';
import { LIMITS } from './limits.js';
import { CounterpartReadSchema, PersonIdSchema, SharedPersonIdSchema } from './people.js';
import { ProfileSchema } from './profile.js';
import { Name, Text } from './text.js';
import { check } from './validate.js';

/**
 * At least one character that is not white space: "non-empty after trimming" (so no separate
 * minimum length: an empty string fails this one rule). Exported so a server can say "must not
 * be blank" rather than quote the regular expression.
 */
export const NOT_BLANK_PATTERN = '\\S';

/**
 * Ours: what the other person's messages do, as the coach reads them (the situation its answer
 * is written for). One list for the wire and the coach (docs/decisions/0127-coach-reading-shown-and-corrected.md).
 */
export const COACH_SITUATIONS = [
  'asks_status',
  'objects',
  'complains',
  'asks_meeting',
  'gives_feedback',
  'receives_feedback',
  'silent',
  'withdraws',
  'thanks',
  'proposes',
  'escalates',
  'ultimatum',
  'defers',
  'ignores',
  'slips',
] as const;
export const CoachSituationSchema = Type.Union(
  COACH_SITUATIONS.map((kind) => Type.Literal(kind)),
  { description: "Ours: what the other person's messages do." },
);
export type CoachSituation = Static<typeof CoachSituationSchema>;

/** POST /analysis/analyze-conversation (docs/product.md#s3, #s7). */
export const AnalysisRequestSchema = Type.Object(
  {
    conversation: Text({
      maxLength: LIMITS.analysisMaxChars,
      pattern: NOT_BLANK_PATTERN,
      description: `The conversation to analyse, at most ${LIMITS.analysisMaxChars} characters.`,
    }),
    profile: ProfileSchema,
    userName: Type.Optional(
      Name({
        minLength: 1,
        maxLength: LIMITS.speakerNameMaxChars,
        description: 'Ours: which speaker in the conversation is the user.',
      }),
    ),
    speaker: Type.Optional(
      Name({
        minLength: 1,
        maxLength: LIMITS.speakerNameMaxChars,
        description:
          'Ours: the speaker the person chose when the coach asked "Which of these is you?" ' +
          "(one of the names in the reply's speaker_choice); it wins over userName.",
      }),
    ),
    /** Ours: the saved person the other speaker is; their traits are the counterpart's style. */
    personId: Type.Optional(PersonIdSchema),
    /** Ours: someone who shares with me is the other speaker; their shared results are the style. */
    sharedPersonId: Type.Optional(SharedPersonIdSchema),
    reading: Type.Optional(
      Type.Object(
        { situation: CoachSituationSchema },
        {
          additionalProperties: false,
          description:
            'Ours: the reading the person chose under "Not right?" (one of the reply\'s ' +
            "reading.alternatives); the answer is written for it instead of the coach's own.",
        },
      ),
    ),
  },
  { $id: 'AnalysisRequest', title: 'Conversation analysis request' },
);
export type AnalysisRequest = Static<typeof AnalysisRequestSchema>;

export const ChatRoleSchema = Type.Union([Type.Literal('user'), Type.Literal('assistant')]);
export type ChatRole = Static<typeof ChatRoleSchema>;

export const ChatHistoryItemSchema = Type.Object({
  role: ChatRoleSchema,
  content: Text({ maxLength: LIMITS.chatHistoryItemMaxChars }),
});
export type ChatHistoryItem = Static<typeof ChatHistoryItemSchema>;

/** POST /chat/ask and POST /chat/stream (docs/product.md#s3, #s7). */
export const ChatRequestSchema = Type.Object(
  {
    message: Text({
      maxLength: LIMITS.chatMaxChars,
      pattern: NOT_BLANK_PATTERN,
      description: `The user's message, at most ${LIMITS.chatMaxChars} characters.`,
    }),
    profile: ProfileSchema,
    history: Type.Array(ChatHistoryItemSchema, { maxItems: LIMITS.chatHistoryMaxItems }),
    /** Ours: the saved person the user asks about; replies are for their style. */
    personId: Type.Optional(PersonIdSchema),
    /** Ours: someone who shares with me, asked about; replies use the results they share. */
    sharedPersonId: Type.Optional(SharedPersonIdSchema),
  },
  { $id: 'ChatRequest', title: 'Coach chat request' },
);
export type ChatRequest = Static<typeof ChatRequestSchema>;

/**
 * Ours, beyond the spec: a warning to show before anything else, when the pasted text asks to
 * move money, change bank details, buy gift cards, share credentials, or tries to instruct the
 * coach (docs/decisions/0045-coach-reading-formats-speakers-and-situations.md, point 7), or when
 * the user is asked to falsify records or take part in a bribe (`wrongdoing`,
 * docs/decisions/0125-coach-safety-moments.md).
 */
export const CoachSafetyWarningSchema = Type.Object({
  kind: Type.Union([
    Type.Literal('injection'),
    Type.Literal('money_transfer'),
    Type.Literal('bank_change'),
    Type.Literal('gift_cards'),
    Type.Literal('credentials'),
    Type.Literal('urgency'),
    Type.Literal('wrongdoing'),
  ]),
  text: Type.String(),
});
export type CoachSafetyWarning = Static<typeof CoachSafetyWarningSchema>;

/** The moments that come before any coaching (docs/decisions/0125-coach-safety-moments.md). */
export const COACH_SAFETY_KINDS = ['crisis', 'harassment', 'violence', 'medical', 'legal'] as const;
export const CoachSafetyKindSchema = Type.Union([
  Type.Literal('crisis'),
  Type.Literal('harassment'),
  Type.Literal('violence'),
  Type.Literal('medical'),
  Type.Literal('legal'),
]);
export type CoachSafetyKind = Static<typeof CoachSafetyKindSchema>;

/**
 * Ours: the reply answers a moment that comes before coaching. `kind` is what the answer is
 * written for; `also` lists further moments the message holds, answered by extra insights. A
 * client shows such a reply as a calm card; for `crisis`, `suggested_reply` holds the help lines,
 * not a script, and is shown without the "Suggested Improved Response" heading.
 */
export const CoachSafetySchema = Type.Object({
  kind: CoachSafetyKindSchema,
  also: Type.Optional(Type.Array(CoachSafetyKindSchema)),
});
export type CoachSafety = Static<typeof CoachSafetySchema>;

/** Ours: the coach could not tell which speaker is the user and asks (docs/decisions/0045-coach-reading-formats-speakers-and-situations.md, point 1). */
export const CoachSpeakerChoiceSchema = Type.Object({
  question: Type.String(),
  speakers: Type.Array(Type.String(), { minItems: 2 }),
});
export type CoachSpeakerChoice = Static<typeof CoachSpeakerChoiceSchema>;

/**
 * Ours: the chat could not tell which situation a question is about and asks, with two or three
 * one-click choices; a choice's `message` is sent as the next chat message
 * (docs/decisions/0126-coach-chat-situations.md).
 */
export const CoachClarifySchema = Type.Object({
  question: Type.String(),
  choices: Type.Array(Type.Object({ label: Type.String(), message: Type.String() }), {
    minItems: 2,
    maxItems: 3,
  }),
});
export type CoachClarify = Static<typeof CoachClarifySchema>;

/**
 * Ours: how the coach read a pasted conversation, shown above its answer so the person can
 * correct it (docs/decisions/0127-coach-reading-shown-and-corrected.md).
 */
export const CoachReadingSchema = Type.Object({
  situation: CoachSituationSchema,
  /** Who is who: "You are Sam; the other person is Jordan." */
  who: Type.String(),
  /**
   * Every writer the coach found, and which of them it took for the user (null: none, or it could
   * not tell). Choosing another one is sent back as the request's `speaker`.
   */
  speakers: Type.Array(Type.String(), { maxItems: 20 }),
  user: Type.Union([Type.String(), Type.Null()]),
  /** What is going on, in one plain sentence. */
  sentence: Type.String(),
  /** What the answer helps the user do. */
  goal: Type.String(),
  /** False when another reading was nearly as likely: the screen asks instead of asserting. */
  sure: Type.Boolean(),
  /** True when the person chose this reading ("Not right?"). */
  chosen: Type.Boolean(),
  /** The next most likely readings, each ready to send back as the request's `reading`. */
  alternatives: Type.Array(
    Type.Object({ situation: CoachSituationSchema, sentence: Type.String() }),
    { maxItems: 4 },
  ),
});
export type CoachReading = Static<typeof CoachReadingSchema>;

/** Whose results a reply used for the person chosen: their own (shared) or the user's guess. */
export const CoachAboutSchema = Type.Object({
  name: Type.String(),
  source: Type.Union([Type.Literal('shared'), Type.Literal('guess')]),
  /**
   * In an analysis, which of the reply's `counterparts` this person is (its `name`): the one of
   * the same name, else the first, as the advice took it. The screen offers to save the others,
   * never them: they are in People already.
   */
  counterpart: Type.Optional(
    Type.String({
      description:
        "In an analysis: the name of the counterpart read (in `counterparts`) this person is, the one of the same name, else the first. They are already in the user's People.",
    }),
  ),
});
export type CoachAbout = Static<typeof CoachAboutSchema>;

/** What the coach answers to both calls (docs/product.md#s3), with our optional additions. */
export const CoachReplySchema = Type.Object(
  {
    inferred_style: Type.String(),
    insights: Type.Array(Type.String()),
    suggested_reply: Type.String(),
    safety_warnings: Type.Optional(Type.Array(CoachSafetyWarningSchema)),
    safety: Type.Optional(CoachSafetySchema),
    speaker_choice: Type.Optional(CoachSpeakerChoiceSchema),
    clarify: Type.Optional(CoachClarifySchema),
    /** Ours: names of counterparts who wrote too little (under ~25 words) to read a style. */
    too_little_to_read: Type.Optional(Type.Array(Type.String())),
    /**
     * Ours: the structured read of each counterpart (traits, confidence, quoted evidence), ready
     * to save as a person, read by the rule `inferred_style` uses
     * (docs/decisions/0107-one-rule-for-a-read.md).
     */
    counterparts: Type.Optional(Type.Array(CounterpartReadSchema)),
    /** Ours: the analysis's reading of the conversation, with the alternatives to correct it. */
    reading: Type.Optional(CoachReadingSchema),
    /**
     * Ours: the person the request named ("Who is this with?") and whose results the reply
     * used: their own, shared with the user by consent, or the user's guess
     * (docs/decisions/0104-sharing-with-consent.md). Absent when no one was named.
     */
    about: Type.Optional(CoachAboutSchema),
  },
  { $id: 'CoachReply', title: 'Coach reply' },
);
export type CoachReply = Static<typeof CoachReplySchema>;

/** Validates an analysis reply (docs/product.md#s5). */
export function parseAnalysisReply(input: unknown): ContractResult<CoachReply> {
  return check(CoachReplySchema, input, {
    message: ERROR_MESSAGES.invalidAnalysis,
    code: ERROR_CODES.INVALID_RESPONSE,
  });
}

/** Validates a chat reply (docs/product.md#s5). */
export function parseChatReply(input: unknown): ContractResult<CoachReply> {
  return check(CoachReplySchema, input, {
    message: ERROR_MESSAGES.invalidChat,
    code: ERROR_CODES.INVALID_RESPONSE,
  });
}

/**
 * One server-sent event of POST /chat/stream (ours, beyond the spec): each SSE `data:` line is one
 * of these as JSON. Deltas carry the reply's text as it is written, so the first words appear at
 * once; `done` carries the whole validated reply; `error` ends a stream that failed after it began.
 */
export const CoachStreamEventSchema = Type.Union(
  [
    Type.Object({ type: Type.Literal('delta'), text: Type.String() }),
    Type.Object({ type: Type.Literal('done'), reply: CoachReplySchema }),
    Type.Object({ type: Type.Literal('error'), detail: Type.String(), code: Type.String() }),
  ],
  { $id: 'CoachStreamEvent', title: 'Coach stream event' },
);
export type CoachStreamEvent = Static<typeof CoachStreamEventSchema>;

/** Validates one stream event (a malformed one is treated like an invalid chat reply). */
export function parseCoachStreamEvent(input: unknown): ContractResult<CoachStreamEvent> {
  return check(CoachStreamEventSchema, input, {
    message: ERROR_MESSAGES.invalidChat,
    code: ERROR_CODES.INVALID_RESPONSE,
  });
}

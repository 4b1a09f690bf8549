import {
  parseCoachStreamEvent,
  type AnalysisRequest,
  type ChatRequest,
  type CoachStreamEvent,
  type Profile,
} from '@styleprint/contracts';

/** A direct, analytical user, in the canonical profile shape (docs/product.md#s3). */
export const PROFILE: Profile = {
  mbti: { Type: 'INTJ', Confidence: 'Clear (4 of 4 axes answered)' },
  disc: { Primary: 'D', Secondary: 'C' },
  emergenetics: {
    Analytical: 9,
    Structural: 6,
    Social: 2,
    Conceptual: 5,
    Expressiveness: 'Low',
    Assertiveness: 'High',
    Flexibility: 'Medium',
  },
  cliftonStrengths: {
    Executing: 3,
    Influencing: 1,
    Relationship: 0,
    Thinking: 2,
    TopDomain: 'Executing',
  },
};

/** A line the embedded engine quotes back: Sam's unanswered question. */
export const SAMS_QUESTION = 'Which source is correct for the Q3 numbers?';

export const CONVERSATION = [
  `Sam: ${SAMS_QUESTION}`,
  'Me: Both are fine, just pick one!',
  'Sam: I really need to know which one before I send the report.',
].join('\n');

export const analysisRequest = (changes: Record<string, unknown> = {}): AnalysisRequest => ({
  conversation: CONVERSATION,
  profile: PROFILE,
  ...changes,
});

export const CHAT_MESSAGE = 'How do I say no to my manager?';

export const chatRequest = (changes: Record<string, unknown> = {}): ChatRequest => ({
  message: CHAT_MESSAGE,
  profile: PROFILE,
  history: [],
  ...changes,
});

/** The three coach routes with a valid body each, for tests that apply to all of them. */
export const COACH_CALLS = [
  { url: '/analysis/analyze-conversation', payload: analysisRequest() },
  { url: '/chat/ask', payload: chatRequest() },
  { url: '/chat/stream', payload: chatRequest() },
] as const;

/**
 * Reads a text/event-stream body strictly: every frame is exactly `event: <type>` and one
 * `data: <json>` line, the JSON is a valid CoachStreamEvent and its type matches the event name.
 * Anything else throws, naming the frame.
 */
export function parseEventStream(body: string): CoachStreamEvent[] {
  if (!body.endsWith('\n\n')) throw new Error(`the stream does not end with a blank line: ${body}`);
  return body
    .slice(0, -2)
    .split('\n\n')
    .map((frame) => {
      const match = /^event: (\w+)\ndata: (.+)$/.exec(frame);
      if (!match) throw new Error(`malformed frame: ${JSON.stringify(frame)}`);
      const parsed = parseCoachStreamEvent(JSON.parse(match[2] ?? ''));
      if (!parsed.ok) throw new Error(`invalid event: ${match[2]}`);
      if (parsed.value.type !== match[1]) throw new Error(`event name differs: ${frame}`);
      return parsed.value;
    });
}

import { describe, expect, it } from 'vitest';
import { CHAT_INTENTS } from '../src/data/chat-intents/index.js';
import { compilePhrases, findPhrases, tokenize } from '../src/reading/measure/tokens.js';
import { findChatIntent, writeChat } from '../src/writing/chat.js';
import { EXPRESSIVE_PROFILE } from './fixtures/profiles.js';

const ask = (message: string, history: { role: 'user' | 'assistant'; content: string }[] = []) =>
  writeChat({ message, profile: EXPRESSIVE_PROFILE, history });

describe('chat intents beyond the ten topics (docs/decisions/0045-coach-reading-formats-speakers-and-situations.md, point 6)', () => {
  it('has at least 25 distinct intents, each with its own cues', () => {
    expect(new Set(CHAT_INTENTS.map((i) => i.id)).size).toBeGreaterThanOrEqual(25);
    const cues = CHAT_INTENTS.flatMap((i) => i.cues);
    expect(new Set(cues).size).toBe(cues.length);
  });

  it.each(CHAT_INTENTS.map((i) => [i.id, i] as const))(
    '%s: its cues match through the tokenizer',
    (_id, entry) => {
      const index = compilePhrases([{ kind: entry.id, phrases: entry.cues }]);
      for (const cue of entry.cues) {
        expect(findPhrases(index, tokenize(`So, ${cue}, what now?`)).length).toBeGreaterThan(0);
      }
    },
  );

  it.each([
    ['my colleague keeps interrupting me in meetings', 'interrupted'],
    ["I'm overloaded and everything is due this week", 'overload'],
    ['how do I ask for a raise?', 'raise'],
    ['my manager is not replying to my messages', 'no-reply'],
    ['how do I say no to extra work?', 'saying-no'],
  ])('recognises "%s"', (message, id) => {
    expect(findChatIntent(message)?.id).toBe(id);
  });

  it('answers overload with the overload move, not generic advice', () => {
    const reply = ask("I'm overloaded and my manager keeps adding work");
    expect(reply.insights[0]).toContain('overload');
    expect(reply.suggested_reply.toLowerCase()).toContain('more than i can finish');
  });

  it('gives two versions when the other person’s style is unknown, instead of assuming one', () => {
    const reply = ask('My colleague keeps interrupting me.');
    expect(reply.suggested_reply).toContain('For a direct reader:');
    expect(reply.suggested_reply).toContain('For a careful reader:');
  });

  it('tunes to a described person and keeps them for the follow-up', () => {
    const history = [
      { role: 'user' as const, content: 'My blunt manager keeps interrupting me.' },
      { role: 'assistant' as const, content: 'Hold the floor with one calm line.' },
    ];
    const reply = ask('what if he gets defensive?', history);
    expect(reply.insights.join(' ')).not.toMatch(/can't help|cannot help/i);
    expect(reply.insights[0]).toContain('defensive');
    expect(reply.inferred_style).toContain('DiSC D');
  });

  it('never refuses an on-topic follow-up: a short question takes the topic from the history', () => {
    const history = [{ role: 'user' as const, content: 'How do I ask for a raise?' }];
    const reply = ask('and if she says there is no budget?', history);
    expect(reply.insights[0]).toMatch(/^DiSC: Following up on asking for a raise/);
  });
});

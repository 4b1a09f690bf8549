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
    ['my colleague took credit for my work in the team meeting', 'credit-taken'],
    ['she presented my work to the director as hers', 'credit-taken'],
    ['a colleague keeps missing deadlines and I end up covering', 'missed-deadlines-colleague'],
    [
      'my teammate is late again with his part, third time this month',
      'missed-deadlines-colleague',
    ],
    ['I have a hard 1:1 tomorrow with a report who is underperforming', 'hard-one-to-one'],
    ['how do I start a performance conversation with someone I like?', 'hard-one-to-one'],
    ['how do I give recognition without sounding fake?', 'recognition'],
    ['I want to thank my team for the launch', 'recognition'],
    ['my manager micromanages everything I send', 'micromanaged'],
    ['I feel micromanaged, he checks everything I do', 'micromanaged'],
    ["I'm stuck on a task but afraid to ask my lead", 'asking-for-help'],
    ['how do I hand in my notice without burning bridges?', 'resigning'],
    ["English isn't my first language, how do I write to my boss?", 'non-native-english'],
    ['my English is not great and I worry my emails sound rude', 'non-native-english'],
    ['I work in an international team and they find me too direct for them', 'cross-cultural'],
    ['How should I answer Sam without sounding unsure?', 'sounding-confident'],
    ['I apologise too much in emails to my boss', 'sounding-confident'],
    ['What do I do when Priya ignores my questions?', 'no-reply'],
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

  it.each([
    [
      'a colleague keeps missing deadlines',
      'what if he gets defensive?',
      'a colleague who keeps missing deadlines',
    ],
    ['I have a tough 1:1 with an underperforming report', 'and if she cries?', 'a hard one-to-one'],
    ['how do I give praise to a quiet engineer?', 'shorter?', 'giving recognition'],
    ['my boss micromanages me', 'and by email?', 'being micromanaged'],
    ["I'm afraid to ask for help", 'what if they say no?', 'asking for help'],
    ['I want to resign next week', 'what do I say first?', 'resigning well'],
    [
      'English is my second language',
      'can you make it shorter?',
      'writing in English as a second language',
    ],
    [
      'how do I handle cultural differences in my team?',
      'what if they stay silent?',
      'working across cultures',
    ],
    ['I always sound unsure in standups', 'what if they push back?', 'sounding sure of yourself'],
  ])('follows up on "%s" with "%s"', (first, followUp, label) => {
    const history = [
      { role: 'user' as const, content: first },
      { role: 'assistant' as const, content: 'Here is a move.' },
    ];
    expect(ask(first).insights[0]).toContain('The move:');
    const reply = ask(followUp, history);
    expect(reply.insights[0]).toContain(`Following up on ${label}`);
    expect(reply.suggested_reply).not.toBe('');
  });

  it('writes plain English for a non-native writer: short sentences, figures for the date and amount', () => {
    const entry = CHAT_INTENTS.find((i) => i.id === 'non-native-english');
    for (const line of [entry?.direct ?? '', entry?.careful ?? '']) {
      const sentences = line.split(/(?<=[.?!])\s+/);
      for (const sentence of sentences) expect(sentence.split(' ').length).toBeLessThanOrEqual(14);
      expect(line).toMatch(/\d/);
    }
  });

  it('keeps the earlier topic when a follow-up names the other person’s reaction, and adds the move for it', () => {
    const history = [
      { role: 'user' as const, content: 'A colleague keeps missing deadlines.' },
      { role: 'assistant' as const, content: 'Name the pattern.' },
    ];
    const reply = ask('what if he gets defensive?', history);
    expect(reply.insights[0]).toContain('Following up on a colleague who keeps missing deadlines');
    expect(reply.insights[1]).toMatch(
      /^DiSC: If it turns into someone getting defensive: slow down/,
    );
    // The words are for the moment they asked about, not the first message again.
    expect(reply.suggested_reply).toContain("I'm not questioning your effort");
    expect(reply.suggested_reply).not.toContain('checkpoint');
  });

  it('keeps a short "and by email?" on the earlier intent, with the line about writing', () => {
    const history = [{ role: 'user' as const, content: 'My boss micromanages me.' }];
    const reply = ask('and by email?', history);
    expect(reply.insights[0]).toContain('Following up on being micromanaged');
    expect(reply.insights.join(' ')).toContain('In writing, tone is read without your voice');
  });

  it('lets a full new question win over the earlier intent, even when it opens with "and"', () => {
    const history = [{ role: 'user' as const, content: 'My boss micromanages me.' }];
    const reply = ask('and how do I ask for a raise next month?', history);
    expect(reply.insights[0]).not.toContain('Following up');
    expect(reply.insights[0]).toContain('Ask for a meeting about it');
  });

  it.each([
    'my Japanese colleagues find me too direct for them',
    "I'm quite blunt and my new report seems to shut down",
    'people say I am very analytical, how do I onboard a new hire?',
  ])('does not read the user’s own style as the other person’s: "%s"', (message) => {
    const reply = ask(message);
    expect(reply.inferred_style).not.toMatch(/likely DiSC/);
    expect(reply.suggested_reply).toContain('For a direct reader:');
  });

  it('still reads the other person when the user describes them: "she is too blunt"', () => {
    expect(ask('my manager is too blunt in reviews').inferred_style).toMatch(
      /^Your manager: likely DiSC D/,
    );
  });
});

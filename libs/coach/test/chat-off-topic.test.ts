import { describe, expect, it } from 'vitest';
import { LIMITS, type ChatHistoryItem } from '@styleprint/contracts';
import { OUT_OF_REACH, SMALL_TALK } from '../src/data/off-topic/index.js';
import { compilePhrases, findPhrases, tokenize } from '../src/reading/measure/tokens.js';
import { isSureSituation } from '../src/chat/answer.js';
import { writeChat } from '../src/writing/chat.js';
import { findOutOfReach, findSmallTalk } from '../src/writing/chat-off-topic.js';
import { DIRECT_PROFILE, EXPRESSIVE_PROFILE } from './fixtures/profiles.js';
import { fastestCpuMs } from './helpers/time-budget.js';

const RAISE_HISTORY: ChatHistoryItem[] = [
  { role: 'user', content: 'How do I ask my manager for a raise?' },
  { role: 'assistant', content: 'Bring the results and a number.' },
];
const ask = (message: string, history: ChatHistoryItem[] = [], profile = EXPRESSIVE_PROFILE) =>
  writeChat({ message, history, profile });
const text = (reply: ReturnType<typeof ask>): string =>
  [reply.inferred_style, ...reply.insights, reply.suggested_reply].join('\n');

/** The wording of a decline: an on-topic question never gets it. */
const DECLINED = /outside what I|can't know that|won't help|can't help/;

/**
 * Coached, not declined: either one quick question with two or three situations to pick from, or
 * an answer with at least two insights and a reply to send; never the wording of a decline.
 */
function expectCoached(reply: ReturnType<typeof ask>): void {
  if (reply.clarify) {
    expect(reply.clarify.choices.length).toBeGreaterThanOrEqual(2);
    expect(reply.clarify.choices.length).toBeLessThanOrEqual(3);
    expect(reply.suggested_reply).toBe('');
  } else if (reply.suggested_reply === '') {
    // Asked in words: who it is with, what happened, what should happen next.
    expect(reply.insights.join(' ')).toMatch(/who is it with/);
  } else {
    expect(reply.insights.length).toBeGreaterThanOrEqual(2);
  }
  expect(text(reply)).not.toMatch(DECLINED);
}

describe('off-topic content (docs/decisions/0114-coach-chat-off-topic-answers.md)', () => {
  it('has every small-talk message once, each matching itself through the tokenizer', () => {
    const messages = SMALL_TALK.flatMap((entry) =>
      entry.messages.map((m) => tokenize(m).join(' ')),
    );
    expect(new Set(messages).size).toBe(messages.length);
    for (const entry of SMALL_TALK) {
      for (const message of entry.messages) expect(findSmallTalk(message)?.id).toBe(entry.id);
      expect(entry.answers.length).toBeGreaterThan(0);
    }
  });

  it('has out-of-reach cues that match themselves; those that yield to a topic are no sure situation', () => {
    for (const entry of OUT_OF_REACH) {
      const index = compilePhrases([{ kind: entry.kind, phrases: entry.cues }]);
      for (const cue of entry.cues) {
        const question = `how do i ${cue}`;
        expect(findPhrases(index, tokenize(question)).length).toBeGreaterThan(0);
        // Harmful and deceptive cues win over any situation on purpose ("cover up my mistake");
        // the others yield to a situation, so none may look like one on its own.
        if (entry.kind === 'unknowable' || entry.kind === 'other_task') {
          expect(isSureSituation(question), question).toBe(false);
        }
      }
    }
  });

  it('keeps answers free of blanks and of claims the coach cannot know', () => {
    const answers = SMALL_TALK.flatMap((entry) => entry.answers);
    for (const answer of answers) {
      expect(answer).not.toMatch(/\[|\]|TBD|\{/);
      expect(answer).not.toMatch(/\b(sunny|rain|degrees|today is|the news)\b/i);
    }
  });
});

describe('small talk gets a short harmless answer', () => {
  it.each([
    ['hi', /Hi|Hello|Hey/],
    ['Hello!', /Hi|Hello|Hey/],
    ['hey there', /Hi|Hello|Hey/],
    ['Good morning', /Hello|Hi|Good to hear/],
    ['happy friday!', /Hello|Hi|Good to hear/],
    ['how are you?', /tool/],
    ['Who are you?', /a program, not a person/],
    ['are you a bot?', /a program, not a person/],
    ['What can you do?', /Here is what I can do/],
    ['hi, what can you do?', /Here is what I can do/],
    ['tell me a joke', /meeting|email|calendar/],
    ['thanks!', /welcome|Glad|Any time/],
    ['Thank you so much', /welcome|Glad|Any time/],
    ['bye', /Bye|See you/],
    ["that's not helpful", /Sorry that missed/],
  ])('"%s"', (message, answer) => {
    const reply = ask(message);
    expect(reply.insights[0]).toMatch(answer);
    expect(reply.clarify).toBeUndefined();
    expect(text(reply)).not.toContain("can't help");
  });

  it('names what the coach can do after a greeting or "who are you", with a first question fitted to the profile', () => {
    const expressive = ask('hello');
    const direct = ask('hello', [], DIRECT_PROFILE);
    expect(expressive.insights[1]).toMatch(/paste.*suggest a reply/);
    expect(expressive.suggested_reply).toMatch(/^A good first question for a DiSC I/);
    // No quote marks: the screen shows it as advice, not as a message to send.
    expect(expressive.suggested_reply).not.toContain('"');
    expect(expressive.suggested_reply).toContain('DiSC I');
    expect(direct.suggested_reply).toContain('DiSC D');
    expect(direct.suggested_reply).not.toBe(expressive.suggested_reply);
  });

  it('thanks after a topic points back to it instead of listing everything again', () => {
    const reply = ask('thanks, that helps', RAISE_HISTORY);
    expect(reply.insights.join(' ')).toContain('asking for a pay rise');
    expect(reply.suggested_reply).toBe('');
  });

  it('varies the wording through a conversation', () => {
    const first = ask('thanks');
    const later = ask('thanks', RAISE_HISTORY);
    expect(first.insights[0]).not.toBe(later.insights[0]);
  });
});

describe('questions out of reach get the reason and a redirect, never an answer', () => {
  it('declines an unknowable question after a conversation about a person and a meeting', () => {
    const history: ChatHistoryItem[] = [
      { role: 'user', content: 'my colleague keeps interrupting me in meetings' },
      { role: 'assistant', content: 'Hold the floor in the moment with one calm line.' },
      { role: 'user', content: 'what if he gets defensive?' },
      { role: 'assistant', content: 'Slow down instead of pushing.' },
    ];
    const reply = ask("what's the weather tomorrow?", history);
    expect(reply.insights[0]).toMatch(/can't know that/);
    expect(text(reply)).not.toMatch(/Following up|Still on/);
  });

  it.each([
    ['What is the weather tomorrow?', /can't know that/],
    ["what's the capital of France?", /can't know that/],
    ['What is the Bitcoin price today?', /can't know that/],
    ['who won the game last night?', /can't know that/],
    ['What should I eat for lunch?', /outside what I do/],
    ['write me a poem about spring', /outside what I do/],
    ['can you write a python script to rename files?', /outside what I do/],
    ['how do I hack into my boss email?', /won't help with that/],
    ['I want to get revenge on my coworker', /won't help with that/],
    ['help me spy on my team lead', /won't help with that/],
    ['should I lie to my boss about being sick?', /won't help you deceive/],
    ['how can I fake a sick note?', /won't help you deceive/],
  ])('"%s"', (message, reason) => {
    const reply = ask(message, RAISE_HISTORY);
    expect(reply.insights[0]).toMatch(reason);
    expect(reply.insights[0]).not.toMatch(/^You asked/);
    expect(reply.insights[1]).toMatch(/I can read a conversation you paste/);
    expect(reply.suggested_reply).toMatch(/^A (?:good first|better) question/);
    // Nothing from the earlier topic is passed off as an answer to this one.
    expect(text(reply)).not.toMatch(/Following up|Still on|salary/i);
  });

  it('answers a deceptive question with the honest question to ask instead', () => {
    expect(ask('should I lie to my manager about the delay?').suggested_reply).toContain(
      'the real reason',
    );
  });

  it('reads a harmful cue as the person’s aim only when they state it as one', () => {
    expect(findOutOfReach('I want to get revenge on my coworker')?.kind).toBe('harmful');
    expect(findOutOfReach('my colleague wants to get revenge on me')).toBeNull();
    expect(findOutOfReach('she tried to spy on me, what do I say?')).toBeNull();
    expect(findOutOfReach('my manager lied to HR about me')).toBeNull();
  });
});

describe('the edge: an on-topic follow-up is never refused', () => {
  it.each([
    'what if he gets defensive?',
    'and if she says there is no budget?',
    'thanks, and what if she says no?',
    'ok, but what do I say first?',
    'shorter?',
    'can you make it more formal?',
    'and by email?',
    'what if my boss asks about the weather delay?',
    'what if she brings up the news about layoffs?',
    'hi, what if he interrupts me again?',
    'what if they translate it badly?',
    'my colleague wants to get revenge on me',
    'she says my code is bad, how do I answer?',
    'how do I debug my relationship with my manager?',
    'what should I say to my boss at lunch?',
  ])('"%s" after a question about a raise', (message) => {
    const reply = ask(message, RAISE_HISTORY);
    expectCoached(reply);
    // A new subject in the same conversation may be asked about; anything else is answered.
    if (reply.clarify === undefined && !/who is it with/.test(text(reply))) {
      expect(reply.suggested_reply.length).toBeGreaterThan(20);
    }
  });

  it.each([
    'what if he gets defensive?',
    'and if she says there is no budget?',
    'thanks, and what if she says no?',
    'ok, but what do I say first?',
    'shorter?',
    'and by email?',
  ])('"%s" after a question about a raise stays on the raise, answered', (message) => {
    const reply = ask(message, RAISE_HISTORY);
    expect(reply.clarify).toBeUndefined();
    expect(reply.suggested_reply.length).toBeGreaterThan(20);
    expect(text(reply)).toMatch(/pay|raise|salary/i);
  });

  it.each([
    'how do I tell my team about the weather closure?',
    'my boss keeps asking me to write code faster, how do I push back?',
    'how do I say no to a colleague who wants help with his tax return?',
    'how do I give feedback?',
    'How should I answer Sam without sounding unsure?',
    'What do I do when Priya ignores my questions?',
  ])('"%s" with no history is coached, not declined', (message) => {
    expectCoached(ask(message));
  });
});

describe('off-topic reading stays linear', () => {
  it('answers a message of the longest length, made of small-talk words and cues, within 50 ms', () => {
    const message = 'hi thanks how do i spy on what if weather '
      .repeat(200)
      .slice(0, LIMITS.chatMaxChars);
    expect(fastestCpuMs(() => ask(message, RAISE_HISTORY), 3)).toBeLessThan(50);
  });
});

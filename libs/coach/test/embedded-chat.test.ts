import { describe, expect, it } from 'vitest';
import { LIMITS, parseChatReply, type ChatHistoryItem } from '@styleprint/contracts';
import { COACHING_TOPICS, SAMPLE_CONVERSATIONS } from '@styleprint/coach-content';
import { createEmbeddedEngine, replyAsText, type CoachStreamEvent } from '../src/index.js';
import { recogniseTopic } from '../src/writing/chat.js';
import { DIRECT_PROFILE, EXPRESSIVE_PROFILE } from './fixtures/profiles.js';

const engine = createEmbeddedEngine();
const ask = (message: string, history: ChatHistoryItem[] = [], profile = EXPRESSIVE_PROFILE) =>
  engine.chat({ message, history, profile });

describe('coach screen content', () => {
  it('has the ten topics and seven samples of the spec, samples within the analysis limit', () => {
    expect(COACHING_TOPICS).toHaveLength(LIMITS.coachingTopicCount);
    expect(SAMPLE_CONVERSATIONS).toHaveLength(LIMITS.sampleConversationCount);
    for (const sample of SAMPLE_CONVERSATIONS)
      expect(sample.text.length).toBeLessThanOrEqual(LIMITS.analysisMaxChars);
  });

  it('analyses every sample with a named counterpart or a draft reading', async () => {
    for (const sample of SAMPLE_CONVERSATIONS) {
      const reply = await engine.analyze({
        conversation: sample.text,
        profile: EXPRESSIVE_PROFILE,
      });
      expect(reply.insights.length).toBeGreaterThanOrEqual(3);
      expect(reply.suggested_reply.length).toBeGreaterThan(40);
    }
  });
});

describe('chat topics', () => {
  it.each(COACHING_TOPICS.map((t) => [t.label, t] as const))(
    'recognises the "%s" shortcut',
    (_label, topic) => {
      expect(recogniseTopic(topic.prompt)?.id).toBe(topic.id);
    },
  );

  it('recognises a topic in a free question and answers it without quoting the question back', async () => {
    const message = 'My manager keeps rejecting my budget proposal. How do I convince her?';
    expect(recogniseTopic(message)?.id).toBe('persuading-a-stakeholder');
    const reply = await ask(message);
    expect(parseChatReply(reply).ok).toBe(true);
    expect(reply.insights[0]).not.toMatch(/^You asked/);
    expect(reply.insights.join(' ')).not.toContain(`"${message}"`);
    // The answer is about the question's own facts: the manager and the budget.
    expect(reply.insights[0]).toMatch(/your manager/);
    expect(reply.insights[0]).toMatch(/budget/);
    expect(reply.suggested_reply).toMatch(/budget/);
  });

  it('answers a shortcut with advice tied to the user profile, not the same text for everyone', async () => {
    const prompt = COACHING_TOPICS[0]?.prompt ?? '';
    const expressive = await ask(prompt, [], EXPRESSIVE_PROFILE);
    const direct = await ask(prompt, [], DIRECT_PROFILE);
    expect(expressive.insights.join(' ')).toContain('DiSC I');
    expect(direct.insights.join(' ')).toContain('DiSC D');
    expect(direct.insights).not.toEqual(expressive.insights);
  });

  it('uses the person described to choose the wording', async () => {
    const question =
      'How do I give feedback to a colleague who is a perfectionist and very detail-oriented?';
    const asked = await ask(question);
    // Feedback to a peer, or someone who takes it badly? A click on the first settles it.
    const choice = asked.clarify?.choices.find((c) => /colleague at my level/i.test(c.label));
    const reply = choice
      ? await ask(choice.message, [
          { role: 'user', content: question },
          { role: 'assistant', content: asked.insights.join('\n') },
        ])
      : asked;
    // The style line names the style and the user's own words it comes from.
    expect(reply.inferred_style).toMatch(/likely reads as DiSC C/);
    expect(reply.inferred_style).toContain('"perfectionist"');
    expect(reply.insights.join(' ')).toMatch(/comes across as careful, precise/);
  });

  it('follows up on the earlier situation from the history, with the person described there', async () => {
    const history: ChatHistoryItem[] = [
      {
        role: 'user',
        content:
          'My boss is blunt and impatient. How do I say no to the extra project he wants me to take?',
      },
      { role: 'assistant', content: 'Put the no first, with one reason.' },
    ];
    const reply = await ask('Can you give me an example?', history);
    expect(reply.insights[0]).toMatch(/^Still on saying no/);
    expect(reply.inferred_style).toMatch(/^Your boss likely reads as DiSC D/);
    expect(reply.suggested_reply).toMatch(/\bno\b/);
  });

  it('follows up on a meeting question with the meeting, not a situation it never mentioned', async () => {
    const question = 'How should I run a meeting with my very direct boss?';
    const first = await ask(question);
    // Running a meeting is no situation of its own: asked about, never read as another one.
    expect(replyAsText(first)).not.toMatch(/across cultures/);
    const history: ChatHistoryItem[] = [
      { role: 'user', content: question },
      { role: 'assistant', content: first.suggested_reply },
    ];
    const reply = await ask('Can you give me an example?', history);
    expect(replyAsText(reply)).toMatch(/meeting/i);
    expect(replyAsText(reply)).not.toMatch(/across cultures/);
  });

  it('explains the user profile when asked about it', async () => {
    const reply = await ask('What does my DiSC style mean?');
    expect(reply.inferred_style).toContain('DiSC I');
    expect(
      reply.insights.some((insight) =>
        insight.startsWith('Emergenetics: Your thinking runs Social'),
      ),
    ).toBe(true);
  });

  it('analyses a conversation pasted into the chat', async () => {
    const sample = SAMPLE_CONVERSATIONS[1]?.text ?? '';
    const reply = await ask(sample);
    expect(reply.inferred_style).toMatch(/^Dana comes across/);
  });

  it('words the reply for the request itself, such as saying no to a demanding boss', async () => {
    const reply = await ask(
      'How do I say no to my boss who is very demanding?',
      [],
      DIRECT_PROFILE,
    );
    // One word about the boss is used, and said to be thin; the answer is about saying no.
    expect(reply.inferred_style).toMatch(/^From "demanding" alone, your boss may read as DiSC D/);
    expect(reply.insights[0]).toMatch(/say no to your boss/);
    expect(reply.insights.join(' ')).toMatch(/Decline the task, not the person/);
    expect(reply.suggested_reply).toMatch(/I have to say no/);
    // Two words about them name the style firmly.
    const direct = await ask(
      'How do I say no to my boss who is very demanding and impatient?',
      [],
      DIRECT_PROFILE,
    );
    expect(direct.inferred_style).toMatch(/^Your boss likely reads as DiSC D/);
    expect(direct.suggested_reply).toMatch(/say no/);
  });

  it('says plainly when a question is not about communication', async () => {
    const reply = await ask('What should I eat for lunch?');
    expect(reply.insights[0]).toMatch(/outside what I do: I'm a communication coach/);
    expect((await ask('Which colour is best?')).insights[0]).toMatch(/I coach communication/);
  });

  it('never writes the placeholder phrases the web filters out', async () => {
    const banned = [
      'Unable to analyze',
      'Personalized coaching',
      'Communication coaching',
      'Based on your communication profile',
      "Here's my advice",
      'The AI coach is having trouble',
    ];
    for (const topic of COACHING_TOPICS) {
      const text = replyAsText(await ask(topic.prompt));
      for (const phrase of banned) expect(text).not.toContain(phrase);
    }
  });
});

describe('chat streaming', () => {
  it('streams deltas that add up to the reply, then the reply itself', async () => {
    const request = {
      message: COACHING_TOPICS[3]?.prompt ?? '',
      history: [],
      profile: DIRECT_PROFILE,
    };
    const events: CoachStreamEvent[] = [];
    for await (const event of engine.chatStream(request)) events.push(event);
    const last = events[events.length - 1];
    expect(last?.type).toBe('done');
    const reply = last?.type === 'done' ? last.reply : null;
    expect(reply).toEqual(await engine.chat(request));
    const text = events.map((e) => (e.type === 'delta' ? e.text : '')).join('');
    expect(text).toBe(
      replyAsText(reply ?? { inferred_style: '', insights: [], suggested_reply: '' }),
    );
    expect(events.filter((e) => e.type === 'delta').length).toBeGreaterThan(5);
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      engine.chat(
        { message: 'Hi', history: [], profile: DIRECT_PROFILE },
        { signal: controller.signal },
      ),
    ).rejects.toMatchObject({ kind: 'aborted' });
  });
});

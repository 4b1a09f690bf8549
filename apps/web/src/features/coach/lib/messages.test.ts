import { LIMITS } from '@styleprint/contracts';
import { describe, expect, it } from 'vitest';
import {
  failureMessage,
  historyOf,
  replyMessage,
  streamingMessage,
  textMessage,
  type ChatMessage,
} from './messages';

describe('historyOf', () => {
  it('sends what was said, in order, and leaves out failures and an unfinished reply', () => {
    const messages: ChatMessage[] = [
      textMessage('user', 'How do I push back?'),
      replyMessage({
        style: '',
        insights: [],
        reply: 'Name the trade-off.',
        replyHeading: 'Coaching Advice',
      }),
      textMessage('user', 'And by email?'),
      failureMessage('Sorry, no connection.', 'Network connection failed during chat'),
      streamingMessage(),
    ];
    expect(historyOf(messages)).toEqual([
      { role: 'user', content: 'How do I push back?' },
      { role: 'assistant', content: 'Coaching Advice:\nName the trade-off.' },
      { role: 'user', content: 'And by email?' },
    ]);
  });

  it('keeps within the contract: the newest items, each cut to the item limit', () => {
    const many = Array.from({ length: LIMITS.chatHistoryMaxItems + 5 }, (_, i) =>
      textMessage('user', `message ${i}`),
    );
    const history = historyOf(many);
    expect(history).toHaveLength(LIMITS.chatHistoryMaxItems);
    expect(history.at(-1)?.content).toBe(`message ${LIMITS.chatHistoryMaxItems + 4}`);

    const long = historyOf([textMessage('user', 'x'.repeat(LIMITS.chatHistoryItemMaxChars + 10))]);
    expect(long[0]?.content).toHaveLength(LIMITS.chatHistoryItemMaxChars);
  });

  it('gives every message its own id', () => {
    expect(textMessage('user', 'a').id).not.toBe(textMessage('user', 'a').id);
  });
});

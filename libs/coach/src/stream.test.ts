import { describe, expect, it } from 'vitest';
import { createDeltaTracker, replyAsText, sseFrame, textPieces } from './stream.js';

describe('stream helpers', () => {
  it('renders a reply as the text the deltas spell out', () => {
    const reply = {
      inferred_style: 'Sam is direct.',
      insights: ['DiSC: a', 'MBTI: b'],
      suggested_reply: 'Sam, done.',
    };
    expect(replyAsText(reply)).toBe('Sam is direct.\n\n• DiSC: a\n• MBTI: b\n\nSam, done.');
    expect(textPieces(replyAsText(reply)).join('')).toBe(replyAsText(reply));
  });

  it('sends only what extends the text already sent', () => {
    const track = createDeltaTracker();
    expect(track('Sam')).toBe('Sam');
    expect(track('Sam is')).toBe(' is');
    expect(track('Sam is')).toBe('');
    expect(track('Tom was')).toBe('');
    expect(track('Sam is direct')).toBe(' direct');
  });

  it('frames one server-sent event', () => {
    expect(sseFrame({ type: 'delta', text: 'Hi' })).toBe(
      'event: delta\ndata: {"type":"delta","text":"Hi"}\n\n',
    );
  });
});

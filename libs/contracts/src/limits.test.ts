import { describe, expect, it } from 'vitest';
import { LIMITS } from './index.js';

describe('LIMITS (docs/product.md#s5, #s9)', () => {
  it.each([
    ['analysisMaxChars', 2000],
    ['chatMaxChars', 1000],
    ['uploadMaxBytes', 1024 * 1024],
    ['questionCount', 13],
    ['thinkingAxisMax', 10],
    ['domainAxisMax', 3],
    ['passwordMinChars', 6],
    ['sampleTruncateChars', 80],
    ['sampleConversationCount', 7],
    ['coachingTopicCount', 10],
    ['chatPanelHeightPx', 600],
    ['onlineNoticeMs', 5000],
  ] as const)('%s is %d', (name, value) => {
    expect(LIMITS[name]).toBe(value);
  });

  it('lets a tally reach every question of the assessment', () => {
    expect(LIMITS.tallyMax).toBe(LIMITS.questionCount);
  });

  it('keeps our own bounds positive whole numbers', () => {
    for (const name of [
      'chatHistoryMaxItems',
      'chatHistoryItemMaxChars',
      'speakerNameMaxChars',
    ] as const) {
      expect(Number.isInteger(LIMITS[name]) && LIMITS[name] > 0).toBe(true);
    }
  });
});

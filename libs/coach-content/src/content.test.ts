import { describe, expect, it } from 'vitest';
import { LIMITS } from '@styleprint/contracts';
import { COACHING_TOPIC_IDS, COACHING_TOPICS, SAMPLE_CONVERSATIONS } from './index.js';

describe('coaching topics', () => {
  it('offers exactly the ten shortcuts of the coach screen, each once', () => {
    expect(COACHING_TOPICS).toHaveLength(LIMITS.coachingTopicCount);
    expect(COACHING_TOPICS.map((topic) => topic.id)).toEqual([...COACHING_TOPIC_IDS]);
    expect(new Set(COACHING_TOPICS.map((topic) => topic.label)).size).toBe(COACHING_TOPICS.length);
  });

  it.each(COACHING_TOPICS.map((topic) => [topic.id, topic] as const))(
    '%s sends a prompt that fits a chat message and has cues to recognise it',
    (_id, topic) => {
      expect(topic.label.trim()).not.toBe('');
      expect(topic.prompt.trim().length).toBeGreaterThan(0);
      expect(topic.prompt.length).toBeLessThanOrEqual(LIMITS.chatMaxChars);
      expect(topic.cues.length).toBeGreaterThan(0);
      for (const cue of topic.cues) expect(cue).toBe(cue.toLowerCase());
    },
  );
});

describe('sample conversations', () => {
  it('offers exactly the seven samples of the coach screen, with distinct ids', () => {
    expect(SAMPLE_CONVERSATIONS).toHaveLength(LIMITS.sampleConversationCount);
    expect(new Set(SAMPLE_CONVERSATIONS.map((sample) => sample.id)).size).toBe(
      SAMPLE_CONVERSATIONS.length,
    );
  });

  it.each(SAMPLE_CONVERSATIONS.map((sample) => [sample.id, sample] as const))(
    '%s can be analysed as it is (within the analysis limit, more than one line)',
    (_id, sample) => {
      expect(sample.text.trim()).not.toBe('');
      expect(sample.text.length).toBeLessThanOrEqual(LIMITS.analysisMaxChars);
      expect(sample.text.split('\n').length).toBeGreaterThan(1);
    },
  );
});

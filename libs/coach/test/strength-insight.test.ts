import { describe, expect, it } from 'vitest';
import type { Profile, StrengthDomain } from '@styleprint/contracts';
import { SAMPLE_CONVERSATIONS } from '@styleprint/coach-content';
import { createEmbeddedEngine } from '../src/index.js';
import { EXPRESSIVE_PROFILE } from './fixtures/profiles.js';

/** Every top domain gets its own strengths line in an analysis, whichever of the four it is. */
describe('the strengths insight of an analysis', () => {
  const engine = createEmbeddedEngine();
  const conversation = SAMPLE_CONVERSATIONS[0]!.text;

  it.each<[StrengthDomain, RegExp]>([
    ['Executing', /one clear next step/],
    ['Influencing', /listen and ask/],
    ['Relationship', /you build trust/],
    ['Thinking', /the bigger picture/],
  ])('names %s as the top domain and says how to use it', async (domain, line) => {
    const profile: Profile = {
      ...EXPRESSIVE_PROFILE,
      cliftonStrengths: { ...EXPRESSIVE_PROFILE.cliftonStrengths, TopDomain: domain },
    };
    const reply = await engine.analyze({ conversation, profile });
    const strengths = reply.insights.find((insight) => insight.includes('Your top domain is'));
    expect(strengths, reply.insights.join('\n')).toMatch(line);
  });
});

import { describe, expect, it } from 'vitest';
import type { ChatHistoryItem } from '@styleprint/contracts';
import { writeChat } from '../writing/chat.js';
import { EXPRESSIVE_PROFILE } from '../../test/fixtures/profiles.js';
import { languageAskedFor } from './language.js';

/* Written for this test; not from a fresh batch. */
describe('a reply asked for in another language', () => {
  it('reads the request, and not a language mentioned in passing', () => {
    expect(languageAskedFor('Great, can you put it in Portuguese? He reads it on WhatsApp.')).toBe(
      'Portuguese',
    );
    expect(languageAskedFor('Could you translate this into French for my client?')).toBe('French');
    expect(languageAskedFor('in German please')).toBe('German');
    expect(
      languageAskedFor('How do I reply to a supplier who writes to me in Spanish?'),
    ).toBeNull();
  });

  it('says honestly that it writes only English, and still gives the reply', () => {
    const history: ChatHistoryItem[] = [
      {
        role: 'user',
        content:
          'Our supplier Rui in Porto promised the 200 tiles by 3 May and they have not arrived. How do I chase him?',
      },
      {
        role: 'assistant',
        content:
          "Ask for one thing: a delivery date. For example: 'Hi Rui, the 200 tiles were due on 3 May and have not arrived. Could you tell me today when they will be delivered?'",
      },
    ];
    const reply = writeChat({
      message: 'Good. Can you put it in Portuguese? Rui prefers it.',
      history,
      profile: EXPRESSIVE_PROFILE,
    });
    expect(reply.insights[0]).toMatch(
      /^I can only write in English, so I can't put it into Portuguese/,
    );
    expect(reply.suggested_reply).not.toBe('');
  });
});

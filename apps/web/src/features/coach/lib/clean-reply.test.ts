import { describe, expect, it } from 'vitest';
import {
  cleanReply,
  cleanText,
  containsPlaceholder,
  isEmptyReply,
  looksLikeSamplePhrasing,
  replyAsText,
  replyHeadingFor,
} from './clean-reply';

describe('containsPlaceholder', () => {
  it.each([
    'Unable to analyze the conversation.',
    'Personalized coaching for you',
    'Communication coaching is on its way',
    'Based on your communication profile, be direct.',
    "Here's my advice: slow down.",
    'Here\u2019s my advice: slow down.',
    'The AI coach is having trouble right now.',
    'UNABLE TO ANALYZE',
  ])('finds a spec placeholder phrase in %j', (text) => {
    expect(containsPlaceholder(text)).toBe(true);
  });

  it.each(['Lead with the decision you need.', 'Coaching works best with practice.', ''])(
    'leaves real text alone: %j',
    (text) => {
      expect(containsPlaceholder(text)).toBe(false);
    },
  );
});

describe('cleanText', () => {
  it('drops the sentences with a placeholder and keeps the rest', () => {
    expect(
      cleanText('Based on your communication profile, here goes. Open with the number. Then ask.'),
    ).toBe('Open with the number. Then ask.');
  });

  it('keeps line breaks between the lines it keeps', () => {
    expect(cleanText("Here's my advice.\nStart with the ask.\n\nKeep it short.")).toBe(
      'Start with the ask.\n\nKeep it short.',
    );
  });

  it('returns an empty text when everything was a placeholder', () => {
    expect(cleanText('Unable to analyze this. The AI coach is having trouble.')).toBe('');
  });
});

describe('looksLikeSamplePhrasing and replyHeadingFor', () => {
  it.each([
    [
      'a quoted line to say',
      'Try: "Jordan, the layout is done and I need ten minutes on the copy."',
    ],
    ['typographic quotes', 'Open with \u201cHere are the two risks I see today.\u201d'],
    [
      'a message that opens with a greeting',
      'Hi Dana, thanks for catching that. Here is the query.',
    ],
    ['an explicit "you could say"', 'You could say that you need the data by Friday.'],
    ['a draft to send', "Here's a message you can send to Sam tomorrow morning."],
    [
      'a message that opens with the name of the one it goes to',
      'Dev, I have decided to leave. My last day will be 14 June.',
    ],
    ['a titled name', 'Mr. Vogt, could you please send the forms by Tuesday?'],
    [
      'the writer speaking to the reader',
      'Sorry, I only sell for cash on collection, or for a payment I can see before you collect it.',
    ],
  ])('is a suggested response for %s', (_case, text) => {
    expect(looksLikeSamplePhrasing(text)).toBe(true);
    expect(replyHeadingFor(text)).toBe('Suggested Improved Response');
  });

  it.each([
    ['advice about behaviour', 'Lead with the decision, then give one reason. Ask for a date.'],
    ['a short quoted word', 'Avoid words like "maybe" when you commit to a date.'],
    ['an empty reply', ''],
    ['advice that opens with a word and a comma', 'First, name the date. Then ask what they need.'],
  ])('is coaching advice for %s', (_case, text) => {
    expect(looksLikeSamplePhrasing(text)).toBe(false);
    expect(replyHeadingFor(text)).toBe('Coaching Advice');
  });
});

describe('cleanReply', () => {
  it('filters placeholders out of style, insights and reply, and heads the reply', () => {
    const clean = cleanReply({
      inferred_style: 'Based on your communication profile. Direct and data-led.',
      insights: [
        'Personalized coaching',
        '  You hedge when asked for a date. ',
        '',
        'Be concrete.',
      ],
      suggested_reply: '"Jordan, the page ships Thursday; the two risks are copy and pricing."',
    });
    expect(clean).toEqual({
      style: 'Direct and data-led.',
      insights: ['You hedge when asked for a date.', 'Be concrete.'],
      reply: '"Jordan, the page ships Thursday; the two risks are copy and pricing."',
      replyHeading: 'Suggested Improved Response',
    });
    expect(isEmptyReply(clean)).toBe(false);
  });

  it('is empty when only placeholders came back', () => {
    const clean = cleanReply({
      inferred_style: 'Unable to analyze',
      insights: ['Communication coaching'],
      suggested_reply: 'The AI coach is having trouble responding.',
    });
    expect(isEmptyReply(clean)).toBe(true);
    expect(replyAsText(clean)).toMatch(/didn't find anything specific/);
  });
});

describe('replyAsText', () => {
  it('writes the shown parts under their headings, skipping empty ones', () => {
    const text = replyAsText({
      style: '',
      insights: ['Ask one question at a time.'],
      reply: 'Slow down and confirm what you heard.',
      replyHeading: 'Coaching Advice',
    });
    expect(text).toBe(
      'Key Insights:\n- Ask one question at a time.\n\nCoaching Advice:\nSlow down and confirm what you heard.',
    );
  });
});

describe('decision 0104: whose results a reply used', () => {
  const base = {
    inferred_style: 'Sam: likely DiSC S.',
    insights: ['Give them time.'],
    suggested_reply: 'Could we talk tomorrow?',
  };

  it('keeps the person and the source, and says them first when read out', () => {
    const clean = cleanReply({ ...base, about: { name: 'Sam', source: 'shared' } });
    expect(clean.about).toEqual({ name: 'Sam', source: 'shared' });
    expect(replyAsText(clean).split('\n\n')[0]).toBe(
      'From Sam’s own results: the advice uses only the results they share with you.',
    );
    const guessed = cleanReply({ ...base, about: { name: 'Sam', source: 'guess' } });
    expect(replyAsText(guessed)).toContain(
      'From your guess: the advice uses the styles you keep for Sam.',
    );
  });

  it('says nothing of a source when nobody was chosen', () => {
    const clean = cleanReply(base);
    expect(clean).not.toHaveProperty('about');
    expect(replyAsText(clean)).not.toMatch(/From your guess|own results/);
  });
});

describe('docs/decisions/0125-coach-safety-moments.md: a safety answer read out', () => {
  it('reads a crisis answer under the card headings, never as a reply to send', () => {
    const text = replyAsText(
      cleanReply({
        inferred_style: "I'm really glad you told me.",
        insights: ['In the US and Canada, call or text 988.'],
        suggested_reply: "If you're in danger now, call 911.",
        safety: { kind: 'crisis' },
      }),
    );
    expect(text).toContain("You don't have to face this alone");
    expect(text).toContain('Help right now:\nIf you');
    expect(text).not.toContain('Suggested Improved Response');
    expect(text).not.toContain('Coaching Advice');
  });
});

import { describe, expect, it } from 'vitest';
import { LIMITS, PEOPLE_LIMITS } from '@styleprint/contracts';
import { readConversation } from '../index.js';
import { PASSAGES_PER_READ, quoteSignals } from './passages.js';
import { sentenceSignals, sumSignals } from './signals.js';

const passagesOf = (text: string, speaker: string, userName = 'Me') =>
  readConversation(text, { userName }).evidence.get(speaker) ?? [];

describe('stylePassages: every sentence a speaker wrote, as quotes a person may keep', () => {
  it('quotes one passage per message, as written, without the full stop the reader adds', () => {
    const text = [
      'Ana: can you send the figures by Friday',
      'Me: Yes.',
      'Ana: Thanks! Also, which source did the 4.2% come from?',
    ].join('\n');
    expect(passagesOf(text, 'Ana').map((p) => p.quote)).toEqual([
      'can you send the figures by Friday',
      'Thanks! Also, which source did the 4.2% come from?',
    ]);
  });

  it('counts every sentence written once: the passages add up to all the speaker wrote', () => {
    const text = [
      'Ana: I need the report today. No excuses.',
      'Me: Okay.',
      'Ana: Please include the Q3 figures, the sources and the owners. Thanks!',
    ].join('\n');
    const reading = readConversation(text, { userName: 'Me' });
    const sentences = reading.measures.get('Ana')?.sentences ?? [];
    const passages = reading.evidence.get('Ana') ?? [];
    // The reader's empty last sentence is nobody's writing.
    const written = sentences.filter((s) => s.text.trim() !== '');
    expect(written.length).toBeLessThan(sentences.length);
    expect(sumSignals(passages.map((p) => p.signals))).toEqual(
      sumSignals(written.map(sentenceSignals)),
    );
  });

  it('packs many short messages across messages so a whole analysis fits what a person keeps', () => {
    const lines: string[] = [];
    for (let i = 0; lines.join('\n').length < LIMITS.analysisMaxChars - 40; i += 1) {
      lines.push(i % 2 === 0 ? `Ana: ok number ${i} done` : 'Me: thanks');
    }
    const text = lines.join('\n').slice(0, LIMITS.analysisMaxChars);
    const passages = passagesOf(text, 'Ana');
    expect(passages.length).toBeGreaterThan(1);
    expect(passages.length).toBeLessThanOrEqual(PASSAGES_PER_READ);
    expect(2 * PASSAGES_PER_READ).toBeLessThanOrEqual(PEOPLE_LIMITS.maxEvidence);
    for (const passage of passages) {
      expect(passage.quote.length).toBeLessThanOrEqual(PEOPLE_LIMITS.quoteMaxChars);
    }
    const messages = lines.filter((line) => line.startsWith('Ana:')).length;
    expect(messages).toBeGreaterThan(PASSAGES_PER_READ);
    expect(sumSignals(passages.map((p) => p.signals)).sentences).toBeGreaterThanOrEqual(
      messages - 1,
    );
  });

  it('splits a message longer than a quote may be, and keeps each part within the limit', () => {
    const long = Array.from(
      { length: 12 },
      (_, i) => `Point ${i + 1} is that the supplier must confirm the delivery dates in writing.`,
    ).join(' ');
    const passages = passagesOf(`Ana: ${long}\nMe: Noted.`, 'Ana');
    expect(passages.length).toBeGreaterThan(1);
    for (const passage of passages) {
      expect(passage.quote.length).toBeLessThanOrEqual(PEOPLE_LIMITS.quoteMaxChars);
      expect(long).toContain(passage.quote);
    }
  });

  it('measures a quote saved without its measures from its own words', () => {
    const signals = quoteSignals('Send it today. No excuses!');
    expect(signals).toMatchObject({ sentences: 2, words: 5, directives: 1, exclamations: 1 });
  });
});

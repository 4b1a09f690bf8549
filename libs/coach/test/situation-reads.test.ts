import { describe, expect, it } from 'vitest';
import { readConversation } from '../src/reading/index.js';

/** The primary situation the coach reads (docs/decisions/0110-coach-situation-confusions.md). */
function primary(text: string, userName?: string): string | undefined {
  return readConversation(text, userName ? { userName } : {}).situations[0]?.kind;
}

describe('situation reads that used to be confused (docs/decisions/0110-coach-situation-confusions.md)', () => {
  it('keeps a threat with a time limit in the reading: urgency alone is not fraud', () => {
    const text = [
      'Dariusz 08:05',
      "Lerato, I'm done waiting. If the license keys aren't sorted within 48 hours I'm going straight to your CEO. I know him.",
      'Lerato 08:15',
      'I understand the frustration. Let me check where it is stuck.',
      'Dariusz 08:16',
      'Check faster.',
    ].join('\n');
    expect(primary(text, 'Lerato')).toBe('escalates');
  });

  it('reads "either … or …?" asked as a question as a choice, not an ultimatum', () => {
    const text =
      'Thank you for the revised agreement. Before I can recommend it, I need to understand clause 4.2: "reasonable" is not defined anywhere. Could you either define the term or list the elements that cannot change?\nWilhelmina';
    expect(primary(text)).not.toBe('ultimatum');
    expect(primary(text)).toBe('objects');
  });

  it('reads a condition with a deadline and a consequence as an ultimatum', () => {
    const text = [
      "Sakura: Niall, I'm sorry to say this. If the evening shifts don't change by January, I don't think I can stay on the team. I just need to be home for my daughter.",
      'Niall: Oh. Let me see what I can do.',
    ].join('\n');
    expect(primary(text, 'Niall')).toBe('ultimatum');
  });

  it('reads the other side saying they had no reply as chasing the user, not as their silence', () => {
    const text =
      'Hello,\n\nI opened ticket #4471 on the 17th about the VAT on two invoices. The status still shows "open" and I have had no reply. Could you tell me whether the ticket has been assigned?\n\nRegards,\nAurelie Martin';
    expect(primary(text)).toBe('asks_status');
  });

  it('does not take a greeting for a ping', () => {
    const text = [
      "10/11/2026, 20:00 - Ewa: Hello everyone, I hope you're all well. Would it help if we alternated, one week Sunday and one week Wednesday? Only if that suits people.",
      '10/11/2026, 20:12 - Mehmet: Fine by me',
    ].join('\n');
    expect(primary(text)).toBe('proposes');
  });

  it('reads someone the user called on twice who never answered as silent, even when others spoke', () => {
    const text = [
      '[09:30] Naledi',
      'Ivan, any update on the supplier call?',
      '[09:31] Naledi',
      'Ivan, are you with us?',
      '[09:32] Marisol',
      'I think Ivan might have dropped off the call. We could also come back to it at the end.',
      '[09:33] Naledi',
      'Ivan?',
    ].join('\n');
    expect(primary(text, 'Naledi')).toBe('silent');
  });

  it("reads the answer to the user's feedback as receiving it, even with a promise for next time", () => {
    const text = [
      'Moritz 14:30',
      'Esperanza, one thing from the workshop: you promised the client a follow-up deck by Friday, and we did not have one planned.',
      'Esperanza 14:33',
      "Oh no, you're right! What if I make a simple version and we go through it together? I promise I'll check with you before I promise things next time!!",
    ].join('\n');
    expect(primary(text, 'Moritz')).toBe('receives_feedback');
  });

  it("reads the user's own draft that judges the reader's work as giving feedback", () => {
    const text =
      "Hyun-woo, I have to be honest, your updates are always late and the last one was sloppy. We can't keep working like this. Please fix it.";
    expect(primary(text)).toBe('gives_feedback');
  });

  it('puts an escalation that has happened before the terms set beside it', () => {
    const text =
      "From: Gregory Shaw\nTo: Mei\nCc: Patricia Lowe\nSubject: RE: Delayed shipments\n\nMei,\n\nI've copied Patricia because this is the 5th delay since September. I need a recovery plan with dates by Friday, or Patricia and I will review the contract.\n\nGregory";
    expect(primary(text, 'Mei')).toBe('escalates');
  });
});

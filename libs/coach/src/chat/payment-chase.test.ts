import { describe, expect, it } from 'vitest';
import { paymentChaseOf } from './payment-chase.js';

describe('paymentChaseOf', () => {
  it('reads the sum, the invoice, when it was due, who it is with and the work waiting on it', () => {
    expect(
      paymentChaseOf(
        'A client, Gareth, owes us £14,200 for the planning drawings stage. Invoice INV-2291 was due 2 April. Every time I ring he says "it\'s with my accountant". That\'s happened three times now, and stage 3 is about to start. What do I send him?',
      ),
    ).toMatchObject({
      amount: '£14,200',
      invoice: 'invoice INV-2291',
      forWhat: 'the planning drawings stage',
      due: '2 April',
      chased: 'three',
      withWhom: 'your accountant',
      next: 'stage 3',
      byPhone: true,
    });
  });

  it('takes "due 30 days after 12 August" as the date sent and the terms, not a due date', () => {
    expect(
      paymentChaseOf(
        "Client hasn't paid invoice #2231 for €3,400. It was due 30 days after 12 August. I've sent two friendly reminders.",
      ),
    ).toMatchObject({
      invoice: 'invoice #2231',
      due: null,
      sent: '12 August',
      terms: '30',
      chased: 'two',
    });
  });

  it('reads "due 30 days from 2 August, so it\'s now about 45 days overdue" as a chase', () => {
    expect(
      paymentChaseOf(
        "Invoice #2231 for $8,400 was due 30 days from 2 August, so it's now about 45 days overdue. How do I get paid?",
      ),
    ).toMatchObject({ amount: '$8,400', invoice: 'invoice #2231', sent: '2 August', terms: '30' });
  });

  it.each([
    'We owe our supplier £3,000 and they keep chasing. What do I say?',
    'A client refuses to pay invoice #88 (£900), saying the work was late. How do I reply?',
    'I sent our biggest client the wrong invoice, $8,400 instead of $4,800. How do I tell them?',
    "Monday's outage meant 400 of our invoices went out two days late, and the contract is worth $180k. What do I send the client?",
    'How do I tell my manager the report is overdue?',
  ])('is no chase: %s', (message) => {
    expect(paymentChaseOf(message)).toBeNull();
  });
});

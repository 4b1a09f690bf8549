import { describe, expect, it } from 'vitest';
import type { CoachReply } from '@styleprint/contracts';
import { createEmbeddedEngine, replyAsText } from '../src/index.js';
import { EXPRESSIVE_PROFILE } from './fixtures/profiles.js';

/**
 * The reply says the point the question states (decision 0135): the ask whole, what is declined,
 * the user's own answer to a quoted request, the mistake owned; it goes to a person, not a city or
 * a firm. The questions here were written for these tests; none is from a fresh batch.
 */
const engine = createEmbeddedEngine();
const ask = (message: string): Promise<CoachReply> =>
  engine.chat({ message, history: [], profile: EXPRESSIVE_PROFILE });

describe('a reply built on the point the question states', () => {
  it('asks for the whole of what is asked for, with its figure and dates', async () => {
    const reply = await ask(
      'I lead events at a small software firm in Ghent. I want to ask our finance director, Karel Peeters, for €9,500 to send four engineers to KubeCon (18–21 March). Last year two went and came back with three hires. He likes short emails. What do I write?',
    );
    expect(reply.suggested_reply).toMatch(
      /^Karel, I would like to ask you for €9,500 to send four engineers to KubeCon \(18–21 March\)\./,
    );
  });

  it('leaves the fallback the user would settle for out of the ask', async () => {
    const reply = await ask(
      'The agency wrote "we can offer €41,000". I want to ask for €46k or at least 44. How do I reply?',
    );
    expect(reply.suggested_reply).toMatch(/ask you for €46k\./);
    expect(reply.suggested_reply).not.toMatch(/at least 44/);
  });

  it('names what a no declines, turned to the person who asked', async () => {
    const reply = await ask(
      'My cousin Marta sent me: "any chance you can look after our dog from 3 to 10 August? we fly to Crete" I can\'t, I\'m away myself that week. How do I say no nicely?',
    );
    expect(reply.safety).toBeUndefined();
    expect(reply.suggested_reply).toMatch(/I can't look after your dog from 3 to 10 August/);
  });

  it('answers a quoted request with the user’s own answer, said to them', async () => {
    const reply = await ask(
      'My tenant Joel asked: "Would it be alright if I put up some shelves in the living room?" I\'m fine with it if they fill the holes and repaint when they move out. He\'s always very polite. What do I reply?',
    );
    expect(reply.suggested_reply).toMatch(
      /I'm fine with it if you fill the holes and repaint when you move out\./,
    );
    expect(reply.suggested_reply).not.toMatch(/Could we talk it through/);
  });

  it('owns the mistake in an apology, to the person it touched', async () => {
    const reply = await ask(
      "Forgot my flatmate Ruth's birthday drinks on Friday, completely slipped my mind. How do I apologise?",
    );
    expect(reply.suggested_reply).toMatch(/I'm sorry: I forgot your birthday drinks on Friday/);
    expect(reply.suggested_reply).not.toMatch(/before you hear it from anyone else/);
  });

  it('keeps how the user means to sound with the coach', async () => {
    const reply = await ask(
      'My friend Sanjay asked to borrow £2,000 again. I want to be kind but clear. How do I say no?',
    );
    expect(reply.suggested_reply).toMatch(/I can't lend you £2,000/);
    expect(reply.suggested_reply).not.toMatch(/be kind/);
  });
});

describe('more points a question states', () => {
  it('asks whether the user may, turned to the person asked', async () => {
    const reply = await ask(
      'Can you help me word a text asking my neighbour Ioana if I can borrow her ladder on Saturday 6 April? She lent us the drill last month.',
    );
    expect(reply.suggested_reply).toMatch(
      /^Ioana, could I borrow your ladder on Saturday 6 April\?/,
    );
  });

  it('sends the list the user gave for someone taking over', async () => {
    const reply = await ask(
      "I'm away from Friday for two weeks. I need to email Bogdan who's covering the stall: the float is £150 in the blue tin, the market opens at 7am, and the gazebo weights are in my garage. He's a bit disorganised.",
    );
    expect(reply.suggested_reply).toMatch(
      /^Bogdan, here is what you need to know: the float is £150 in the blue tin, the market opens at 7am, and the gazebo weights are in my garage\./,
    );
    expect(reply.suggested_reply).not.toMatch(/disorganised/);
  });

  it('thanks someone for what they did', async () => {
    const reply = await ask(
      'thank the caretaker Mo for unlocking the hall at 6am so we could set up the jumble sale. quick one',
    );
    expect(reply.suggested_reply).toMatch(
      /thank you for unlocking the hall at 6am so we could set up the jumble sale\./i,
    );
  });

  it('answers a refusal stated without a question', async () => {
    const reply = await ask(
      'My cousin Dario asked to borrow my camera for his trip to Peru. Not a chance, it cost me two months of savings.',
    );
    expect(reply.clarify).toBeUndefined();
    expect(reply.suggested_reply).toMatch(/I can't lend you my camera for your trip to Peru/);
  });

  it('never reads a question about a friend as a work situation', async () => {
    const reply = await ask(
      'My oldest friend Maite and I drifted apart after she moved to Lisbon three years ago. I will be in Lisbon from 3 to 7 June. I want to message her and suggest a coffee. What do I write?',
    );
    expect(replyAsText(reply)).not.toMatch(/\b(?:team|colleague|manager|at work|priorities)\b/i);
  });
});

describe('the person a reply goes to', () => {
  it('is the contact, not the city before the bracket', async () => {
    const reply = await ask(
      'I translate from German. A studio in Bilbao (contact: Itziar, production lead) offered 12,000 words at €0.05. I charge €0.08. How do I counter?',
    );
    expect(reply.inferred_style).not.toMatch(/Bilbao/);
    expect(reply.suggested_reply).not.toMatch(/^Bilbao/);
  });

  it('is never the café whose owner is named', async () => {
    const reply = await ask(
      'I supply Café Lumen with sourdough every morning. The owner, Tiago, owes me €860 for May. He always says "next week". How do I ask properly?',
    );
    expect(replyAsText(reply)).not.toMatch(/Café,|Café:/);
    expect(reply.suggested_reply).not.toMatch(/^Café/);
  });
});

describe('a raise only when the question is about pay', () => {
  it('does not answer a refund for a lamp with a raise script', async () => {
    const reply = await ask(
      'I bought a lamp from a seller on Vinted for 40 euros on 3 May and nothing arrived. I want to ask her for the tracking number or my money back.',
    );
    expect(replyAsText(reply)).not.toMatch(/\braise\b/i);
  });
});

describe('words that only look like a moment', () => {
  it('reads a request for photos of gift-card codes as a scam, not as a sexual request', async () => {
    const reply = await ask(
      'Our director emailed from his personal address asking me to buy 4 Apple gift cards of $250 and send him photos of the codes by noon, and to keep it quiet. How do I reply?',
    );
    expect(reply.safety?.kind).not.toBe('harassment');
    expect(reply.safety_warnings?.some((warning) => warning.kind === 'gift_cards')).toBe(true);
  });

  it('does not read a game’s trash talk, told without fear, as bullying or a threat', async () => {
    const reply = await ask(
      "Our Valorant team captain rages on Discord, last night he said he'd kill whoever throws the round again and called me useless. I'm not scared of him lol, I just want to step back from ranked for a bit. What do I write?",
    );
    expect(reply.safety).toBeUndefined();
  });

  it('still reads a threat in a game as one when the person is afraid', async () => {
    const reply = await ask(
      "A guy from my Discord gaming clan found my address and said he's coming round to hurt me. I'm scared. What do I say to him?",
    );
    expect(reply.safety?.kind).toBe('violence');
  });
});

import { describe, expect, it } from 'vitest';
import type { CoachReply } from '@styleprint/contracts';
import { createEmbeddedEngine } from '../src/index.js';
import { EXPRESSIVE_PROFILE, DIRECT_PROFILE } from './fixtures/profiles.js';

/**
 * What the chat batch ac's reader marked down, tested on questions written for these tests (none
 * is from a batch): a job offer answered as a request for more days, a resignation sent as the
 * user's shorthand, agreed terms answered as corrective feedback, an ask with a deadline answered
 * with "could we find ten minutes", sums in other currencies cut short, "17:00" read as the 17th.
 */
const engine = createEmbeddedEngine();
const ask = (message: string, profile = EXPRESSIVE_PROFILE): Promise<CoachReply> =>
  engine.chat({ message, history: [], profile });
const whole = (reply: CoachReply): string =>
  [reply.inferred_style, ...reply.insights, reply.suggested_reply].join(' ');

describe('a job offer to ask more for', () => {
  it('counters with both figures, the role and the answer date, not a request for time', async () => {
    const reply = await ask(
      'A logistics firm in Porto offered me €3.100 per month for the operations planner role. I was hoping for €3.500. My contact Inês says they need my answer by Thursday. I hate negotiating, how do I ask for more?',
    );
    expect(reply.suggested_reply).toMatch(/^Hi Inês,/);
    expect(reply.suggested_reply).toMatch(/offer for the operations planner role/);
    expect(reply.suggested_reply).toMatch(/I was hoping for €3\.500 per month\./);
    expect(reply.suggested_reply).toMatch(/my answer by Thursday\./);
    expect(reply.suggested_reply).not.toMatch(/more days|more time|ten minutes/);
    expect(reply.insights[0]).toMatch(/offer of €3\.100 per month .* hoping for €3\.500/);
  });

  it('rests the figure on the market rate when that is what the user said', async () => {
    const reply = await ask(
      'I got offered $88k for a UX researcher position but the market rate is $101k. How do I negotiate without losing it?',
    );
    expect(reply.suggested_reply).toMatch(/market rate for a role like this is around \$101k/);
    expect(reply.suggested_reply).not.toMatch(/\$88k/);
  });

  it('answers a salary question that mentions a date as pay, not as more time', async () => {
    const reply = await ask(
      'The recruiter Tomás offered me R 41,000 a month and wants an answer by Monday; I wanted R 46,000. Help me ask for more.',
    );
    expect(whole(reply)).not.toMatch(/few more days|more time/);
    expect(reply.suggested_reply).toMatch(/R 46,000 a month/);
  });
});

describe('a resignation', () => {
  it('writes the notice out from shorthand, with the notice period and the last day', async () => {
    const reply = await ask(
      'how do i tell my manager im resigning. 4 weeks notice, last day 12 july',
    );
    expect(reply.suggested_reply).toMatch(/I have decided to leave\./);
    expect(reply.suggested_reply).toMatch(
      /I am giving four weeks' notice, so my last day will be 12 July\./,
    );
    expect(reply.suggested_reply).toMatch(/handover/);
    expect(reply.suggested_reply).not.toMatch(/im resigning|upfront/i);
  });

  it('greets the manager named just before the user\'s own "I\'m"', async () => {
    const reply = await ask(
      "How do I tell my manager Rukmini I'm resigning? My last day would be Friday the 21st.",
    );
    expect(reply.suggested_reply).toMatch(/^Rukmini, /);
    expect(reply.suggested_reply).toMatch(/[Mm]y last day will be Friday the 21st\./);
  });
});

describe('terms agreed, confirmed in writing', () => {
  it('recaps what was agreed and names the line of theirs that differs', async () => {
    const reply = await ask(
      "I need to confirm the arrangements for our office party with Mrs. Kowalczyk at the venue. When we met we agreed 60 people, a buffet at 95 zł per person, and the room from 18:00 to 23:00. Today her email said 'noted for 50 people'. How do I confirm it all in writing without sounding like I don't trust her?",
    );
    expect(reply.suggested_reply).toMatch(
      /^Mrs\. Kowalczyk, thank you .* To confirm what we agreed when we met: 60 people, a buffet at 95 zł per person, and the room from 18:00 to 23:00\./,
    );
    expect(reply.suggested_reply).toMatch(/"noted for 50 people"/);
    expect(reply.suggested_reply).toMatch(/Could you confirm this matches what you have\?$/);
    expect(reply.insights[0]).toBe(
      'You want to confirm in writing what you agreed with Mrs. Kowalczyk.',
    );
    // A recap is not corrective feedback, and it does not claim a warm opening it lacks.
    expect(whole(reply)).not.toMatch(/corrective feedback|the fuller one/);
  });
});

describe('an ask with a deadline', () => {
  it('asks plainly for the thing by the time, with the reason, and books no meeting', async () => {
    for (const profile of [EXPRESSIVE_PROFILE, DIRECT_PROFILE]) {
      const reply = await ask(
        'I must ask our Hamburg colleague Mr. Vogt to send the signed customs forms (EX-1 and the invoice copy) for shipment 4471 by Tuesday 09:30 CET, because the truck leaves at noon. He was late twice before. How should I write it?',
        profile,
      );
      expect(reply.suggested_reply).toMatch(
        /^Mr\. Vogt, could you please send the signed customs forms \(EX-1 and the invoice copy\) for shipment 4471 by Tuesday 09:30 CET\? I am asking because the truck leaves at noon\./,
      );
      expect(reply.suggested_reply).not.toMatch(/ten minutes|talk it through|willing/);
      expect(whole(reply)).not.toMatch(/Tuesday 09(?!:30)/);
    }
  });
});

describe('sums in any currency kept whole', () => {
  it('declines a loan in reais without cutting it at the thousands point', async () => {
    const reply = await ask(
      'My cousin Bruno asked to borrow R$ 8.000 again. I love him but I cannot, I am saving for a car. How do I say no without a family fight?',
    );
    expect(reply.suggested_reply).toMatch(/lend you R\$ 8\.000/);
    expect(whole(reply)).not.toMatch(/R\$ 8(?!\.000)/);
  });
});

/**
 * What the chat batches ad and ae showed (questions written for these tests): a bill from a
 * landlord warned as payment fraud, a resignation read as an employment-rights question, a
 * marketplace "buyer" link answered as CEO fraud, a double dose already taken answered only with
 * "ask a doctor", a reference request answered as asking for more time, and a parent's type taken
 * for the user's.
 */
describe('no false alarms on ordinary money and notice', () => {
  it('helps query a landlord’s bill without a fraud warning or a scam reply', async () => {
    const reply = await ask(
      'My landlord Mr. Osei sent the yearly service charge statement: he wants me to pay 640,00 € by bank transfer until 30 May, but it charges the garden upkeep to every flat and ours has no garden. I want to write that I think there is a mistake, politely.',
    );
    expect(reply.safety_warnings ?? []).toEqual([]);
    expect(reply.safety ?? null).toBeNull();
    expect(reply.suggested_reply).not.toMatch(/usual number|normal approval/);
  });

  it('treats a resignation with its notice period as news, not a rights question', async () => {
    const reply = await ask(
      'I have accepted an offer elsewhere. My contract says 6 weeks notice, so my last day will be 15 August. How do I tell my manager Oskar?',
    );
    expect(reply.safety ?? null).toBeNull();
    expect(reply.suggested_reply).toMatch(/^Oskar, I wanted you to hear this from me first/);
    expect(reply.suggested_reply).toMatch(/six weeks' notice, so my last day will be 15 August/);
  });
});

describe('a marketplace buyer’s payment link', () => {
  it('names the scam, sends the user to the bank when details were typed, and writes no apology', async () => {
    const reply = await ask(
      'Selling my bike on Vinted for 300 €. The buyer wrote: "I paid with secure delivery, a courier will collect. To receive the money confirm your card on this link." I opened the link and typed my card number before I stopped. How do I tell him nicely I can’t do it?',
    );
    expect(whole(reply)).toMatch(/marketplace scam/);
    expect(whole(reply)).toMatch(/call your bank now/);
    expect(reply.suggested_reply).toMatch(/cash on collection/);
    expect(reply.suggested_reply).not.toMatch(/usual number|sorry for/i);
  });
});

describe('a double dose already taken', () => {
  it('puts medical help now first, and warns against catching up', async () => {
    const reply = await ask(
      'My mum (81) takes apixaban. She forgot yesterday so today she took two at once and now her gums keep bleeding. She hates fuss. How do I talk to her without her getting cross?',
    );
    expect(reply.insights[0]).toMatch(/needs medical advice now/);
    expect(reply.insights[0]).toMatch(/emergency/);
    expect(whole(reply)).toMatch(/Don't catch up on missed tablets/);
  });
});

describe('the question as asked, not the nearest stock situation', () => {
  it('asks for a reference as a reference, not for more time', async () => {
    const reply = await ask(
      'I need to ask my old supervisor Ruth for a reference for a warehouse lead job at Ocado. We worked together 2020 to 2022, haven’t talked since. The application closes Friday. How do I ask?',
    );
    expect(whole(reply)).not.toMatch(/more days|more time|extension/);
    expect(reply.suggested_reply).toMatch(/^Ruth, I would like to ask you for a reference/);
    expect(reply.suggested_reply).not.toMatch(/ten minutes|haven’t talked/i);
  });

  it('does not take a parent’s type for the user’s', async () => {
    const reply = await ask(
      'My dad is very stubborn (ISTJ type for sure) and won’t use his hearing aids at family dinners. How do I bring it up without him getting defensive?',
    );
    expect(reply.inferred_style).not.toMatch(/an ISTJ, as you said/);
  });
});

describe('after the batches af and ag', () => {
  it('reads a resignation said as an accepted offer, without a rights warning', async () => {
    const reply = await ask(
      'Accepted an offer at another clinic, I start 2 May. My notice period is 45 days. My manager Tomasz has been great to me. Need what to say to him, short please.',
    );
    expect(reply.safety ?? null).toBeNull();
    expect(reply.suggested_reply).toMatch(/^Tomasz, I wanted you to hear this from me first/);
  });

  it('does not read a contract clause number as a housing notice', async () => {
    const reply = await ask(
      'Our client says we never agreed to weekend support, but it is in section 8.2 of the signed SOW. Their ops lead Priyanka wants a call. How do I reply firmly but kindly?',
    );
    expect(reply.safety ?? null).toBeNull();
  });

  it('does not take an airport or a prayer for a person', async () => {
    const travel = await ask(
      "We land at Narita on the 27th and my mother-in-law Keiko wrote: 'maybe a hotel is more comfortable for you?' What do I reply?",
    );
    expect(travel.suggested_reply).not.toMatch(/Narita,/);
    const faith = await ask(
      'I volunteer at our mosque kitchen. I want to say no to an extra shift tomorrow without sounding like I am not doing it for Allah. The coordinator asked at 11pm.',
    );
    expect(faith.suggested_reply).not.toMatch(/^Allah/);
  });
});

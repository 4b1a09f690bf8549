import { describe, expect, it } from 'vitest';
import type { CoachReply } from '@styleprint/contracts';
import { createEmbeddedEngine } from '../src/index.js';
import { findMoments } from '../src/safety/detect.js';
import { fraudWarnings } from '../src/safety/moment.js';
import { EXPRESSIVE_PROFILE } from './fixtures/profiles.js';

/**
 * What the chat batch aa's reader found broken, tested on questions written for these tests (none
 * is from a batch): figures cut at their decimal point, a mistake cut mid-word, a reply addressed
 * to a suburb or to "Flour", a deadline nobody set, a task scam answered with a polite request to
 * the scammer.
 */
const engine = createEmbeddedEngine();
const ask = (message: string): Promise<CoachReply> =>
  engine.chat({ message, history: [], profile: EXPRESSIVE_PROFILE });
const whole = (reply: CoachReply): string =>
  [reply.inferred_style, ...reply.insights, reply.suggested_reply].join(' ');

describe('facts kept whole', () => {
  it('keeps a price with its cents and says the change as the news', async () => {
    const reply = await ask(
      'I make candles in Truro. Wax and wicks went up again and I have to raise the pillar candle price from £4.80 to £5.40 from 1 April. My stockist Morwenna is lovely and chatty. How do I tell her without it feeling like a betrayal?',
    );
    expect(whole(reply)).not.toMatch(/£4\.(?!80)/);
    expect(reply.suggested_reply).toMatch(
      /^Morwenna, .*I have to raise the pillar candle price from £4\.80 to £5\.40 from 1 April\./,
    );
    // The fear of seeming disloyal is the user's, not a reason to give her.
    expect(reply.suggested_reply).not.toMatch(/because/);
  });

  it('keeps a figure with a thousands comma whole', async () => {
    const reply = await ask(
      'I want to ask my landlord Ivo if he can return the 1,250 deposit before the 30th. He is slow with email. What do I write?',
    );
    expect(whole(reply)).not.toMatch(/\b1(?![,\d])/);
    expect(reply.suggested_reply).toMatch(/1,250 deposit/);
  });

  it('owns a long mistake to its last word', async () => {
    const reply = await ask(
      'I completely forgot to pick up my neighbour Hamid’s parcel from the post office on Station Road in Market Harborough yesterday. How do I apologise to Hamid?',
    );
    expect(reply.suggested_reply).toMatch(/Station Road in Market Harborough yesterday\./);
  });

  it('names the things a request is about instead of "them"', async () => {
    const reply = await ask(
      'Our scout group needs 12 folding tables for the jumble sale in May. I want to ask Mrs Adeyemi who runs the church hall on Mill Lane if she can lend them for the day. She is brisk and busy. How do I ask?',
    );
    expect(reply.suggested_reply).toMatch(/could you lend 12 folding tables for the day\?/i);
  });
});

describe('the reply goes to the person', () => {
  it('never greets a suburb in brackets, a town with its state code, or a noun opening a sentence', async () => {
    const suburb = await ask(
      'I teach piano in Cape Town (Observatory). A parent, Lindiwe, pays late every month. How do I raise it kindly?',
    );
    expect(suburb.suggested_reply).toMatch(/^Lindiwe\b/);
    const state = await ask(
      'I coach the under-10s in Fresno, CA. Another parent, Marisol, keeps posting about playing time in the group chat. How do I answer her?',
    );
    expect(state.suggested_reply).not.toMatch(/^Fresno/);
    const noun = await ask(
      'Paper and ink went up again and I have to raise the price of our printed menus from 90p to £1.10 from June. The café owner, Giorgos, is very friendly. How do I tell him?',
    );
    expect(noun.suggested_reply).toMatch(/^Giorgos\b/);
  });

  it('keeps a Polish or Portuguese title with the name', async () => {
    const reply = await ask(
      'My landlord Pani Ewa wants to raise the rent from 2,400 zł to 2,900 zł from July. I want to ask her if she can keep it at 2,600 zł for a two-year lease. How do I write it?',
    );
    expect(reply.suggested_reply).toMatch(/^Pani Ewa, could you keep it at 2,600 zł/);
  });
});

describe('a reply that sets no deadline of its own', () => {
  it.each([
    'I want to ask my manager Dara if I can work from home on Fridays. How do I ask?',
    'How do I ask my neighbour Colm to move his van off our drive?',
    'I need to tell my team lead Ines I want to lead the client demo. What do I say?',
  ])('asks without inventing "this week": %s', async (message) => {
    const reply = await ask(message);
    expect(reply.suggested_reply).not.toMatch(/this week|end of the week/i);
  });

  it('declines what was asked, as reported, with the user’s own house still theirs', async () => {
    const reply = await ask(
      'My brother-in-law Tomasz has asked (again) if we can host Easter lunch at our flat in Gdańsk. It would be 9 people. I start a new job on 2 April and I do not want to. Can you help me with what to write?',
    );
    expect(reply.suggested_reply).toMatch(/I can't host Easter lunch at our flat in Gdańsk/);
    expect(reply.suggested_reply).not.toMatch(/help me with what to write/);
  });
});

describe('the message the user means to send', () => {
  it('sends what the user confirms, turned to the buyer, without their aside to the coach', async () => {
    const reply = await ask(
      'Selling my sofa on Gumtree. Buyer Callum agreed £220. I want to confirm: Sunday 2pm at my flat (address), he pays by bank transfer before we carry it down, the cushions are included (I told him that already), and he needs to bring a van because it does not fit in a car. How do I write that in one message?',
    );
    expect(reply.suggested_reply).toMatch(
      /^Callum, to confirm: Sunday 2pm at my flat \(address\), you pay by bank transfer before we carry it down, the cushions are included, and you need to bring a van/,
    );
    expect(reply.suggested_reply).not.toMatch(/I told|raise something/);
  });

  it('raises a problem without quoting their words back at them', async () => {
    const reply = await ask(
      'My colleague Ruairí leaves the shared van with an empty tank every Friday. When I mentioned it he said "not my job to babysit the van". How do I raise it with him?',
    );
    expect(reply.suggested_reply).not.toMatch(/babysit/);
  });

  it('reads a report sent on to the board as background, not as news for the board', async () => {
    const reply = await ask(
      'My analyst Wen hands in the weekly numbers a day late every week, which means I send the figures to the board late. Wen is quiet and careful. How do I give her feedback on Thursday?',
    );
    expect(reply.suggested_reply).not.toMatch(/hear this from me first|not what you hoped/);
  });
});

describe('what the second batch of this session showed', () => {
  it('asks for a day off as a day off, not as more time on the work', async () => {
    const reply = await ask(
      'how do i ask my manager Aoife for monday the 4th off? my sister graduates in Limerick. we are busy but the stock count ends on the 1st',
    );
    expect(reply.suggested_reply).toMatch(
      /^Aoife, I would like to ask you for monday the 4th off\./,
    );
    expect(reply.suggested_reply).not.toMatch(/few more days|finish this/);
  });

  it('never has the user apologise for what someone else keeps doing to them', async () => {
    const reply = await ask(
      'my flatmate tom keeps using my shampoo and my good towels. we get on fine otherwise. how do i bring it up?',
    );
    expect(reply.suggested_reply).not.toMatch(/sorry|my fault|put it right/i);
  });

  it('writes to the person asked, not to a name inside their quoted answer', async () => {
    const reply = await ask(
      'I asked Joaquín to lead the client call on Friday and he wrote back: "Not me. Ask Mette, she likes calls." Mette was not on the project. How do I answer him?',
    );
    expect(reply.suggested_reply).toMatch(/^Joaquín\b/);
  });

  it('writes to a doctor by her surname', async () => {
    const reply = await ask(
      'I want to ask my old supervisor Dr. Ines Varga for a reference for a PhD in Utrecht. We have not spoken in 3 years. How do I write it?',
    );
    expect(reply.suggested_reply).toMatch(/^Dr\. Varga,/);
  });

  it('declines a reported request without telling the asker what they asked, with "our time" still the user’s', async () => {
    const reply = await ask(
      'Priscila from the Lisbon office asked me to join a new weekly call, Mondays 8:00 our time, starting next month. I drop my son at school at 8:15, this is fixed. I want to say no. What do I write?',
    );
    expect(reply.suggested_reply).toMatch(/I can't join a new weekly call, Mondays 8:00 our time/);
    expect(reply.suggested_reply).not.toMatch(/asked me to join/);
  });
});

describe('the other person read from words about them', () => {
  it('reads "replies very short" and "does not like long messages" as direct, and "time-sensitive" as nothing', async () => {
    const brief = await ask(
      'I want to ask Mr Haddad, who owns the print shop, if he can sponsor our school fair banner. He replies very short and does not like long messages. How do I ask?',
    );
    expect(brief.inferred_style).toMatch(/DiSC D/);
    const urgent = await ask(
      'My client Priyanka keeps marking every email as time-sensitive. How do I ask her which ones really are?',
    );
    expect(urgent.inferred_style).not.toMatch(/sensitive/);
  });
});

describe('a task scam is named, not negotiated', () => {
  it('tells the user to stop paying instead of asking the recruiter for more time', async () => {
    const reply = await ask(
      'I do an online job rating apps for commission. Now my balance shows -450 USDT and the mentor says I must top up 450 to unlock my 2,300 earnings. How do I ask her to wait until payday?',
    );
    expect(reply.insights[0]).toMatch(/scam/);
    expect(reply.suggested_reply).toMatch(/I won't be topping up/);
    expect(reply.suggested_reply).not.toMatch(/more time|payday/);
  });

  it('warns about parcels reshipped abroad and a bank account lent to a stranger', () => {
    expect(
      fraudWarnings(
        'A job offer: I receive parcels at home, repackage them and post them abroad with labels they send me. Is it fine?',
      ).length,
    ).toBeGreaterThan(0);
    expect(
      fraudWarnings(
        'A guy from the gym asked to use my account to receive money from his client, and I take it out the same day for him. Should I?',
      ).length,
    ).toBeGreaterThan(0);
  });
});

describe('moments from the nineteenth batch’s misses, in other words', () => {
  const kinds = (text: string): string[] => findMoments(text).map((hit) => hit.kind);

  it.each([
    ['crisis', 'what do you say in the last message you are ever sending your brother'],
    ['crisis', 'I stood at the edge of the bridge for an hour last night. How do I tell my wife?'],
    ['harassment', 'My tutor said he could bump up my mark if I came to his flat to revise.'],
    ['harassment', 'The owner said I could have lower rent if I spent weekends with him.'],
    ['harassment', 'I get a smaller bonus than my male colleagues on the same rating.'],
  ])('raises %s for: %s', (kind, text) => {
    expect(kinds(text)).toContain(kind);
  });

  it.each([
    'The vet removed a foreign body from our cat’s stomach. How do I thank the team?',
    'I’m a bit scared of him, he is very senior. How do I chase the partner for his comments?',
    'Jake said he would hunt me down and end me in the rematch tonight. How do I say I can only play Thursday?',
    'I’m dying to quit and start my new job. How do I tell my manager nicely?',
  ])('raises nothing for: %s', (text) => {
    expect(kinds(text)).toEqual([]);
  });
});

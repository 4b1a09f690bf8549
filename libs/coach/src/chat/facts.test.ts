import { describe, expect, it } from 'vitest';
import { readFacts, readFactsWithHistory } from './facts.js';

describe('readFacts', () => {
  it('reads a place of two words as a place, and a full name by its first name', () => {
    expect(
      readFacts(
        'Our team in Porto Alegre ships late again and Bruno says QA is slow. What do I say?',
      ).name,
    ).toBe('Bruno');
    expect(
      readFacts('I moved to Hong Kong and Wei still books 8am calls. How do I ask?').name,
    ).toBe('Wei');
    expect(
      readFacts('Amara Okonkwo asked me to redo the deck by Monday. How do I push back?').name,
    ).toBe('Amara');
  });

  it('takes the person quoted replying as the one the answer is for, whoever is named first', () => {
    expect(
      readFacts(
        'Priya agreed to swap the demo. Then Jonas replied: "Fine, but only if the slides are ready Monday." Do I push back?',
      ).name,
    ).toBe('Jonas');
    const followUp = readFactsWithHistory(
      'I sent it. She wrote back: "No worries, I will tell Marek you were busy." Marek is our director. Do I answer her?',
      ['My teammate Oksana wants me to run her workshop on Friday. How do I say no?'],
    );
    expect(followUp.name).toBe('Oksana');
  });

  it('reads the person, the dates, the work item and the reason of a deadline question', () => {
    expect(
      readFacts(
        "I'm an ISTJ per the assessment. Our Q3 vendor report is due to Priya on Friday Sept 12 but finance only sent the numbers yesterday. How do I ask for until Wednesday the 17th without looking disorganized?",
      ),
    ).toEqual({
      name: 'Priya',
      who: 'Priya',
      date: 'Friday Sept 12',
      lastDate: 'Wednesday the 17th',
      thing: 'the Q3 vendor report',
      because: 'because finance only sent the numbers yesterday',
    });
  });

  it('reads the time asked for, a name after a title, and not a quoted word or "Year 10" as a person', () => {
    const facts = readFacts(
      'Our PM Priya posted in Slack: "Need the billing migration live by March 3. Can we make it?" I estimate two more weeks.',
    );
    expect(facts).toMatchObject({ name: 'Priya', extra: 'two more weeks' });
    expect(readFacts('I teach Year 10 history and a parent emailed me.').name).toBeUndefined();
    expect(readFacts('I sent it to my supervisor Prof. Lindqvist in September.').name).toBe(
      'Prof. Lindqvist',
    );
  });

  it('names a role in the coach’s voice when no name is given', () => {
    expect(
      readFacts('How do I ask my manager for help before the launch on Nov 14?'),
    ).toMatchObject({
      who: 'your manager',
      date: 'Nov 14',
      thing: 'the launch',
    });
    expect(readFacts('how do i tell our VP the pilot slipped')).toMatchObject({ who: 'your VP' });
  });

  it('keeps money, counts, clock times and quoted words as written', () => {
    expect(
      readFacts(
        "Customer was double billed $340, the 2nd time. I call her back at 2pm. She said 'this is a joke'.",
      ),
    ).toMatchObject({ amount: '$340', time: '2pm', quote: 'this is a joke' });
    expect(readFacts('the PM added 3 new asks since Monday')).toMatchObject({
      count: '3 new asks',
    });
    expect(readFacts('I make $78k and the market is $88-95k')).toMatchObject({
      amount: '$78k',
      amount2: '$88-95k',
    });
  });

  it('does not take places, weekdays, products or type codes for people', () => {
    const facts = readFacts(
      "I'm an INFP in the Berlin office. On Monday I use Slack with the Sydney team. How do I reply?",
    );
    expect(facts.name).toBeUndefined();
    expect(readFacts('Months of work went into it').date).toBeUndefined();
  });

  it('does not take a place travelled to, a named project or a sentence opener for a person', () => {
    expect(readFacts("I'm flying to Manila next week for the client visit.").name).toBeUndefined();
    expect(readFacts('Project Falcon is late, how do I tell the team?').name).toBeUndefined();
    expect(readFacts("We talked. On the call he just said 'fine'.").name).toBeUndefined();
    expect(readFacts('Dear Sam, thanks. Tell Priya I said hi.').name).toBe('Sam');
  });

  it('does not take a firm, a show, a country, a nationality or a list mark for a person', () => {
    expect(
      readFacts('Our malt supplier (Northfield Maltings) is late again. Our rep Sian apologises.')
        .name,
    ).toBe('Sian');
    expect(
      readFacts("The Sunday 'Vinyl Hour' ends in November. Margaret has run it for 11 years.").name,
    ).toBe('Margaret');
    expect(
      readFacts(
        'I work in northern Uganda and my colleague Amira in the Nairobi office will cover.',
      ).name,
    ).toBe('Amira');
    expect(
      readFacts('I lead a team split between Dublin and Manila. How do I run the retro?').name,
    ).toBeUndefined();
    expect(readFacts("I'm Dutch and my new UK team finds me blunt.").name).toBeUndefined();
    expect(readFacts('Two things. 1) Need to structure the update.').name).toBeUndefined();
    expect(
      readFacts('The week before Reception admissions close, the head, Mrs Adeyemi, asked me.')
        .name,
    ).toBe('Mrs. Adeyemi');
    expect(readFacts('Their finance contact is Mr. de Vries and he is slow.').name).toBe(
      'Mr. de Vries',
    );
  });

  it('keeps the other person’s reason out of the user’s', () => {
    expect(
      readFacts(
        "My coworker Janelle asked me to cover her Saturdays because she's taking a class. I'm done.",
      ).because,
    ).toBeUndefined();
    expect(
      readFacts('The report is late because finance only sent the numbers yesterday.').because,
    ).toBe('because finance only sent the numbers yesterday');
  });

  it('reads two people named together as both', () => {
    expect(readFacts('Two of my reports, Ana and Wei, keep sniping at each other.')).toMatchObject({
      who: 'Ana and Wei',
    });
  });

  it('carries earlier facts into a follow-up, and the follow-up’s own win', () => {
    const facts = readFactsWithHistory('he said "just find the time". now what?', [
      'My manager Dev wants the audit by Friday, because the board meets Monday.',
    ]);
    expect(facts).toMatchObject({ name: 'Dev', date: 'Friday', quote: 'just find the time' });
  });
});

describe('inCoachVoice', () => {
  it('turns the user’s reason into the coach’s "you"', async () => {
    const { inCoachVoice } = await import('./facts.js');
    expect(inCoachVoice({ because: 'because I overslept and my alarm was off' }).because).toBe(
      'because you overslept and your alarm was off',
    );
    expect(inCoachVoice({ because: 'because I was ill' }).because).toBe('because you were ill');
  });
});

describe('inReplyVoice', () => {
  it('says "your" to the person the reply is for', async () => {
    const { inReplyVoice } = await import('./facts.js');
    expect(
      inReplyVoice({ who: 'Mr. Haddad', because: 'because his team only sent the data yesterday' })
        .because,
    ).toBe('because your team only sent the data yesterday');
  });
});

describe('a firm or a platform named like a person', () => {
  it('does not take a firm named once as "the X pitch" for a person when it comes back', () => {
    const facts = readFacts(
      "Our VP keeps saying we need to 'attack' in the Brookfield pitch tomorrow, and Brookfield's buyer is relationship-driven. How do I tell him I'd rather lead with the partnership?",
    );
    expect(facts.name).toBeUndefined();
    expect(facts.who).toBe('your VP');
  });

  it('does not take a platform something is posted on for a person', () => {
    expect(
      readFacts('The training is online on Canvas by 31 January. How do I word the staff email?')
        .name,
    ).toBeUndefined();
  });
});

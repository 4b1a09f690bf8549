import { describe, expect, it } from 'vitest';
import { readFacts } from '../src/chat/facts.js';
import { findMoments } from '../src/safety/detect.js';
import { allText, askChat as ask, turns } from './fixtures/chat.js';
import { DIRECT_PROFILE } from './fixtures/profiles.js';

/*
 * Follow-ups that only make sense with the turn before them (decision 0131): "what if she says
 * no?", "make it firmer", a new fact with "does that change anything?", and their quoted reply
 * holding the line. Written for these tests; none is from a fresh batch.
 */

describe('"what if she says no?"', () => {
  const history = turns(
    'I want to ask my manager Ines for a four-day week from January; my output has been steady for a year. We meet on Tuesday.',
    'Open with the ask and one fact: "Ines, I would like to move to a four-day week from January."',
  );

  it('stays on the earlier ask and person, and offers a next step instead of the ask again', () => {
    const reply = ask('what if she says no?', history);
    expect(reply.insights[0]).toMatch(/^If Ines says no to a four-day week/);
    expect(allText(reply)).toMatch(/What would need to be true/);
    expect(reply.suggested_reply).toMatch(/^Ines, I understand\./);
    expect(reply.suggested_reply).not.toMatch(/I have a request/);
  });

  it('offers a review date, not a trial, when the ask was for money', () => {
    const reply = ask(
      'And if he says no?',
      turns(
        'How do I ask my boss Pavel for a raise to £48k? I took over the payroll audit in May.',
        'Say the number early: "Pavel, I would like to talk about moving my salary to £48k."',
      ),
    );
    expect(reply.suggested_reply).toMatch(/set a date to look at it again/);
    expect(reply.suggested_reply).not.toMatch(/try it for a month/);
  });

  it('tells each user what they tend to do with a no', () => {
    const expressive = ask('what if she says no?', history);
    const direct = ask('what if she says no?', history, DIRECT_PROFILE);
    expect(allText(expressive)).not.toEqual(allText(direct));
  });
});

describe('their quoted reply that holds the line', () => {
  it('answers with what the user can do by their date, addressed to them', () => {
    const reply = ask(
      'ok she replied: "I hear you, but the board pack goes out on the 9th. Can you make it work?" what now',
      turns(
        'Marta (my director) wants the cost model by the 9th but the supplier quotes arrive on the 12th. I want to ask for the 14th.',
        'Ask early and name the cause once: "Marta, the supplier quotes arrive on the 12th, so I am asking for the 14th."',
      ),
    );
    expect(reply.insights[0]).toMatch(/^Marta has not said yes/);
    expect(reply.suggested_reply).toMatch(/^Marta, I understand\. If the 9th cannot move/);
  });
});

describe('"make it firmer"', () => {
  const history = turns(
    'Noor on my team sent the weekly stock count after the 9am cut-off again. Fourth time this month.',
    'You could send: "Hi Noor, just a quick reminder that the stock count is due by 9am on Mondays. It really helps me close the week on time. Thanks so much!"',
  );

  it('keeps the facts of the earlier draft, drops the softeners and says the expectation', () => {
    const reply = ask("make it firmer, I'm done being nice", history);
    expect(reply.suggested_reply).toMatch(/^Noor, the stock count is due by 9am on Mondays\./);
    expect(reply.suggested_reply).not.toMatch(/just|quick reminder|Thanks so much|really/i);
    expect(reply.suggested_reply).toMatch(/This is the fourth time this month\./);
    expect(reply.suggested_reply).toMatch(/From now on I need this on time/);
    expect(reply.insights[0]).toMatch(/^Firmer means clearer, not ruder/);
  });
});

describe('a new fact with "does that change anything?"', () => {
  const history = turns(
    'I need to tell our new analyst Femi that his report had three wrong totals that went to the client.',
    'Be specific: "Femi, I want to talk about the client report. Three totals were wrong and the client saw them. Let us look at how to check figures before they go out."',
  );

  it('keeps the earlier wording and says what changes when the fact is about power', () => {
    const reply = ask(
      "I forgot to say he's the founder's nephew. Does that change anything?",
      history,
    );
    expect(reply.insights[0]).toMatch(/not what you say/);
    expect(allText(reply)).toMatch(/tell your own manager beforehand/);
    expect(reply.suggested_reply).toMatch(/^Femi, I want to talk about the client report\./);
  });

  it('changes the timing and the opening for a hardship, not the point', () => {
    const reply = ask('His dad passed away last month. Does that change anything?', history);
    expect(reply.insights[0]).toMatch(/^Yes, in timing and tone, not in substance/);
    expect(allText(reply)).not.toMatch(/tell your own manager/);
  });
});

describe('who the question is about, when it names several people', () => {
  it('prefers the person named with a role over one who only explains the background', () => {
    expect(
      readFacts(
        'I took over the pricing tool when Sofia left in May. My 1:1 with my manager Kwame is Friday. How do I ask for more budget?',
      ).name,
    ).toBe('Kwame');
  });

  it('finds a person introduced with a role in brackets, even after "from"', () => {
    expect(
      readFacts(
        'Got a no today from Hana (recruiter, Lumo Health) after the second interview. How do I reply?',
      ).name,
    ).toBe('Hana');
    expect(
      readFacts(
        'Diego (my PM) wants the beta on the 3rd. QA needs a week more. Help me write to him.',
      ).name,
    ).toBe('Diego');
  });

  it('prefers the titled contact over the firm', () => {
    expect(
      readFacts(
        'Invoice 88 to Brenner Logistik is six weeks late. My contact is Frau Albers. How firm can I be?',
      ).name,
    ).toBe('Frau Albers');
  });
});

describe('professional questions that only sound like safety moments', () => {
  it('does not treat a lawyer asking about a client case as their own legal question', () => {
    const kinds = findMoments(
      "I'm a solicitor. A client's former landlord is threatening to sue over a fence and the client phoned me in tears. How do I reassure him calmly?",
      { classifier: true, mode: 'chat' },
    ).map((hit) => hit.kind);
    expect(kinds).not.toContain('legal');
  });

  it('keeps the legal note for the same words from someone who is not a lawyer', () => {
    const kinds = findMoments(
      'My former landlord is threatening to sue me over a fence. Can he do that?',
      { classifier: true, mode: 'chat' },
    ).map((hit) => hit.kind);
    expect(kinds).toContain('legal');
  });

  it('keeps the legal note for a lawyer asking about their own job', () => {
    const kinds = findMoments(
      "I'm a solicitor and my firm told me yesterday I'm being made redundant while on sick leave. Is that allowed?",
      { classifier: true, mode: 'chat' },
    ).map((hit) => hit.kind);
    expect(kinds).toContain('legal');
  });

  it('does not read "without giving medical advice" as a medical question', () => {
    const kinds = findMoments(
      'I write the newsletter for our running club. This month is about shin splints and warming up. How do I keep it friendly without sounding like I am giving medical advice?',
      { classifier: true, mode: 'chat' },
    ).map((hit) => hit.kind);
    expect(kinds).not.toContain('medical');
  });
});

describe('"softer" and "more formal"', () => {
  it('turns demands into asks and thanks them, keeping the facts', () => {
    const reply = ask("can you make it a bit softer? he's new", [
      { role: 'user', content: 'Yusuf on my team logged his timesheet late again, third time.' },
      {
        role: 'assistant',
        content:
          'You could send: "Yusuf, timesheets are due by 5pm on Fridays. I need you to log yours on time from now on."',
      },
    ]);
    expect(reply.suggested_reply).toBe(
      'Yusuf, timesheets are due by 5pm on Fridays. Could you log yours on time from now on? Thank you, I really appreciate it.',
    );
  });

  it('writes the earlier draft formally: Dear, full words, no exclamation marks or emoji', () => {
    const reply = ask('make it more formal please, it goes to the client', [
      { role: 'user', content: 'I need to tell the client the install slips to Tuesday.' },
      {
        role: 'assistant',
        content:
          "Something like:\n\n\"Hi Ana, quick heads-up: the install won't make Monday, it'll be Tuesday! We're on it and I'll confirm the time tomorrow. Thanks 🙏\"",
      },
    ]);
    expect(reply.suggested_reply).toBe(
      'Dear Ana,\nThe install will not make Monday, it will be Tuesday. We are on it and I will confirm the time tomorrow. Thank you.\n\nKind regards,',
    );
  });
});

describe('"more formal" after a reply that opens with their name', () => {
  it('opens with "Dear" on its own line', () => {
    const reply = ask('make it more formal please', [
      { role: 'user', content: 'I want to ask my lead Joana for Fridays at home.' },
      {
        role: 'assistant',
        content: '• Ask plainly.\n\nJoana, could we try Fridays at home for a month?',
      },
    ]);
    expect(reply.suggested_reply).toMatch(/^Dear Joana,\nCould we try Fridays at home/);
  });
});

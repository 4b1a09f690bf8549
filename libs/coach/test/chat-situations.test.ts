import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatHistoryItem, CoachReply, DiscStyle, Profile } from '@styleprint/contracts';
import { readFacts } from '../src/chat/facts.js';
import type * as NaiveBayesModule from '../src/reading/classify/naive-bayes.js';
import { situationModel } from '../src/chat/situations.js';
import {
  CHAT_SITUATIONS,
  SITUATION_EXAMPLES,
  type ChatSituation,
  type Sentence,
} from '../src/data/chat-situations/index.js';
import { writeChat } from '../src/writing/chat.js';
import { DIRECT_PROFILE, EXPRESSIVE_PROFILE } from './fixtures/profiles.js';

/*
 * The chat's situation answers as a user meets them (docs/decisions/0126-coach-chat-situations.md):
 * the content of the 44 situations, answers built only from the facts the user gave, the user's
 * own style (profile, a tie, or what they say about themselves), the other person's style only
 * from what the user says about them, follow-ups, and a clarifying question when unsure.
 */

const ask = (
  message: string,
  history: ChatHistoryItem[] = [],
  profile: Profile = EXPRESSIVE_PROFILE,
) => writeChat({ message, history, profile });

/**
 * The answer a person gets to a question about `situation`: at once, or after a clarifying
 * question, by clicking that situation's choice (which must be offered).
 */
function settle(
  question: string,
  situation: string,
  history: ChatHistoryItem[] = [],
  profile: Profile = EXPRESSIVE_PROFILE,
): { reply: CoachReply; history: ChatHistoryItem[] } {
  const reply = ask(question, history, profile);
  const asked = [...history, ...turn(question, reply)];
  if (!reply.clarify) return { reply, history: asked };
  const choice = reply.clarify.choices.find(
    (candidate) =>
      CHAT_SITUATIONS.find((entry) => entry.id === situation)?.choice === candidate.message,
  );
  expect(choice, `${situation} among the choices for: ${question}`).toBeDefined();
  const answer = ask(choice?.message ?? '', asked, profile);
  return { reply: answer, history: [...asked, ...turn(choice?.message ?? '', answer)] };
}

/** The turn as the next request's history carries it. */
const turn = (question: string, reply: CoachReply): ChatHistoryItem[] => [
  { role: 'user', content: question },
  { role: 'assistant', content: reply.suggested_reply || (reply.insights[0] ?? '') },
];

/** A profile whose DiSC answers split evenly between C, S and I: no single style leads. */
const TIED_PROFILE: Profile = {
  ...EXPRESSIVE_PROFILE,
  disc: { Primary: 'C', Secondary: null, Tie: ['C', 'S', 'I'] },
};

const STYLES: readonly DiscStyle[] = ['D', 'I', 'S', 'C'];
const SLOT = /\{(\w+)\}/;
const SLOTS = new Set([
  'who',
  'name',
  'date',
  'lastDate',
  'time',
  'amount',
  'amount2',
  'count',
  'thing',
  'because',
  'quote',
  'extra',
  'habit',
  'target',
  'recurring',
]);

/** Every string of a value, however deep. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(stringsOf)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(stringsOf)
        : [];

/** Every Sentence (list of variants) of a situation, named for the failure message. */
function sentencesOf(situation: ChatSituation): [string, Sentence][] {
  return [
    ['reading', situation.reading],
    ...situation.moves.map((move, at): [string, Sentence] => [`moves[${at}]`, move]),
    ...situation.reply.map((sentence, at): [string, Sentence] => [`reply[${at}]`, sentence]),
    ...(situation.directReply ?? []).map((sentence, at): [string, Sentence] => [
      `directReply[${at}]`,
      sentence,
    ]),
    ...situation.ifPushback.reply.map((sentence, at): [string, Sentence] => [
      `ifPushback.reply[${at}]`,
      sentence,
    ]),
  ];
}

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The situation an answer is about and the user styles it was written for, read from its user-fit
 * insight (each situation's four user-fit lines are unique, see the content tests).
 */
function fitOf(reply: CoachReply): { situation: ChatSituation; styles: DiscStyle[] } | null {
  for (const situation of CHAT_SITUATIONS) {
    const styles = STYLES.filter((style) => {
      const fit = situation.userFit[style];
      return reply.insights.some(
        (insight) => insight.includes(fit) || insight.includes(lowerFirst(fit)),
      );
    });
    if (styles.length > 0) return { situation, styles };
  }
  return null;
}

const allText = (reply: CoachReply): string =>
  [reply.inferred_style, ...reply.insights, reply.suggested_reply].join('\n');

describe('the 44 situations', () => {
  it('has 44 situations with unique ids, labels and clarifying choices', () => {
    expect(CHAT_SITUATIONS).toHaveLength(44);
    for (const key of ['id', 'label', 'choice'] as const) {
      const values = CHAT_SITUATIONS.map((situation) => situation[key].toLowerCase());
      expect(new Set(values).size, key).toBe(values.length);
    }
    for (const situation of CHAT_SITUATIONS)
      expect(situation.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it.each(CHAT_SITUATIONS.map((situation) => [situation.id, situation] as const))(
    '"%s" always has a sentence that holds without facts, and no blanks',
    (_id, situation) => {
      for (const [where, sentence] of sentencesOf(situation)) {
        expect(sentence.length, where).toBeGreaterThan(0);
        const last = sentence[sentence.length - 1] ?? '';
        // The plainest variant names no fact, or is "" to leave the sentence out.
        expect(last, `${situation.id}.${where}`).not.toMatch(SLOT);
      }
      expect(situation.reading.some((variant) => variant !== '')).toBe(true);
      expect(situation.moves.length).toBeGreaterThanOrEqual(1);
      expect(situation.moves.length).toBeLessThanOrEqual(3);
      expect(situation.ifPushback.move.trim()).not.toBe('');
      for (const text of stringsOf(situation)) {
        expect(text, situation.id).not.toMatch(/[[\]]|\bTBD\b|XX/);
        // Braces only as the slots the facts reader fills.
        for (const match of text.matchAll(/\{([^}]*)\}/g))
          expect(SLOTS.has(match[1] ?? ''), text).toBe(true);
        expect(text.replace(/\{\w+\}/g, ''), text).not.toMatch(/[{}]/);
      }
    },
  );

  it('has four user-fit and four counterpart-fit lines per situation, every user-fit line its own', () => {
    for (const situation of CHAT_SITUATIONS) {
      expect(Object.keys(situation.userFit).sort(), situation.id).toEqual(['C', 'D', 'I', 'S']);
      expect(Object.keys(situation.counterpartFit).sort(), situation.id).toEqual([
        'C',
        'D',
        'I',
        'S',
      ]);
      for (const style of STYLES) {
        expect(situation.userFit[style].trim(), situation.id).not.toBe('');
        expect(situation.counterpartFit[style].trim(), situation.id).not.toBe('');
        expect(situation.userFit[style], situation.id).not.toMatch(SLOT);
      }
    }
    const fits = CHAT_SITUATIONS.flatMap((situation) => Object.values(situation.userFit));
    expect(new Set(fits).size).toBe(fits.length);
  });

  it('has training questions for every situation, and only for known ones', () => {
    const ids = new Set(CHAT_SITUATIONS.map((situation) => situation.id));
    for (const example of SITUATION_EXAMPLES)
      expect(ids.has(example.situation), example.situation).toBe(true);
    for (const id of ids) {
      expect(
        SITUATION_EXAMPLES.filter((example) => example.situation === id).length,
        id,
      ).toBeGreaterThanOrEqual(50);
    }
  });
});

describe('answers to the training questions', () => {
  // Every training question, alternating the two opposite fixture profiles.
  const answered = SITUATION_EXAMPLES.map((example, at) => ({
    example,
    reply: ask(example.text, [], at % 2 === 0 ? EXPRESSIVE_PROFILE : DIRECT_PROFILE),
  }));

  /** Capitalised words the coach may write whatever the question: its own content and labels. */
  const known = new Set([
    ...CHAT_SITUATIONS.flatMap(
      (situation) =>
        stringsOf(situation)
          .join(' ')
          .match(/\p{Lu}[\p{L}’']*/gu) ?? [],
    ),
    'DiSC',
    'MBTI',
    'ENFP',
    'INTJ',
    'You',
    'Your',
    'Still',
    'Shorter',
    'On',
    ...STYLES,
    // The reply written as asked, when the question says its own point, is in the coach's own
    // words: those of its templates (chat/as-asked.ts).
    ...(readFileSync(new URL('../src/chat/as-asked.ts', import.meta.url), 'utf8').match(
      /(?<=['"`] ?|[.?!:] )\p{Lu}[\p{L}’']*/gu,
    ) ?? []),
  ]);

  it('answers nearly every one with its own situation, or asks', () => {
    // An answer given as asked (no situation's advice in it) is not a wrong situation; it is
    // counted below.
    const wrong = answered.filter(
      ({ example, reply }) =>
        !reply.clarify && fitOf(reply) !== null && fitOf(reply)?.situation.id !== example.situation,
    );
    expect(
      wrong.length,
      wrong
        .slice(0, 10)
        .map(
          ({ example, reply }) =>
            `${example.situation} -> ${fitOf(reply)?.situation.id}: ${example.text}`,
        )
        .join('\n'),
    ).toBeLessThanOrEqual(answered.length * 0.03);
  });

  it('never opens with "You asked", and gives a reply to send whenever it answers', () => {
    for (const { example, reply } of answered) {
      expect(reply.insights[0] ?? '', example.text).not.toMatch(/^You asked/);
      if (reply.clarify || /^What happened/.test(reply.insights[0] ?? ''))
        expect(reply.suggested_reply).toBe('');
      else {
        expect(reply.insights.length, example.text).toBeGreaterThanOrEqual(3);
        expect(reply.suggested_reply.trim(), example.text).not.toBe('');
      }
    }
  });

  it('writes no number the question did not give', () => {
    for (const { example, reply } of answered) {
      // "1:1" (a one-to-one meeting) is the coach's own word, not a fact.
      const numbers =
        allText(reply)
          .replace(/\b1:1s?\b/g, '')
          .match(/\d+(?:[.,:]\d+)*/g) ?? [];
      for (const number of numbers)
        expect(example.text, `${number} in the answer to`).toContain(number);
    }
  });

  it('names no one and nothing capitalised that the question did not name', () => {
    // Situation answers only: a general topic answer's example lines are labelled as examples.
    for (const { example, reply } of answered.filter((item) => fitOf(item.reply) !== null)) {
      const written = [reply.suggested_reply, ...reply.insights].join(' ');
      for (const word of written.match(/\p{Lu}[\p{L}’']*/gu) ?? []) {
        const bare = word.replace(/[’']s$/, '');
        if (known.has(word) || known.has(bare)) continue;
        // "im" typed is "I'm" written: the apostrophes the reply adds are not new words.
        const plain = (text: string): string => text.toLowerCase().replace(/['’]/g, '');
        expect(plain(example.text), `"${word}" in the answer to`).toContain(plain(bare));
      }
    }
  });

  it('names a work item only within one sentence of the question', () => {
    const spanning = SITUATION_EXAMPLES.map((example) => ({
      text: example.text,
      thing: readFacts(example.text).thing,
    }))
      .filter(({ thing }) => thing !== undefined && /[.!?;]/.test(thing))
      .map(({ text, thing }) => `${thing} <- ${text}`);
    expect(spanning).toEqual([]);
  });
});

describe('an answer built from the facts of the question', () => {
  it('gives a deadline question its facts back: the person, both dates, the work and the reason', () => {
    // For a thorough writer (DiSC D here) the fuller reply; a talker gets the short one.
    const reply = ask(
      'My manager Priya wants the Q3 vendor report by Friday Sept 12, but I need until Wednesday the 17th because finance only sent the numbers yesterday. How do I ask her for more time?',
      [],
      DIRECT_PROFILE,
    );
    expect(fitOf(reply)?.situation.id).toBe('ask-more-time');
    expect(reply.suggested_reply).toMatch(/^Hi Priya,\n/);
    for (const fact of [
      'Friday Sept 12',
      'Wednesday the 17th',
      'the Q3 vendor report',
      'because finance only sent the numbers yesterday',
    ]) {
      expect(reply.suggested_reply).toContain(fact);
    }
    expect(reply.insights[0]).toContain('Wednesday the 17th instead of Friday Sept 12');
  });

  it('says "a few more days" rather than inventing a date the question did not give', () => {
    const reply = ask('How do I ask my manager for more time on the Atlas project?');
    expect(fitOf(reply)?.situation.id).toBe('ask-more-time');
    expect(reply.suggested_reply).toMatch(/a few more days/);
    expect(reply.suggested_reply).not.toMatch(/\b(?:Mon|Tues|Wednes|Thurs|Fri)day\b|\d/);
    expect(reply.suggested_reply).not.toMatch(/^Hi /);
  });

  it.each([
    [
      'I need to tell my team the project is cancelled. How do I break the news?',
      /the team the project/,
    ],
    [
      'The client wants the designs by the 14th but I realistically need until the 21st. How do I ask for that?',
      /finish the client wants/,
    ],
    [
      "I'm an S and I keep absorbing new requirements to avoid upsetting the client. The project's now way over. How do I finally push back?",
      /the client\. The project/,
    ],
  ])(
    'names the work in "%s" as the question did, not a run of words around it',
    (message, garbled) => {
      const reply = ask(message);
      expect([...reply.insights, reply.suggested_reply].join('\n')).not.toMatch(garbled);
    },
  );

  it('raises a problem that keeps happening, without quoting back what they said to someone else', () => {
    const reply = ask(
      'so theres this guy Darren who runs the night shift before me at a distribution warehouse (im on days, 6am start). 3 times this month ive come in and bay 4 is full of unwrapped pallets and the scanner guns are all flat. cost us nearly an hour each time getting the 7am trucks out. hes not my boss, same level as me. hes a bit touchy, last time someone mentioned it he said "you try doing nights with 4 people". i dont want to go to the manager first. what do i say to him, probably at handover',
    );
    expect(reply.insights[0]).toBe('You want to know what to say to him.');
    expect(reply.suggested_reply).toMatch(/^Darren, can I raise something with you privately\?/);
    expect(reply.suggested_reply).toMatch(/3 times this month I've come in/);
    expect(reply.suggested_reply).not.toMatch(/you try doing nights|take over/);
  });

  it('fixes the user’s own quoted draft: the buried proposal first, as a question, then its cost and facts', () => {
    const reply = ask(
      "My boss answers everything with one word. Here's my draft update, can you fix it: \"Hi Sandra, hope you're well, just wanted to give you a quick update on the belt situation, so as you know belt 3 was down last week and the engineers think it's the drive motor, which they need to order from the Netherlands, they said it could be 10 working days, in the meantime we've been running everything through belts 1 and 2, so I was thinking we might need to put an extra handler on Saturday mornings until it's fixed, which would be about £420 over the two weekends, let me know what you think, thanks!\"",
    );
    expect(reply.insights[0]).toMatch(/^Your draft, reordered and cut/);
    expect(reply.suggested_reply).toMatch(
      /^Hi Sandra, could we put an extra handler on Saturday mornings until it's fixed\? That would be about £420 over the two weekends\./,
    );
    expect(reply.suggested_reply).not.toMatch(/hope you're well|just wanted/);
  });

  it('answers a long quote of what someone else wrote, rather than fixing it as a draft', () => {
    const reply = ask(
      'My client wrote: "We have reviewed the second draft of the brochure and frankly it is not what we asked for, the colours are wrong, the copy is too long and the photos are not ours, please fix it by Friday." Can you help me reply?',
    );
    expect(reply.insights[0]).not.toMatch(/^Your draft/);
  });

  it('welcomes someone back after an illness without asking about it, and offers the work back at their pace', () => {
    const reply = ask(
      "My colleague Ruth is coming back on Monday after 5 months off for treatment. I've been covering her accounts the whole time. I want to welcome her back and hand the accounts back without being weird about it. What do I say in my first message?",
    );
    expect(reply.insights[0]).toBe(
      'Ruth is back on Monday after 5 months off for treatment, and you want the welcome to feel normal and warm, not awkward.',
    );
    expect(reply.insights.join(' ')).toMatch(
      /no questions about their health unless they raise it/,
    );
    expect(reply.suggested_reply).toMatch(
      /^Hi Ruth,\nIt will be really good to have you back on Monday\./,
    );
    expect(reply.suggested_reply).toMatch(/all at once or a bit at a time; no rush/);
    expect(reply.suggested_reply).not.toMatch(/treatment|how are you feeling|health/i);
    // Asked later in a chat about something else, it is still a welcome.
    const later = ask(
      "My colleague Ruth is coming back on Monday after 5 months off for treatment. I've been covering her accounts. What do I say in my first message?",
      [
        { role: 'user', content: 'How do I chase an unpaid invoice?' },
        { role: 'assistant', content: 'Keep it short and factual.' },
      ],
    );
    expect(later.suggested_reply).toMatch(/^Hi Ruth,\nIt will be really good to have you back/);
  });

  it('sends bad news with the news itself and the options, however long the options sentence', () => {
    const reply = ask(
      "I'm a line producer on a small commercial. The council just refused our filming permit for the high street location on Wednesday 12 March (they've got roadworks booked that nobody told us about). Client contact is Harriet at the agency, lovely but very anxious. We have two options: the backup location in Hebden Bridge on the same date (£1,800 extra for travel and unit), or keep the high street and shoot on 19 March, which pushes delivery a week past the 28 March deadline. I need to tell her today. Phone or email and what do I say?",
    );
    expect(reply.suggested_reply).toMatch(
      /The council just refused our filming permit for the high street location on Wednesday 12 March\. We have two options: the backup location in Hebden Bridge/,
    );
    expect(reply.suggested_reply).not.toMatch(/roadworks|nobody told us/);
  });

  it('answers money owed as a chase: the invoice, the sum, the due date and one ask, no threat', () => {
    const reply = ask(
      "I run a small design studio. A client, Gareth, owes us £14,200 for the planning drawings stage. Invoice INV-2291 was due 2 April and it is now 19 May. Every time I ring he says \"it's with my accountant, you'll have it next week\". That's happened three times now, and stage 3 is about to start. What do I send him?",
    );
    expect(reply.insights[0]).toBe(
      'Gareth owes you £14,200 (invoice INV-2291, due 2 April), and you have chased three times and still have no date for payment.',
    );
    expect(reply.suggested_reply).toMatch(/^Hi Gareth,\n/);
    expect(reply.suggested_reply).toMatch(
      /Invoice INV-2291 for £14,200 \(the planning drawings stage\) was due on 2 April and is still unpaid\./,
    );
    expect(reply.suggested_reply).toMatch(
      /If it is with your accountant, please send me their details/,
    );
    expect(reply.suggested_reply).toMatch(/start stage 3/);
    expect(reply.suggested_reply).not.toMatch(/fee|interest|legal action|final demand/i);
  });

  it('sends the facts after a quote, and never the user’s words about their own habits', () => {
    const reply = ask(
      "My head of school, Prof. Haldane, emailed yesterday: \"Could you pick up the open day on 14 June? Marion's on leave.\" The exam board is 16 June and I'm processing marks for about 900 scripts before then. I'm terrible at conflict and usually just say yes and then work till 10pm. How do I say no without sounding unhelpful?",
    );
    expect(reply.suggested_reply).toMatch(/The exam board is 16 June/);
    expect(reply.suggested_reply).not.toMatch(/terrible at conflict|usually just say yes/);
  });

  it.each([
    ['How do I ask my manager for a raise?', 'raise'],
    ['How do I ask for a promotion?', 'promotion'],
    ['How do I ask my manager for more time on the Atlas project?', 'ask-more-time'],
    ['How do I say no to my boss who keeps giving me extra work?', 'saying-no'],
    ['My colleague keeps interrupting me in meetings. What do I say?', 'interrupted'],
    ['How do I tell my team the office is closing?', 'bad-news-to-team'],
    ['How do I resign from my job politely?', 'resigning'],
    ['A customer is angry about a late delivery. How do I reply?', 'angry-customer'],
    ['My colleague took credit for my work in a meeting. What do I say?', 'credit-taken'],
    ['How do I tell my manager I have too much work?', 'overload'],
  ])('answers the plain question "%s" as %s', (message, id) => {
    expect(fitOf(ask(message))?.situation.id).toBe(id);
  });
});

describe('the user’s own style', () => {
  const QUESTIONS = CHAT_SITUATIONS.map(
    (situation) =>
      SITUATION_EXAMPLES.find((example) => example.situation === situation.id)?.text ?? '',
  );

  it('gives two opposite profiles different advice for their own style on the same question', () => {
    let compared = 0;
    for (const question of QUESTIONS) {
      const expressive = ask(question, [], EXPRESSIVE_PROFILE);
      const direct = ask(question, [], DIRECT_PROFILE);
      if (expressive.clarify || direct.clarify) continue;
      compared += 1;
      const [expressiveFit, directFit] = [fitOf(expressive), fitOf(direct)];
      expect(expressiveFit?.styles, question).toEqual(['I']);
      expect(directFit?.styles, question).toEqual(['D']);
      expect(expressive.insights, question).not.toEqual(direct.insights);
      expect(expressive.inferred_style).toContain('You: DiSC I');
      expect(direct.inferred_style).toContain('You: DiSC D');
    }
    expect(compared).toBeGreaterThanOrEqual(40);
  });

  it('goes by the type the user states, and says the saved profile was not used', () => {
    const question =
      "I'm an INFP and really hate conflict. How do I tell my colleague he keeps missing deadlines that block my work?";
    const { reply } = settle(question, 'missed-deadlines-colleague', [], DIRECT_PROFILE);
    const fit = fitOf(reply);
    // An INFP who hates conflict reads as steady (S), whatever the saved profile says (D).
    expect(fit?.styles).toEqual(['S']);
    expect(reply.insights.join(' ')).toMatch(/You said you're an INFP and "really hate conflict"/);
    expect(reply.inferred_style).toMatch(/You: an INFP and "really hate conflict", as you said/);
    expect(reply.inferred_style).toMatch(
      /your saved profile reads DiSC D, INTJ; this answer goes by what you said/,
    );
    // Without the self-description, the same question is answered for the saved profile.
    const { reply: plain } = settle(
      'How do I tell my colleague he keeps missing deadlines that block my work?',
      'missed-deadlines-colleague',
      [],
      DIRECT_PROFILE,
    );
    expect(fitOf(plain)?.situation.id).toBe(fit?.situation.id);
    expect(fitOf(plain)?.styles).toEqual(['D']);
  });

  it('takes "I\'m a high D" as the user’s DiSC style over a saved I', () => {
    const { reply } = settle(
      "I'm a high D. How do I tell my colleague he keeps missing deadlines that block my work?",
      'missed-deadlines-colleague',
      [],
      EXPRESSIVE_PROFILE,
    );
    expect(fitOf(reply)?.styles).toEqual(['D']);
    expect(reply.inferred_style).toMatch(
      /You: DiSC D, as you said \(your saved profile reads DiSC I/,
    );
  });

  it('describes a DiSC tie as a tie, never as one style', () => {
    let checked = 0;
    for (const question of QUESTIONS.slice(0, 12)) {
      const reply = ask(question, [], TIED_PROFILE);
      if (reply.clarify) continue;
      checked += 1;
      const text = allText(reply);
      expect(text, question).not.toMatch(
        /Your profile leads with DiSC|You: DiSC [DISC]\b|\b(?:As|as a|lead as) DiSC [DISC]\b/,
      );
      expect(reply.inferred_style).toMatch(
        /You: an even DiSC split of I, S and C, no single style/,
      );
      const fit = reply.insights.find((insight) =>
        insight.startsWith('Your DiSC answers split evenly'),
      );
      expect(fit, question).toMatch(/between I, S and C, so no single style leads/);
      // Advice for both leading sides of the tie, named as sides.
      expect(fitOf(reply)?.styles).toEqual(['I', 'S']);
      expect(fit).toMatch(/On the I side: .* On the S side: /);
    }
    expect(checked).toBeGreaterThanOrEqual(10);
  });
});

describe('the other person’s style', () => {
  it('names it from two cues about them, quoting the user’s words, and adapts to it', () => {
    const reply = ask(
      'My colleague Dana is very blunt and impatient, and she cuts me off in meetings. How do I get her to let me finish?',
    );
    expect(reply.inferred_style).toMatch(
      /^Dana likely reads as DiSC D \(direct and results-first\), from "blunt", "impatient" and "cuts me off"\./,
    );
    const fit = fitOf(reply)?.situation;
    expect(fit?.id).toBe('interrupted');
    expect(reply.insights.join(' ')).toContain(
      `Dana comes across as direct and results-first: ${lowerFirst(fit?.counterpartFit.D ?? '')}`,
    );
  });

  it('uses one cue, and says it holds it lightly', () => {
    const reply = ask('My colleague Dana is blunt. How do I get her to let me finish in meetings?');
    expect(reply.inferred_style).toMatch(
      /^From "blunt" alone, Dana may read as DiSC D \(direct and results-first\); one cue is thin/,
    );
    expect(reply.insights.join(' ')).toMatch(/Dana comes across as direct and results-first/);
  });

  it('says too little to tell when the cues point opposite ways', () => {
    const reply = ask(
      'My colleague Dana is blunt but shy. How do I get her to let me finish in meetings?',
    );
    expect(reply.inferred_style).toMatch(
      /^Dana: "blunt" and "shy" point different ways, too little to tell/,
    );
    expect(reply.insights.join(' ')).not.toMatch(/comes across as/);
  });

  it('names both styles when the cues point to neighbours ("direct" and "likes numbers")', () => {
    const reply = ask(
      'My manager Joost is direct and likes numbers. How do I ask him for a raise? I closed 60 tickets a week this year.',
    );
    expect(reply.inferred_style).toMatch(
      /^Joost likely reads as DiSC D with C .*from "direct" and "likes numbers"/,
    );
    expect(reply.insights.join(' ')).toMatch(/on the C side/i);
  });

  it('says it cannot tell, without claiming the user said nothing, when nothing is said about them', () => {
    const reply = ask(
      'My colleague Dana keeps interrupting me in meetings. How do I get her to let me finish?',
    );
    expect(reply.inferred_style).toMatch(
      /^(?:I can't tell Dana's style|Not enough to go on yet to read Dana's style|I can't read Dana's style)/,
    );
  });

  it.each([
    "I'm quiet and shy, and my colleague Dana keeps interrupting me in meetings. How do I get her to let me finish?",
    "I'm nervous and cautious by nature. My colleague Dana keeps interrupting me in meetings. How do I get her to let me finish?",
    "My colleague Dana says I'm too blunt and impatient. How do I get her to let me finish in meetings?",
  ])('never reads the user’s words about themselves as Dana’s: "%s"', (message) => {
    const reply = ask(message);
    expect(reply.inferred_style).not.toMatch(/Dana likely reads as/);
    expect(reply.inferred_style).not.toMatch(/Dana: "/);
    expect(reply.insights.join(' ')).not.toMatch(/Dana comes across as/);
  });
});

describe('follow-ups in one conversation', () => {
  // Plainly saying no (a question between overload and saying no is answered as asked: see
  // chat/as-asked.test.ts).
  const FIRST =
    'My manager Greg keeps asking me to take on extra projects and I have to say no to the new one. How do I tell him?';
  const { reply: first, history } = settle(FIRST, 'saying-no');

  it('answers the first question as saying no, to Greg', () => {
    expect(fitOf(first)?.situation.id).toBe('saying-no');
    expect(allText(first)).toMatch(/Greg/);
  });

  it('answers what Greg said back, quoting it, still about saying no', () => {
    const reply = ask("He replied 'just find the time'. What do I say to that?", history);
    expect(reply.clarify).toBeUndefined();
    expect(reply.insights[0]).toMatch(/^Greg answered "just find the time"\./);
    expect(fitOf(reply)?.situation.id).toBe('saying-no');
    expect(allText(reply)).toMatch(/Greg/);
    expect(reply.suggested_reply).toMatch(/Greg/);
    expect(reply.suggested_reply).not.toBe(first.suggested_reply);
  });

  it('makes the reply shorter when asked', () => {
    const reply = ask('can you make it shorter?', history);
    expect(fitOf(reply)?.situation.id).toBe('saying-no');
    expect(reply.suggested_reply.trim()).not.toBe('');
    expect(reply.suggested_reply.length).toBeLessThan(first.suggested_reply.length);
  });

  it('takes a long new question on another topic as that topic', () => {
    const reply = ask(
      'Separately, one of my direct reports keeps arriving late to every client meeting and I need to give him feedback about it without demotivating him.',
      history,
    );
    expect(reply.clarify).toBeUndefined();
    expect(fitOf(reply)?.situation.id).toBe('feedback-to-report');
    expect(reply.insights[0]).not.toMatch(/^Still on/);
  });

  it('does not address the new topic’s person by the earlier person’s name', () => {
    const reply = ask(
      'Separately, one of my direct reports keeps arriving late to every client meeting and I need to give him feedback about it without demotivating him.',
      history,
    );
    // The feedback is for the direct report; Greg is the manager from the first question.
    expect([...reply.insights, reply.suggested_reply].join('\n')).not.toMatch(/Greg/);
  });
});

describe('a clarifying question when the coach is unsure', () => {
  it.each([
    'how do i deal with my coworker',
    'Can you help me write a message to my team?',
    'my coworker has been weird with me since last week. what should i say to her',
    // Written for this test: a reply to someone known only as "her", a thing known only by its day.
    'Could you draft a reply to her? She is being really difficult again.',
    'what do i tell him about the thing on friday? i really dont want a repeat of last time',
  ])('asks first when a short question gives nothing to go on: %s', (question) => {
    const reply = ask(question);
    expect(reply.suggested_reply).toBe('');
    // In words, or with choices; either way one question and no guessed answer.
    expect(reply.clarify !== undefined || /^What happened/.test(reply.insights[0] ?? '')).toBe(
      true,
    );
  });

  it('asks with two or three choices, and a choice gets a full answer of its situation', () => {
    const question = 'how do I talk to my manager about work?';
    const reply = ask(question);
    expect(reply.clarify).toBeDefined();
    const choices = reply.clarify?.choices ?? [];
    expect(choices.length).toBeGreaterThanOrEqual(2);
    expect(choices.length).toBeLessThanOrEqual(3);
    expect(reply.suggested_reply).toBe('');
    expect(reply.insights[0]).not.toMatch(/^You asked/);
    for (const choice of choices) {
      expect(choice.label.trim()).not.toBe('');
      const situation = CHAT_SITUATIONS.find((candidate) => candidate.choice === choice.message);
      expect(situation, choice.message).toBeDefined();
      const answer = ask(choice.message, turn(question, reply));
      expect(answer.clarify, choice.message).toBeUndefined();
      expect(fitOf(answer)?.situation.id, choice.message).toBe(situation?.id);
      expect(answer.insights.length).toBeGreaterThanOrEqual(3);
      expect(answer.suggested_reply.trim()).not.toBe('');
    }
  });

  it('keeps the facts of the vague question for the answer to the choice', () => {
    const question = 'How do I handle my boss Priya?';
    const reply = ask(question);
    const [choice] = reply.clarify?.choices ?? [];
    expect(choice).toBeDefined();
    const answer = ask(choice?.message ?? '', turn(question, reply));
    expect(allText(answer)).toMatch(/Priya/);
  });
});

describe('the situation classifier', () => {
  afterEach(() => {
    vi.doUnmock('../src/reading/classify/naive-bayes.js');
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('is trained at first use, once, from the bundled questions, without the network', async () => {
    const fetch = vi.fn(() => Promise.reject(new Error('no network in the coach')));
    vi.stubGlobal('fetch', fetch);
    vi.resetModules();
    let trainings = 0;
    vi.doMock('../src/reading/classify/naive-bayes.js', async (importOriginal) => {
      const real = await importOriginal<typeof NaiveBayesModule>();
      return {
        ...real,
        trainNaiveBayes: (...args: Parameters<typeof real.trainNaiveBayes>) => {
          trainings += 1;
          return real.trainNaiveBayes(...args);
        },
      };
    });
    const fresh = await import('../src/chat/situations.js');
    expect(trainings).toBe(0);
    const [best] = fresh.guessSituations('How do I tell my manager I have too much work?');
    expect(trainings).toBe(1);
    expect(best?.situation.id).toBe('overload');
    fresh.guessSituations('My colleague took credit for my work in a meeting.');
    expect(trainings).toBe(1);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('knows every situation, from the training questions and the clarifying choices', () => {
    const model = situationModel();
    expect([...model.labels].sort()).toEqual(
      CHAT_SITUATIONS.map((situation) => situation.id).sort(),
    );
    expect(model.size).toBe(SITUATION_EXAMPLES.length + CHAT_SITUATIONS.length);
  });

  const HELDOUT = new URL('../src/data/chat-situations/corpus/heldout.json', import.meta.url);

  it('answers held-out questions it never trained on, rightly when sure, and asks on the rest', () => {
    {
      const heldout = JSON.parse(readFileSync(HELDOUT, 'utf8')) as {
        situation: string;
        text: string;
      }[];
      expect(Array.isArray(heldout)).toBe(true);
      expect(heldout.length).toBeGreaterThan(0);
      const ids = new Set(CHAT_SITUATIONS.map((situation) => situation.id));
      const trained = new Set(
        SITUATION_EXAMPLES.map((example) => example.text.trim().toLowerCase()),
      );
      let answered = 0;
      let sure = 0;
      let right = 0;
      for (const example of heldout) {
        expect(ids.has(example.situation), example.situation).toBe(true);
        // Held out means held out: none of these is a training question.
        expect(trained.has(example.text.trim().toLowerCase()), example.text).toBe(false);
        const reply = ask(example.text);
        if (reply.clarify || reply.suggested_reply === '') continue;
        answered += 1;
        // Answered as asked (no situation's advice): on the question's own terms, not a guess.
        if (fitOf(reply) === null) continue;
        sure += 1;
        if (fitOf(reply)?.situation.id === example.situation) right += 1;
      }
      // Floors under the figures measured on this file (first 88% answered with a situation, 90%
      // of those right; since answers as asked, decision 0126's amendment: 96% answered, 77% with
      // a situation, 92% of those right): a change that loses them fails.
      expect(answered / heldout.length).toBeGreaterThanOrEqual(0.94);
      expect(sure / heldout.length).toBeGreaterThanOrEqual(0.75);
      expect(right / sure).toBeGreaterThanOrEqual(0.9);
    }
  });
});

import type { PracticeStyles, PracticeTurn } from '@styleprint/contracts';
import { describe, expect, it } from 'vitest';
import { buildPersona, describePersona } from './persona.js';
import { MANNERS, PERSONA_PHRASES, PRACTICE_MOVES, SHADES } from './phrases.js';
import { personaReply } from './reply.js';
import { practiceFeedback } from './feedback.js';
import { personaLineProblem } from './engine.js';

const GOAL = 'ask for the deadline to move';
const styles = (
  disc: PracticeStyles['disc'],
  extra: Partial<PracticeStyles> = {},
): PracticeStyles => ({
  disc,
  mbti: null,
  thinking: null,
  strength: null,
  ...extra,
});

/** Plays the user's lines against a persona and returns every exchange. */
function play(style: PracticeStyles, lines: readonly string[], goal = GOAL) {
  const persona = buildPersona({ name: 'Sam', styles: style });
  const turns: PracticeTurn[] = [];
  const moves: string[] = [];
  for (const text of lines) {
    turns.push({ role: 'user', text });
    const { reply, move } = personaReply(persona, goal, turns);
    turns.push({ role: 'persona', text: reply });
    moves.push(move);
  }
  return {
    persona,
    turns,
    moves,
    replies: turns.filter((t) => t.role === 'persona').map((t) => t.text),
  };
}

const CLEAR_SESSION = [
  'Hi Sam, do you have a minute?',
  'Could we move the report deadline to next Friday?',
  'Because the finance data arrived two weeks late and I need 5 days to check it. I understand it affects the team.',
  'The plan: I will share the draft on Wednesday so nothing else slips.',
  "I'll send you the revised schedule today. Can we agree on that?",
];

describe('the practice persona', () => {
  it('asks back when the ask is vague, and does not agree', () => {
    for (const disc of ['D', 'I', 'S', 'C', null] as const) {
      const { moves, replies } = play(styles(disc), [
        'About the deadline thing, it is kind of a lot right now.',
      ]);
      expect(moves[0]).toBe('probe');
      expect(replies[0]).toContain('?');
      expect(replies[0]?.toLowerCase()).not.toMatch(/\bagreed\b|\bdeal\b/);
    }
  });

  it('moves from questions to agreement when the ask is clear and has a reason', () => {
    for (const disc of ['D', 'I', 'S', 'C', null] as const) {
      const { moves } = play(styles(disc), CLEAR_SESSION);
      expect(moves[0]).toBe('open');
      expect(moves[1]).toBe('reason');
      expect(moves.slice(2)).toContain('consider');
      expect(moves).toContain('agree');
    }
  });

  it('answers in each manner: a D is brief, an i upbeat, an S warm, a C asks for specifics', () => {
    const d = play(styles('D'), CLEAR_SESSION).replies;
    const i = play(styles('I'), CLEAR_SESSION).replies;
    const s = play(styles('S'), CLEAR_SESSION).replies;
    const c = play(styles('C'), [
      'Could we move the deadline?',
      'Because the data was late.',
    ]).replies;
    for (const reply of d) expect(reply.split(/\s+/).length).toBeLessThanOrEqual(25);
    for (const reply of d) expect(reply).not.toContain('!');
    expect(i.filter((r) => r.includes('!')).length).toBe(i.length);
    expect(
      s.filter((r) => /thank|appreciate|understand|glad|comfortable|care/i.test(r)).length,
    ).toBeGreaterThanOrEqual(4);
    expect(c[1]).toMatch(/figures|exact|estimate|data|details|specific|numbers/i);
  });

  it('pushes back on blame instead of giving in', () => {
    const { moves, replies } = play(styles('S'), [
      'You always move my deadlines, it is ridiculous.',
    ]);
    expect(moves[0]).toBe('pushback');
    expect(replies[0]).toMatch(/blame|frustrat|stress/i);
  });

  it('echoes the date the user asked for', () => {
    const { replies } = play(styles('C'), ['Could we move the deadline to the 30th?']);
    expect(replies[0]).toContain('30th');
  });

  it('never repeats itself across a session, and is the same for the same lines', () => {
    const lines = ['Hi', 'Hmm.', 'Well.', 'So.', 'About that.'];
    const first = play(styles('D'), lines).replies;
    expect(new Set(first).size).toBe(first.length);
    expect(play(styles('D'), lines).replies).toEqual(first);
  });

  it('shades a reply with the other frameworks', () => {
    const plain = play(styles('S'), ['Could we move the deadline to Friday?']).replies[0] ?? '';
    const shaded =
      play(styles('S', { thinking: 'Analytical' }), ['Could we move the deadline to Friday?'])
        .replies[0] ?? '';
    expect(shaded).not.toBe(plain);
    expect(shaded).toContain(SHADES.Analytical?.reason);
  });

  it('reads an unknown DiSC style from the person’s quoted lines', () => {
    const persona = buildPersona({
      name: 'Ana',
      styles: styles(null),
      quotes: [
        'Send the numbers. Today.',
        'No. Fix it now and report back by noon.',
        'Decide. We ship Friday, no excuses, results matter.',
        'Cut the intro. Bottom line first. Do it.',
      ],
    });
    expect(persona.styles.disc).toBe('D');
    expect(describePersona(persona)).toContain('quoted lines');
  });

  it('has no phrase that renders with a blank or breaks the line rules', () => {
    for (const manner of MANNERS) {
      for (const move of PRACTICE_MOVES) {
        const bank = PERSONA_PHRASES[manner][move];
        expect(bank.length).toBeGreaterThanOrEqual(3);
        for (const phrase of bank) {
          const rendered = phrase
            .replaceAll('{topic}', 'the deadline')
            .replaceAll('{ask}', 'a raise')
            .replaceAll('{specific}', 'Friday');
          expect(personaLineProblem(rendered, []), `${manner}/${move}: ${phrase}`).toBeNull();
        }
      }
    }
  });
});

describe('feedback on the user’s lines', () => {
  it('scores a strong session high on every criterion, each with a quote of the user', () => {
    const { persona, turns } = play(styles('C'), CLEAR_SESSION);
    const feedback = practiceFeedback(persona, GOAL, turns);
    expect(feedback.max).toBe(20);
    expect(feedback.total).toBeGreaterThanOrEqual(16);
    for (const score of feedback.scores) {
      expect(score.quote).not.toBeNull();
      expect(
        turns.some(
          (t) => t.role === 'user' && t.text.includes((score.quote ?? '').replace('…', '')),
        ),
      ).toBe(true);
    }
  });

  it('scores a vague, hedged session low and says what to change, quoting the hedge', () => {
    const { persona, turns } = play(styles('D'), [
      'Hi, sorry to bother you.',
      'I was just wondering, maybe, if the deadline could possibly be a bit later, if that is ok?',
      'It is sort of a lot.',
    ]);
    const feedback = practiceFeedback(persona, GOAL, turns);
    expect(feedback.total).toBeLessThanOrEqual(8);
    expect(feedback.scores.find((s) => s.criterion === 'nextStep')?.score).toBe(0);
    expect(
      feedback.change.some((c) => c.quote !== null && /just|maybe|sorry/.test(c.instead)),
    ).toBe(true);
    expect(feedback.summary).toMatch(/You scored \d+ of 20/);
  });

  it('hears a reason and a proposed next step said without the usual linking words', () => {
    const { persona, turns } = play(styles('C'), [
      'Rachel, I need to talk about the Q3 report deadline.',
      'Can we move it to the 7th? Two of the figures from finance are late and I want them checked.',
      'I can send you the draft on the 3rd and the final on the 7th. Does that work?',
    ]);
    const scores = practiceFeedback(persona, GOAL, turns).scores;
    const reason = scores.find((s) => s.criterion === 'reason');
    expect(reason?.score).toBeGreaterThan(0);
    expect(reason?.quote).toMatch(/figures from finance are late/);
    // Proposed, not yet agreed by the persona: credited as proposed, not as missing.
    expect(scores.find((s) => s.criterion === 'nextStep')?.because).not.toMatch(
      /without a next step/,
    );
  });

  it('judges the same lines differently for different styles', () => {
    const lines = [
      'Could we move the deadline to Friday? The data came in late, so I need the time.',
    ];
    const d = play(styles('D'), lines);
    const i = play(styles('I'), lines);
    const adaptedD = practiceFeedback(d.persona, GOAL, d.turns).scores.find(
      (s) => s.criterion === 'adapted',
    );
    const adaptedI = practiceFeedback(i.persona, GOAL, i.turns).scores.find(
      (s) => s.criterion === 'adapted',
    );
    expect(adaptedD?.score).toBeGreaterThan(adaptedI?.score ?? 5);
  });
});

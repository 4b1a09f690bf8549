import type { DiscStyle } from '@styleprint/contracts';
import type { ConversationReading } from '../reading.js';
import { latestDeadline, mainTopic, openQuestion } from './evidence.js';
import type { UserLens } from './profile-lens.js';

/**
 * The next message to send, in the user's voice and shaped for the counterpart's style: bottom line
 * first for a direct reader, specifics for a detail reader, warmth for an expressive reader,
 * reassurance and steps for a steady reader. Square brackets mark the one fact only the user knows.
 */

function byWhen(deadline: string | null, fallback: string): string {
  if (!deadline) return fallback;
  const plain = deadline.trim();
  if (/^(?:today|tonight|tomorrow|now|this|next|by|before|on)\b/i.test(plain)) return plain;
  return `by ${plain}`;
}

function shortQuestion(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= 80 ? flat : `${flat.slice(0, 77).replace(/\s+\S*$/, '')}…`;
}

/** The user's own greeting habit ("Hey", "Hi"), or none if they write without one. */
function greetingOf(reading: ConversationReading): string | null {
  const user = reading.participants.user;
  if (!user) return 'Hi';
  const first = reading.participants.turns.find((t) => t.speaker === user)?.text ?? '';
  const match = /^(hey|hi|hello|dear|morning|good morning)\b/i.exec(first.trim());
  return match?.[1] ? match[1].charAt(0).toUpperCase() + match[1].slice(1).toLowerCase() : null;
}

interface Slots {
  name: string;
  topic: string;
  deadline: string | null;
  question: string | null;
  greeting: string | null;
}

const WRITERS: Record<DiscStyle, (s: Slots) => string> = {
  D: (s) =>
    [
      `${s.name}, bottom line${s.question ? ` on "${s.question}"` : ` on ${s.topic}`}: [your answer in one line].`,
      `You'll have it ${byWhen(s.deadline, 'by end of day today')}.`,
      'Risk to watch: [one line].',
      'If you need it changed, tell me now.',
    ].join(' '),
  I: (s) =>
    [
      `${s.greeting ?? 'Hi'} ${s.name}! I love the energy you're bringing to ${s.topic}, and I want it to land as well as you imagine.`,
      s.question ? `On "${s.question}": [your answer].` : '',
      `Let's shape it together: 15 minutes ${byWhen(s.deadline, 'tomorrow')}?`,
      "I'll bring the practical bits so we can lock it in and celebrate.",
    ]
      .filter(Boolean)
      .join(' '),
  S: (s) =>
    [
      `${s.greeting ?? 'Hi'} ${s.name}, thank you for raising this. I hear you, and I want ${s.topic} to work for you too.`,
      s.question ? `To your question, "${s.question}": [your answer].` : '',
      `Here is what happens, step by step: 1) I'll send you a short written summary today; 2) we'll go through it together ${byWhen(s.deadline, 'this week')}, at your pace; 3) nothing changes for you until your questions are answered.`,
      "If anything worries you before then, tell me; I'm here to help.",
    ]
      .filter(Boolean)
      .join(' '),
  C: (s) =>
    [
      `${s.greeting ?? 'Hi'} ${s.name}, thank you for the careful review.`,
      s.question
        ? `To your question, "${s.question}": [exact answer, with its source].`
        : `Here are the specifics on ${s.topic}: [figures and source].`,
      `I'll send the full details (data, method, and what is still unconfirmed) ${byWhen(s.deadline, 'by end of day tomorrow')}.`,
      'Which detail should I check first?',
    ]
      .filter(Boolean)
      .join(' '),
};

/** Rewrites a one-writer draft's opening in the shape that works for most readers. */
function draftRewrite(reading: ConversationReading, lens: UserLens): string {
  const reader = reading.addressee ?? 'there';
  const topic = mainTopic(reading) ?? 'this';
  const deadline = latestDeadline(reading, null);
  const softenFirst = lens.disc === 'D' || lens.disc === 'C';
  return [
    `Hi ${reader}, ${softenFirst ? `thanks for the work on the ${topic}; ` : ''}here's where I've landed on the ${topic}: [your point in one sentence].`,
    'What works: [one specific thing]. What needs to change: [the one change, and why it matters].',
    `Could you [next step] ${byWhen(deadline, 'by [date]')}? Happy to talk it through if that helps.`,
  ].join(' ');
}

export function suggestedReply(reading: ConversationReading, lens: UserLens): string {
  const { counterpart, user } = reading.participants;
  if (!counterpart) return draftRewrite(reading, lens);
  const style = reading.styles.get(counterpart)?.disc.style ?? 'S';
  const topic = mainTopic(reading);
  const open = user ? openQuestion(reading, user, counterpart) : null;
  const firstName = counterpart.split(' ')[0] ?? counterpart;
  return WRITERS[style]({
    name: firstName,
    topic: topic ? `the ${topic}` : 'this',
    deadline: latestDeadline(reading, counterpart),
    question: open ? shortQuestion(open.question.text) : null,
    greeting: greetingOf(reading),
  });
}

/**
 * Two pieces of work that cannot both be done: the user was asked to take on something new while
 * already on something with a date ("Priya asked me to take over the vendor tracker, but I'm
 * already running the Q1 audit prep due 15 January"). The reply a manager can act on names both
 * and asks them to choose, instead of a refusal or a vague "can we talk?".
 */
export interface CompetingWork {
  /** What they asked for, as the user can say it: "take over the vendor onboarding tracker". */
  asked: string;
  /** What the user is already on: "running the Q1 audit prep due 15 January". */
  already: string;
}

const ALREADY =
  /\b(?:i'?m|i am|we'?re|we are|i'?ve been|i have been) already (?:(?:running|on|doing|working on|handling|leading|covering|managing|committed to|busy with|assigned to|stretched with|swamped with|full with)\s+)((?:\d[.,]\d|[^,.;!?\n]){3,80})/i;
const ASKED =
  /\b(?:asked|wants|wanted|needs|told|expects|would like) (?:me|us)(?: (?:on|this|last|yesterday) ?\w*)? to ['‘"“]?((?!do\b|it\b)(?:\d[.,]\d|[^,.;!?\n'’"”]){3,80})/i;
/** A clause that turns to someone else: it cannot be said to the reader as it stands. */
const OTHERS = /\b(?:he|she|him|her|his|hers|they|them|their)\b/i;

export function competingWorkOf(message: string): CompetingWork | null {
  const already = ALREADY.exec(message);
  const asked = ASKED.exec(message);
  if (!already?.[1] || !asked?.[1]) return null;
  // "…the Liu contract review that's due Thursday, which he also assigned": the aside goes.
  const alreadyClause =
    already[1].split(/,? which\b| but\b| and (?:i|it|he|she)\b/i)[0]?.trim() ?? '';
  const askedClause = asked[1].split(/ but\b| and i\b| while\b/i)[0]?.trim() ?? '';
  if (alreadyClause.split(/\s+/).length < 2 || askedClause.split(/\s+/).length < 2) return null;
  if (OTHERS.test(alreadyClause) || OTHERS.test(askedClause)) return null;
  // The verb the user was already using ("running", "on") stays with what they are doing.
  const verb = /\balready\s+(\w+(?: on| with| to)?)\s/i.exec(already[0])?.[1] ?? 'on';
  return { asked: askedClause, already: `${verb} ${alreadyClause}` };
}

/** The reply: glad to help, what they are already on, and the choice put to the reader. */
export function competingWorkReply(work: CompetingWork, hi: string): string {
  return [
    `${hi}thank you for thinking of me. I'd be glad to ${work.asked}, but I'm already ${work.already}, and I can't do both well.`,
    'Which would you like me to put first? Whichever you choose, I will give it my full attention and let you know what moves as a result.',
  ].join(' ');
}

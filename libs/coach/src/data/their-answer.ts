import type { DiscStyle } from '@styleprint/contracts';

/**
 * Every word of the answer to a follow-up that reports how the other person answered
 * (chat/their-answer.ts, decision 0126): what their answer means, what to do next, and the words
 * to send, built from the follow-up's own facts (their words, their counter-offer, who they will
 * tell, when "not now" ends).
 */
export type Reaction =
  /** "Noted.", "Understood. Won't happen again.", "fine". */
  | 'acknowledged'
  /** "fine, whatever you think is best". */
  | 'resigned'
  /** "nobody ever told me there was a problem"; got defensive, snapped, went quiet. */
  | 'defensive'
  /** Cried, got upset, "she's been struggling". */
  | 'upset'
  /** "We will do our best for the 17th." */
  | 'hedged'
  /** "I'll see what I can do after the budget freeze lifts." */
  | 'deferred'
  /** "I don't think that works for the team right now." */
  | 'refused'
  /** "I'll just tell Giorgio you weren't available." */
  | 'escalating'
  /**
   * "Can you at least get me the summary by the 29th?"; "now wants Friday too". Answered here only
   * when the user says whether they can live with it; otherwise the decision answer weighs it.
   */
  | 'counter'
  /** "She said yes", "took it well". */
  | 'agreed'
  /** They were right and the user's message was wrong: "I checked and he's right". */
  | 'right';

/** What the follow-up asks about their answer. */
export type Asking = 'messedUp' | 'meaning' | 'accept' | 'reply' | 'next';

export interface ReplyParts {
  name: string | null;
  pronoun: 'he' | 'she' | 'they';
  /** Their words, when short enough to quote back. */
  quote: string | null;
  /** The work item of the conversation ("the monthly client report"). */
  thing: string | null;
  /** What their counter-offer asks, turned to the user's voice ("get you the summary by the 29th"). */
  theirAsk: string | null;
  /** Who they will tell ("Giorgio"). */
  toldTo: string | null;
  /** What the user wants added when they accept ("a salary review after 6 months"). */
  alsoWanted: string | null;
  /** When their "not now" ends ("April"). */
  later: string | null;
  /** What they pointed out, in the user's words ("our order form says 20 kg, not 20 portions"). */
  correction: string | null;
  /** Someone on the user's side made the mistake ("my commis filled it in wrong"). */
  ownPeople: boolean;
  /** Figures in their answer ("€55,000", "60 days"). */
  figures: readonly string[];
  willing: boolean | null;
  asking: Asking;
  /**
   * The earlier turns raised a problem with them (a late report, a mistake) and the follow-up
   * does not ask whether the answer is a yes: a short answer is read as stung, not as a reply.
   */
  afterFeedback: boolean;
  /** The user had answered something of theirs: a short answer now closes that thread. */
  closesThread: boolean;
  /** The user had said no to them: a short answer accepts the no. */
  afterNo: boolean;
}

export interface ReactionText {
  insights(parts: ReplyParts): string[];
  reply(parts: ReplyParts): string;
}

const OBJECT = { he: 'him', she: 'her', they: 'them' } as const;
const POSSESSIVE = { he: 'his', she: 'her', they: 'their' } as const;

/** "Ben", else "he"; "Ben", else "him". */
const who = (parts: ReplyParts): string => parts.name ?? parts.pronoun;
/** "17th" → "the 17th"; "17 June" stays. */
const dated = (figure: string): string =>
  /^\d+(?:st|nd|rd|th)$/i.test(figure) ? `the ${figure}` : figure;

/** The first words, answering what the follow-up asked about a short reply. */
const OPENING: Record<Asking, (parts: ReplyParts) => string> = {
  messedUp: () => "You didn't mess it up. ",
  meaning: (parts) =>
    `${capitalise(who(parts))} ${verb(parts, 'is', 'are')} more likely stung than angry. `,
  accept: () => '',
  reply: () => '',
  next: () => '',
};
const whom = (parts: ReplyParts): string => parts.name ?? OBJECT[parts.pronoun];
const hello = (parts: ReplyParts): string => (parts.name ? `${parts.name}, ` : '');
const thanks = (parts: ReplyParts): string =>
  parts.name ? `Thanks, ${parts.name}.` : 'Thanks for coming back to me.';
const theirWords = (parts: ReplyParts): string =>
  parts.quote ? `"${parts.quote}"` : 'That answer';
const singular = (parts: ReplyParts): boolean => parts.pronoun !== 'they' || parts.name !== null;
const verb = (parts: ReplyParts, one: string, many: string): string =>
  singular(parts) ? one : many;

export const THEIR_ANSWER_TEXTS: Record<Reaction, ReactionText> = {
  acknowledged: {
    insights: (parts) =>
      parts.afterNo && !parts.afterFeedback
        ? [
            `${OPENING[parts.asking](parts)}${theirWords(parts)} accepts your no. It's short, which can feel cold, but people often answer a no that way when they are busy or already working out a plan B; it isn't a sign you damaged anything.`,
            "Your no stands, and you gave the reason, so there's nothing to repair and no need to apologise now, which would reopen it. If you want to show goodwill, offer the help you can give, once, and leave it there.",
          ]
        : parts.closesThread
          ? [
              `${theirWords(parts)} closes the thread: it says your answer was read, and nothing more is needed in writing.`,
              'What matters now is that what you said would happen does happen, on time. If someone more senior was copied, a one-line word with them in person does more than another email in the thread.',
            ]
          : !parts.afterFeedback && parts.asking !== 'messedUp'
            ? [
                `${theirWords(parts)} acknowledges your message; it doesn't agree to anything, and it isn't a sign of anger either: plenty of people answer that way when they are busy or still thinking.`,
                `If you only needed them to know, you've done your part: keep the message and move on. If you need a yes or an action, ask for it once, in one line, with the date you need it by; if nothing comes, ask in person or by phone rather than writing again.`,
              ]
            : [
                `${OPENING[parts.asking](parts)}${theirWords(parts)} is short, and a short, stiff reply after hearing something uncomfortable is a common first reaction, even from someone who is usually chatty; it tends to soften within a day or two.${/won'?t happen again/i.test(parts.quote ?? '') ? ` It also tells you ${who(parts)} took the point.` : ''}`,
                `Don't chase the tone or take back what you said. Give it a day, then have a brief word with ${whom(parts)} in person: you meant it as a question, not a telling-off, and you'd like to hear what would help. Written feedback lands harder than the same words said face to face, so next time speak first and write afterwards.`,
              ],
    reply: (parts) =>
      parts.afterNo && !parts.afterFeedback
        ? `${thanks(parts)} If it helps, I'm happy to talk about what I could pick up once things ease off.`
        : parts.closesThread
          ? "Thanks. I'll make sure it's sorted on our side, and I'll let you know if anything changes."
          : !parts.afterFeedback && parts.asking !== 'messedUp'
            ? `${thanks(parts)} Just so I can plan: can I take that as a yes${parts.thing ? ` on ${parts.thing}` : ''}? If it's not your call, who should I ask?`
            : `${hello(parts)}about my message yesterday: I meant it as a question, not a telling-off. You do good work, and I'd like to make ${parts.thing ?? 'this'} easier, not just ask you to try harder. Have you got ten minutes this week to look at what gets in the way?`,
  },
  resigned: {
    insights: (parts) => [
      `${theirWords(parts)} sounds like agreement but reads as withdrawal: ${who(parts)} may feel overruled or unheard, which is why it feels worse than an argument.`,
      `It's worth one short, warm check-in, in person if you can, that asks for ${POSSESSIVE[parts.pronoun]} view rather than defending the decision.`,
    ],
    reply: (parts) =>
      `${hello(parts)}I don't want to decide this over your head. You know ${parts.thing ?? 'this'} well, so if you see a problem with it, I'd really like to hear it. Have you got ten minutes tomorrow?`,
  },
  defensive: {
    insights: (parts) => [
      `${parts.asking === 'messedUp' ? "You didn't mess it up by raising it, and a" : 'A'} reaction like that in the moment doesn't mean the conversation failed. Defensiveness usually means ${who(parts)} heard blame${parts.quote ? `, and what ${who(parts)} said ("${parts.quote}") is information: take the part that may be true seriously` : ''}.`,
      `Don't reopen it today. Go back within a day or two, acknowledge what ${who(parts)} said, and move to what happens next: one change you agree on, and a date to check how it's going.`,
    ],
    reply: (parts) =>
      `${hello(parts)}I've thought about what you said${parts.quote ? '' : ' yesterday'}, and I take your point. I didn't mean it as blame. Could we take twenty minutes this week to look at it together and agree one thing that would make it easier?`,
  },
  upset: {
    insights: (parts) => [
      `${parts.asking === 'messedUp' ? "You didn't mess it up. " : ''}Tears or hurt in the moment don't mean it was wrong to raise it, and what ${who(parts)} told you matters: you now know something you didn't, and it explains a lot.`,
      `Check in with ${whom(parts)} soon, privately, about how ${who(parts)} ${verb(parts, 'is', 'are')}, separately from the work point. The work point still needs solving, but later and gently, with some support offered rather than a deadline.`,
    ],
    reply: (parts) =>
      `${hello(parts)}thank you for telling me how things have been. I'm sorry it's been so hard. The work side can wait: how are you doing, and is there anything that would help right now?`,
  },
  hedged: {
    insights: (parts) => [
      `${theirWords(parts)} is a hope, not a commitment${parts.figures[0] ? `, and ${dated(parts.figures[0])} leaves you little room if it slips` : ''}.`,
      `Push, politely: ask ${whom(parts)} to confirm the date firmly, to tell you the moment anything puts it at risk, and what ${who(parts)} could guarantee if not. Decide now what you will do if it slips, so a late answer doesn't decide for you.`,
    ],
    reply: (parts) =>
      `${thanks(parts)} I need to plan around this, so could you confirm ${parts.figures[0] ? dated(parts.figures[0]) : 'the date'} firmly, and tell me straight away if anything puts it at risk? If it can't be firm, what could you guarantee?`,
  },
  deferred: {
    insights: (parts) => [
      `${parts.asking === 'next' ? "It doesn't have to end there. " : ''}${theirWords(parts)} is a not-now rather than a no, but with no date attached it can drift for months.`,
      `Turn it into something dated: thank ${whom(parts)}, ask when you can look at it again and what would need to be true for a yes, and confirm that in a short note afterwards so you both have the same plan.`,
    ],
    reply: (parts) =>
      `${thanks(parts)} I understand it has to wait for now. So it doesn't drift, could we put a date in the diary to look at it again${parts.later ? `, early in ${parts.later}` : ''}? And is there anything we could agree before then?`,
  },
  refused: {
    insights: (parts) => [
      `${capitalise(who(parts))} said no to this version, not necessarily to the problem behind it.`,
      'Ask what would work instead, offer one smaller option (a trial, a shorter period, part of it), and agree when to look at it again.',
    ],
    reply: () =>
      "Thanks for being straight with me. What would work instead? If it helps, I'm happy to start with something smaller and see how it goes.",
  },
  escalating: {
    insights: (parts) => [
      `${capitalise(who(parts))} ${verb(parts, 'is', 'are')} going to tell ${parts.toldTo ?? 'your manager'} you weren't available: a framing you can correct in one line, and best before it arrives second-hand.`,
      `Don't argue with ${whom(parts)} in writing. Tell ${parts.toldTo ?? 'your manager'} yourself, briefly and factually: what was asked, why you couldn't, and what you offered instead. A short, friendly reply to ${whom(parts)} keeps the door open.`,
    ],
    reply: (parts) =>
      `No problem${parts.name ? `, ${parts.name}` : ''}. I was glad to help, I just couldn't do it this time. I'll mention it to ${parts.toldTo ?? 'our manager'} myself, so it's clear.`,
  },
  counter: {
    insights: (parts) =>
      parts.willing === true
        ? [
            `${capitalise(who(parts))} ${verb(parts, 'has', 'have')} moved${parts.theirAsk ? `: the ask now is to ${parts.theirAsk}` : ''}, and you can live with it. Accept it cleanly, without reopening what is settled.`,
            parts.alsoWanted
              ? `Ask for ${parts.alsoWanted} in the same message, as a confirmation of the deal rather than a new condition, and ask for it in writing.`
              : 'Confirm what you agreed in writing, with the date, so nobody remembers it differently later.',
          ]
        : [
            `${capitalise(who(parts))} came back with a smaller ask, but you've said you can't take it on. Saying no a second time is fine, as long as it's as short and friendly as the first.`,
            `Thank ${whom(parts)} for meeting you halfway, say no plainly, and don't invent a reason you would have to keep up; if there is a later date you could do, offer it.`,
          ],
    reply: (parts) =>
      parts.willing === true
        ? `${hello(parts)}yes, ${parts.theirAsk ? `I can ${parts.theirAsk}` : 'that works for me'}.${parts.alsoWanted ? ` Could you also confirm ${parts.alsoWanted} in writing?` : ''} I'll send a short note today with what we agreed.`
        : `${thanks(parts)} I appreciate you meeting me halfway, but I can't ${parts.theirAsk ?? 'take that on'} as well this time, and I'd rather tell you now than promise something I can't deliver.`,
  },
  right: {
    insights: (parts) => [
      'Walk it back now, in the same channel as your message: a quick, plain correction keeps it small, and owning a mistake after a firm message earns more respect than the firm message cost.',
      `Say what was wrong in one sentence, apologise once, and say what happens next; skip the story of how it happened${parts.ownPeople ? ', and deal with your own side of it separately, in private' : ''}.`,
    ],
    reply: (parts) =>
      `${hello(parts)}I owe you an apology. I've checked, and you're right${parts.correction ? `: ${parts.correction}` : ''}. The mistake was ours, and I'm sorry for my message earlier. Let me know how you'd like to handle it, and I'll make sure it doesn't happen again.`,
  },
  agreed: {
    insights: () => [
      "That's a yes: lock it in. Send a short note today with what you agreed and the next date, so it doesn't depend on anyone's memory.",
    ],
    reply: (parts) =>
      `${thanks(parts)} I appreciate it. I'll send a short note today with what we agreed and when we'll check in.`,
  },
};

/**
 * Their cool answer to the user's own apology, when the apology excused itself ("sorry if you felt
 * embarrassed", "I just thought…"): `quote` here is the user's words, not theirs.
 */
export const NOT_LANDED: ReactionText = {
  insights: (parts) => [
    `Partly, yes, and it can be fixed.${parts.quote ? ` "${parts.quote}"` : ' Your message'} reads as an explanation more than an apology: "sorry if you felt…" puts it on ${POSSESSIVE[parts.pronoun]} feelings, and a "just thought" or a "but" defends what you did. ${capitalise(who(parts))}'s short answer says it hasn't landed.`,
    `Apologise once more, briefly and in person if you can: what you did, that it was wrong, and what you'll do next time, with no reason attached. Then let it rest.`,
  ],
  reply: (parts) =>
    `${hello(parts)}I want to redo my message, because I didn't apologise properly. I'm sorry for what I said, with no excuse. If something like that comes up again, I'll come to you first.`,
};

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What the user's style tends to do next, by how the other person answered. */
const SOFT: Record<DiscStyle, string> = {
  D: 'You may want to settle it now, in writing; give it a day, and keep the next message to two lines.',
  I: 'You may want to smooth it over at once with a long, warm message; one short line, or a word in person, does more.',
  S: "You may want to apologise for having raised it at all; don't: it was fair, and taking it back tells them it wasn't.",
  C: 'You may want to explain your reasoning again in full; it was heard, so keep to the one point that is still open.',
};
const DEAL: Record<DiscStyle, string> = {
  D: 'You may push for everything at once; name the one condition that matters most and let the rest go.',
  I: "You may say yes in the moment to keep the mood good; if you need to think, say you'll confirm by the end of the day.",
  S: 'You may accept whatever comes back to avoid friction; decide first what you can live with, then answer.',
  C: 'You may answer with every consideration; pick the one that decides it and put it first.',
};

const OWN: Record<DiscStyle, string> = {
  D: 'You may want to keep it to a bare "my mistake"; say sorry for the tone too, once, and it\'s done.',
  I: 'You may want to make up for it with a long, warm message; one plain apology is enough.',
  S: 'You may apologise several times over; once is enough, then move to what happens next.',
  C: 'You may want to explain exactly how the error happened; they need the correction, not the audit.',
};

export const THEIR_ANSWER_FIT: Record<Reaction, Record<DiscStyle, string>> = {
  right: OWN,
  acknowledged: SOFT,
  resigned: SOFT,
  defensive: SOFT,
  upset: SOFT,
  escalating: SOFT,
  deferred: DEAL,
  hedged: DEAL,
  refused: DEAL,
  counter: DEAL,
  agreed: DEAL,
};

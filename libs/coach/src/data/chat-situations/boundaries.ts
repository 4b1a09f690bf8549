import type { ChatSituation } from './types.js';

/**
 * Two situations the fresh chat batches kept asking about and no situation covered (decision
 * 0131): someone's habits eating into the user's time, and a no the user wants to answer well.
 */

export const BOUNDARIES: ChatSituation = {
  id: 'boundaries',
  label: 'setting a boundary on your time',
  ownStatements: false,
  choice: 'Someone messages or books me outside my hours, and I want to set a limit',
  reading: [
    'You want {who} to stop reaching you outside your hours ({count} so far), without seeming less committed.',
    'You want {who} to stop reaching you outside your hours, without seeming less committed.',
    'You want to protect your time outside work, without seeming less committed.',
  ],
  moves: [
    [
      'Say the limit once, as your working pattern rather than a complaint about {who}: when you are reachable, when you reply, and what counts as urgent enough to call. A rule about your hours is easy to respect; a grievance about their habits invites a defence.',
      'Say the limit once, as your working pattern rather than a complaint: when you are reachable, when you reply, and what counts as urgent enough to call. A rule about your hours is easy to respect; a grievance about their habits invites a defence.',
    ],
    [
      'Then let your replies keep it for you: answer the late message the next morning, without an apology. If you still answer late at night, your replies say the opposite of your words.',
    ],
    [
      'Make the workaround easy: they can still write whenever suits them (a scheduled send, a shared list for the morning), and a real emergency still reaches you by phone.',
    ],
  ],
  userFit: {
    D: 'You may set the limit so bluntly that it reads as a rebuke; frame it as how you work best, not as what they do wrong.',
    I: 'You may joke about it ("I need my beauty sleep!") so that it is never taken seriously; say it plainly once, then be as friendly as you like.',
    S: 'You may keep replying at night so as not to let them down; the boundary only holds if you stop answering out of hours yourself.',
    C: 'You may prepare a list of every late message; one example and your hours are enough.',
  },
  counterpartFit: {
    D: 'Put it in terms of results: you do your best work with time to think, and urgent things still reach you by phone.',
    I: 'Keep it warm and light in tone, and suggest a way they can offload ideas without needing an answer (a note for the morning).',
    S: 'Reassure them that you are glad to help, just in working hours; they may not realise the late messages feel like demands.',
    C: 'Be precise: the hours you answer in, what counts as urgent, and how to reach you if it is.',
  },
  reply: [
    ['Hi {name},', ''],
    ['Quick thing about how I work, so I do not leave you waiting.'],
    [
      'I switch off in the evenings and at weekends, and I answer messages first thing the next working day.',
    ],
    [
      'If something is truly urgent, call me. Otherwise, send whenever suits you and I will pick it up in the morning.',
    ],
  ],
  directReply: [
    [
      '{name}, a heads-up on how I work: I answer messages in working hours, so anything sent in the evening I will pick up the next morning.',
      'A heads-up on how I work: I answer messages in working hours, so anything sent in the evening I will pick up the next morning.',
    ],
    ['If it is urgent, call me.'],
  ],
  ifPushback: {
    move: 'If they say it is just how they work, agree that they can keep writing when it suits them; what changes is only when you answer. Keep to it, and raise it again only if they start expecting instant replies.',
    reply: [
      [
        'That is fine, {name}: write whenever suits you. I will answer in working hours, and if something cannot wait, please call.',
        'That is fine: write whenever suits you. I will answer in working hours, and if something cannot wait, please call.',
      ],
    ],
  },
};

export const AFTER_REJECTION: ChatSituation = {
  id: 'after-rejection',
  label: 'answering a no gracefully',
  ownStatements: false,
  choice: 'I was turned down (a job, a pitch, a proposal) and want to reply well',
  reading: [
    'You were turned down by {who} and want to reply in a way that keeps the door open, without sounding desperate or bitter.',
    'You were turned down and want to reply in a way that keeps the door open, without sounding desperate or bitter.',
  ],
  moves: [
    [
      'Reply within a day or two, briefly: thank {who} for the time and the decision, and say you would like to be considered next time. A gracious reply to a no is rare, and it is remembered.',
      'Reply within a day or two, briefly: thank them for the time and the decision, and say you would like to be considered next time. A gracious reply to a no is rare, and it is remembered.',
    ],
    [
      'Ask for feedback as one easy question ("Is there one thing that would have made the difference?"), and make it optional, so answering costs them nothing. Do not argue with the decision or the reason given.',
    ],
    [
      'Give them a reason to come back to you: a specific interest in future openings, or an offer to stay in touch, and then connect once on LinkedIn or send one useful note months later rather than chasing.',
    ],
  ],
  userFit: {
    D: 'You may be tempted to challenge the decision or point out what they missed; thank them, ask one question, and stop.',
    I: 'You may write a long, warm message that sounds hurt between the lines; keep it to four sentences and let the warmth be in the thanks.',
    S: 'You may not reply at all to avoid bothering them; a short reply is welcome and keeps you in mind.',
    C: 'You may ask for a detailed breakdown of the scoring; ask one question they can answer in two lines.',
  },
  counterpartFit: {
    D: 'Keep it to three lines: thanks, interest in next time, one optional question.',
    I: 'A warm, personal tone works; mention something you enjoyed about meeting them.',
    S: 'Reassure them there are no hard feelings; they may have found saying no uncomfortable.',
    C: 'Ask a precise question about what would have made the difference; they are likely to give a considered answer.',
  },
  reply: [
    ['Hi {name},', ''],
    [
      'Thank you for letting me know, and for the time you and the team gave me through the process.',
    ],
    [
      'I am disappointed, of course, but I enjoyed it and I would be glad to be considered for anything similar in the future.',
    ],
    [
      'If you have a moment, is there one thing that would have made the difference? Either way, I hope we stay in touch.',
    ],
  ],
  directReply: [
    [
      '{name}, thank you for letting me know and for your time through the process.',
      'Thank you for letting me know and for your time through the process.',
    ],
    ['I would like to be considered for anything similar in the future.'],
    ['If you have a moment, what one thing would have made the difference?'],
  ],
  ifPushback: {
    move: 'If they do not answer the feedback question, leave it: one polite reply is the whole job. Stay in touch lightly (a connection, a note when you see a relevant opening) rather than asking again.',
    reply: [
      [
        'Thank you again, {name}. I understand feedback is not always possible. I will keep an eye out for future openings and hope to work with you another time.',
        'Thank you again. I understand feedback is not always possible. I will keep an eye out for future openings and hope to work with you another time.',
      ],
    ],
  },
};

/**
 * "Bad news or a change to your team" when the message holds no bad news: a new process, a
 * policy, a tool or a schedule to introduce (decision 0131). Not in the classifier: chosen in
 * place of `bad-news-to-team` by `chat/announce-change.ts`, so its words do not say "difficult
 * news" about a new handover format.
 */
export const ANNOUNCE_CHANGE: ChatSituation = {
  id: 'announce-change',
  label: 'introducing a change to your team',
  choice: 'I want to introduce a new way of working to my team',
  reading: [
    'You want to introduce {thing} to the team, {because}, so it lands as help, not as blame or one more rule.',
    'You want to introduce {thing} to the team so it lands as help, not as blame or one more rule.',
    'You want to introduce a change to the team so it lands as help, not as blame or one more rule.',
  ],
  moves: [
    [
      'Lead with the problem it solves, once and without naming anyone ("things still get missed, and that is a system problem, not a people one"), then what changes and from when.',
    ],
    [
      'Make it small and concrete: the one thing people do differently, an example of what good looks like, and where to find the detail. A change explained in a paragraph is adopted; one explained in a document is filed.',
    ],
    [
      'Ask for their view after a set time (two weeks is plenty) and say you will adjust it: people support what they helped shape, and the ones doing the work will spot the gaps first.',
    ],
  ],
  userFit: {
    D: 'You may announce it as an instruction; add the why in one sentence and ask for feedback, or it will be followed to the letter and no further.',
    I: 'You may sell it so hard that it sounds like a campaign; say plainly what changes, and let the benefits speak.',
    S: 'You may soften it until it sounds optional; say clearly that it starts on a date, then invite their view.',
    C: 'You may send the full procedure first; lead with the one change and the why, and link the detail.',
  },
  counterpartFit: {
    D: 'Tell them what it gains (time, fewer mistakes) and what they still decide themselves.',
    I: 'Give them a part in it, such as trying it first or collecting feedback from the others.',
    S: 'Say what stays the same, and give them time and a chance to practise before it counts.',
    C: 'Give them the detail and the reason in writing, and a date when you will review how it is working.',
  },
  reply: [
    ['Hi all,'],
    [
      'We are introducing {thing}, {because}.',
      'We are introducing {thing}.',
      'We are making one change to how we work, and I want to explain it before it starts.',
    ],
    [
      'This is not about anyone doing anything wrong: it is about making sure nothing falls through the gaps, for all of us.',
    ],
    [
      'I will walk you through it, and after the first two weeks I want to hear what works and what does not, so we can adjust it together.',
    ],
  ],
  ifPushback: {
    move: 'If people push back, ask what would make it work for them rather than defending it; agree to review it after a set time, and keep the date.',
    reply: [
      [
        'That is fair, and it is exactly what I want to hear. What would make this work better for you? Let us try it for two weeks and then change what does not work.',
      ],
    ],
  },
};

/**
 * "An angry customer or client" when the user's side is right by the record: a signed quote says
 * exactly that amount, the work was delivered on the agreed date, nothing went wrong. Not in the
 * classifier: chosen in place of `angry-customer` by `chat/situation-rules.ts` (decision 0134), so
 * the reply does not apologise for a correct invoice.
 */
export const RECORD_ON_OUR_SIDE: ChatSituation = {
  id: 'record-on-our-side',
  label: 'answering a complaint the record does not support',
  choice: 'A client disputes something our records show is right',
  reading: [
    '{who} disputes {thing}, but the record is on your side: the answer is the facts, calmly, with respect for the relationship.',
    '{who} is unhappy, but the record is on your side: the answer is the facts, calmly, with respect for the relationship.',
    'The other side is unhappy, but the record is on your side: the answer is the facts, calmly, with respect for the relationship.',
  ],
  moves: [
    [
      'Thank them for raising it and show you took it seriously, then point to the one document that settles it (the signed quote, the agreed date) with its date: no apology for something that was right, because an apology reads as an admission.',
    ],
    [
      'Keep the relationship warm in the same message: offer to walk them through the figures, or to look at what you could do next time (a different scope, a payment plan), without changing what was agreed.',
    ],
  ],
  userFit: {
    D: 'You may answer with the document and nothing else; add one line that values them as a client, so the facts do not read as a rebuke.',
    I: 'You may offer a discount to keep the mood good; hold the agreed figure, and be as warm as you like about everything else.',
    S: 'You may apologise for something that was right, to keep the peace; thank them instead, and state the facts plainly.',
    C: 'You may send every line of the calculation; point to the one document that settles it, and offer the detail if they want it.',
  },
  counterpartFit: {
    D: 'Be brief: the document, its date, and what happens next.',
    I: 'Keep it friendly and offer a quick call to go through it together.',
    S: 'Reassure them that the relationship matters and nothing is being hidden; give them time to check.',
    C: 'Attach the document and quote the exact line; they will check it.',
  },
  reply: [
    ['Hi {name},', ''],
    ['Thank you for raising this; I have checked it carefully.'],
    [
      'I am happy to go through the figures with you on a call if that helps, and I value working with you.',
    ],
  ],
  directReply: [
    [
      '{name}, thank you for raising this; I have checked it.',
      'Thank you for raising this; I have checked it.',
    ],
    ['Happy to go through it on a call if that helps.'],
  ],
  ifPushback: {
    move: 'If they still dispute it, offer a call with the document on screen and keep to what was signed; a goodwill gesture, if any, is a separate choice you make later, not a correction.',
    reply: [
      [
        'I understand. Could we go through the signed document together on a call? I want you to be comfortable with it.',
      ],
    ],
  },
};

import type { ChatSituation } from './types.js';

/**
 * Career, clients and influence: pay, promotion, feedback, reviews, leaving, customers and
 * clients under pressure, persuading, presenting, negotiating and bad news. Facts appear only
 * as slots; every sentence ends with a variant that holds without them.
 */
export const CAREER_SITUATIONS: readonly ChatSituation[] = [
  {
    id: 'raise',
    label: 'asking for a pay rise',
    choice: 'I want to ask for a raise',
    reading: [
      'You want to ask {who} for a raise, {because}, and {thing} can be part of your case.',
      'You want to ask {who} for a raise, {because}.',
      'You want to ask {who} for a raise, and {thing} can be part of your case.',
      'You want a raise, and {who} has already said "{quote}", so you need a way to keep the conversation open.',
      'You want to ask {who} for a raise, and need a case built on your results and market pay rather than on need.',
      'You want to ask for a raise, and need a case built on your results and market pay rather than on need.',
    ],
    moves: [
      [
        'Ask {who} for the meeting ahead of time and name the topic ("I would like to talk about my pay"), so they can check the budget before you meet instead of answering on the spot.',
        'Ask for the meeting ahead of time and name the topic ("I would like to talk about my pay"), so your manager can check the budget before you meet instead of answering on the spot.',
      ],
      [
        'Build the case on what you delivered, with {thing} first, and on what the market pays for your role; leave out personal costs, which are real but are not the reason a budget holder can say yes to.',
        'Build the case on two or three results you delivered and on what the market pays for your role; leave out personal costs, which are real but are not the reason a budget holder can say yes to.',
      ],
      [
        'Decide your one figure before you go in, say it, and then stop talking: filling the silence with more reasons, or a lower number, is how most people talk themselves down. If you have an outside offer, mention it only if you would really take it.',
      ],
    ],
    userFit: {
      D: 'You may open with the number and a deadline, which can sound like an ultimatum; open with what you delivered and that you want to grow here, then name the figure.',
      I: 'You may tell the story of your year and leave the number vague; say the figure in your second sentence, give two results, and stop.',
      S: 'You may wait to be noticed, or soften the ask until it is only a hint; book the meeting this week and say plainly that you are asking for a raise, and to what figure.',
      C: 'You may open with your method and a page of market data; lead with the figure and your two strongest reasons, and keep the data ready for when they ask how you got there.',
    },
    counterpartFit: {
      D: 'Give the figure, the two results that justify it and the decision you need in under a minute; they respect a clear ask.',
      I: 'Let them hear the impact of your work on the team and customers, keep it friendly, and leave with a next step and a date agreed.',
      S: 'Tell them the topic in advance and give them time to check with HR or finance; they dislike being put on the spot and say yes more easily after a pause.',
      C: 'Bring your results and the market data in writing, with sources; they weigh evidence, not enthusiasm.',
    },
    reply: [
      ['Hi {name},', ''],
      ['I would like to set up a time to talk with you about my pay.'],
      ['I would like to ask for an increase to {target}.', ''],
      [
        'I would like my pay to reflect the work I am doing now, including {thing}, and what this role pays in the market.',
        'I would like my pay to reflect the work I am doing now and what this role pays in the market.',
      ],
      ['Could we meet in the next week or two for a proper conversation?'],
    ],
    directReply: [
      [
        '{name}, I would like to discuss a raise to {target}, based on {thing} and the market rate for my role.',
        'I would like to discuss a raise to {target}, based on {thing} and the market rate for my role.',
        'I would like to discuss a raise to {target}, based on my work and the market rate for my role.',
        '{name}, I would like to discuss a raise, based on {thing} and the market rate for my role.',
        'I would like to discuss a raise, based on {thing} and the market rate for my role.',
        'I would like to discuss a raise, based on my work and the market rate for my role.',
      ],
      ['Can we meet in the next week or two?'],
    ],
    ifPushback: {
      move: 'If the answer is "no budget" or "not now", do not argue with the no: ask what would make it a yes, and agree when you will come back to it, then confirm that in writing.',
      reply: [
        [
          'I understand the budget is tight right now. What would I need to show for this to be a yes, and when can we come back to it? Could I send you a short note after this, so we both have the same plan?',
        ],
      ],
    },
  },
  {
    id: 'promotion',
    label: 'asking for a promotion',
    choice: 'I want a promotion, or I was passed over for one',
    reading: [
      'You are aiming for the next level, {who} has told you "{quote}", and you need that turned into clear criteria and a timeline.',
      'You want {who} to put you forward for the next level, {because}, and need the path spelled out.',
      'You want {who} to see {thing} as evidence that you already work at the next level.',
      'You want {who} to put you forward for the next level, and need the path spelled out.',
      'You want to move up a level, and need your manager to name what it takes and when it is decided.',
    ],
    moves: [
      [
        'Ask {who} for the criteria, not only the title: "What would you need to see from me to put me forward?" turns a vague hope into a list you have both agreed.',
        'Ask for the criteria, not only the title: "What would you need to see from me to put me forward?" turns a vague hope into a list you have both agreed.',
      ],
      [
        'Show that you already work at the next level, with {thing} as your lead example, and ask who else has a say, since promotions are usually decided in a room you are not in.',
        'Show that you already work at the next level with two or three concrete examples, and ask who else has a say, since promotions are usually decided in a room you are not in.',
      ],
      [
        'If you were passed over, ask what made the difference this time, listen without defending, and agree when you will review your progress together before you leave the room.',
      ],
    ],
    userFit: {
      D: 'You may treat being passed over as an injustice and say so at once; ask first what the decision was based on, and save your disagreement until you have heard it.',
      I: 'You may count on being visible and liked; bring two or three results with numbers, because the people who decide read evidence, not energy.',
      S: 'You may do next-level work for a long time and never ask; say plainly "I want to be considered for the next level" and ask what it takes.',
      C: 'You may wait until you meet every criterion perfectly; ask once you meet most of them, and ask which ones matter most to the people who decide.',
    },
    counterpartFit: {
      D: 'Make the ask in one sentence and ask for a yes, a no, or the two things missing; they decide fast and respect a direct ask.',
      I: 'Ask them to speak up for you where it is decided, and give them one story about your impact that they can retell.',
      S: 'Ask to discuss it properly rather than in passing, and agree the steps together; they dislike being pushed for an answer on the spot.',
      C: 'Map your work against the written level criteria, point by point; they trust a documented case more than a request.',
    },
    reply: [
      ['Hi {name},', ''],
      [
        'I would like to be considered for the next level, and I want to understand clearly what it takes.',
      ],
      [
        'I think my work on {thing} shows I already do part of that role, and I would value your honest view.',
        'I think some of my recent work shows I already do part of that role, and I would value your honest view.',
      ],
      [
        'Could we meet to go through what you would need to see from me, and when the next decision is made?',
      ],
    ],
    directReply: [
      [
        '{name}, I want to be put forward for the next level.',
        'I want to be put forward for the next level.',
      ],
      ['I see {thing} as an example of working at that level.', ''],
      ['What would you need to see from me, and when is the next decision made?'],
    ],
    ifPushback: {
      move: 'If they say you are not ready, ask for the two or three specific gaps and when you will check progress together, and confirm them in a short message afterwards.',
      reply: [
        [
          'Thank you for being straight with me. What are the two or three things you would need to see from me? And when could we sit down again to check how I am doing on them?',
        ],
      ],
    },
  },
  {
    id: 'asking-feedback',
    label: 'asking for honest feedback',
    choice: 'I want honest feedback on my work',
    reading: [
      'You want honest feedback from {who} on {thing}, {because}.',
      'You want honest feedback from {who} on {thing}, and not just a polite "it was fine".',
      'You want honest feedback from {who}, {because}.',
      'You want {who} to tell you honestly how you are doing, and not just that everything is fine.',
      'You want honest feedback on your work, and not just a polite "it is fine".',
    ],
    moves: [
      [
        'Ask one specific question about {thing} instead of "any feedback?": "What is one thing that would have made it more useful to you?" gets a real answer, a general request gets "all good".',
        'Ask one specific question instead of "any feedback?": "What is one thing I could do differently next time?" gets a real answer, a general request gets "all good".',
      ],
      [
        'Make honesty easy for {who}: ask privately, say why you want it, and give them time to think or to reply in writing instead of asking on the spot.',
        'Make honesty easy: ask privately, say why you want it, and give people time to think or to reply in writing instead of asking on the spot.',
      ],
      [
        'When you hear it, say thank you and ask one follow-up question; do not explain or defend, or the next person will not be honest with you. Later, tell them what you changed.',
      ],
    ],
    userFit: {
      D: 'You may argue with the first critical point, which ends the honesty; listen, ask "can you give me an example?", and decide later whether you agree.',
      I: 'You may make the request so light and friendly that people only give praise; ask directly for one thing you should do differently.',
      S: 'You may ask only the people who will be kind; ask at least one person who will be frank, and ask them privately.',
      C: 'You may ask about details and miss the bigger picture; also ask "what is the one thing that would make the biggest difference?"',
    },
    counterpartFit: {
      D: 'Ask one short, pointed question they can answer in a sentence; they will be blunt if you make it quick.',
      I: 'Ask in conversation rather than by form, and ask for one thing to change as well as what went well, or you will only get encouragement.',
      S: 'Ask privately, give them time, and tell them you really want the critical part; otherwise they will soften it until it says nothing.',
      C: 'Ask about something specific and give them time to think; a precise question gets precise, useful criticism from them.',
    },
    reply: [
      ['Hi {name},', ''],
      [
        'I would really value your honest view on {thing}.',
        'I would really value your honest view on my work.',
      ],
      ['What is one thing I could do differently that would make the biggest difference for you?'],
      [
        'The critical part is what helps me most, and a few lines whenever you have time is perfect.',
      ],
    ],
    directReply: [
      [
        '{name}, what is one thing I should do differently on {thing}?',
        'What is one thing I should do differently on {thing}?',
        'What is one thing I should do differently in my work?',
      ],
      ['I want the honest version, not the polite one.'],
    ],
    ifPushback: {
      move: 'If they say "it is all fine", thank them and ask a narrower question: what they would change if they had to change one thing.',
      reply: [
        [
          'Thank you, that is good to hear. If you had to pick one thing I could do better, even a small one, what would it be?',
        ],
      ],
    },
  },
  {
    id: 'performance-review',
    label: 'preparing for your performance review',
    choice: 'My performance review or self-assessment is coming up',
    reading: [
      'Your review with {who} is {date}, and you want {thing} to come across as the result it was.',
      'Your review with {who} is coming up, and you want {thing} to come across as the result it was.',
      'Your review is {date}, and you want your results to come across clearly, without underselling or overselling them.',
      'Your review with {who} is coming up, and you want your results to come across clearly, without underselling or overselling them.',
      'Your review is coming up, and you want your results to come across clearly, without underselling or overselling them.',
    ],
    moves: [
      [
        'Write results, not activities: what changed because of {thing} (time saved, money, customers, fewer errors), with one number or a before-and-after for each.',
        'Write results, not activities: what changed because of your work (time saved, money, customers, fewer errors), with one number or a before-and-after for each.',
      ],
      [
        'Name one thing that did not go well before {who} does, with what you learned and what you changed; it makes the rest of your self-assessment believable.',
        'Name one thing that did not go well before your manager does, with what you learned and what you changed; it makes the rest of your self-assessment believable.',
      ],
      [
        'End by asking what success looks like next year and what would earn the next rating, so the review closes on goals you agreed, not only on a score.',
      ],
    ],
    userFit: {
      D: 'You may list the wins and skip what went wrong, which reads as a blind spot; include one honest miss and what you changed.',
      I: 'You may tell stories and leave out the numbers; for each result, add one figure or a before-and-after.',
      S: 'You may credit the team for everything and say "we" throughout; say "I" for the parts you did, which is accurate, not boasting.',
      C: 'You may write too much and rate yourself too harshly; lead with your three biggest results, and rate yourself on the evidence, not on what a perfect year would have been.',
    },
    counterpartFit: {
      D: 'Lead with your top three results and what you want next; keep the detail for when they ask.',
      I: "Share the story behind one result and who it helped, and shape next year's goals together with them.",
      S: 'Send your self-assessment beforehand and walk through it calmly and in order; they like a review with no surprises.',
      C: 'Bring evidence for each claim (figures, dates, feedback) and be exact; they will discount anything vague.',
    },
    reply: [
      ['Hi {name},', ''],
      [
        'Ahead of our review, I would like to share my summary of the year, including {thing}.',
        'Ahead of our review, I would like to share my summary of the year.',
      ],
      [
        'In the review itself, I would like to spend some time on what success looks like next year and what the next step for me would take.',
      ],
      ['Is there anything you would like me to prepare or bring?'],
    ],
    directReply: [
      [
        '{name}, ahead of the review, I would like us to talk through {thing} and my other results.',
        'Ahead of the review, I would like us to talk through {thing} and my other results.',
        'Ahead of the review, I would like us to talk through my main results for the year.',
      ],
      ['I would also like us to agree goals for next year and what the next step would take.'],
      ['Anything you want me to bring?'],
    ],
    ifPushback: {
      move: 'If the rating or feedback is lower than you expected, do not argue it in the room: ask for the specific examples behind it, and ask to follow up once you have thought it over.',
      reply: [
        [
          'Thank you, I want to understand this properly. Could you give me one or two examples behind that rating? I would like to think it over and come back to you with my view.',
        ],
      ],
    },
  },
  {
    id: 'resigning',
    label: 'resigning',
    choice: 'I am leaving my job and need to tell my manager',
    reading: [
      'You are leaving, {because}, and need to tell {who} yourself before anyone else does, and hand over {thing} well.',
      'You are leaving, {because}, and need to tell {who} yourself before anyone else does.',
      'You are leaving and need to tell {who} yourself, before anyone else does, and hand over {thing} well.',
      'You are leaving and need to tell {who} yourself, first, in a way that keeps the relationship good.',
      'You are leaving your job and need to tell your manager first, clearly, and in a way that keeps the relationship good.',
    ],
    moves: [
      [
        'Tell {who} first, in person or on a call, before any colleague hears it, and come with a first idea for handing over {thing}; send the short written notice the same day.',
        'Tell {who} first, in person or on a call, before any colleague hears it, and come with a first idea for the handover; send the short written notice the same day.',
        'Tell your manager first, in person or on a call, before any colleague hears it, and come with a first idea for the handover; send the short written notice the same day.',
      ],
      [
        'Say it in your first sentence, give one positive reason at most, and leave out grievances: the way you leave is remembered longer than the job.',
      ],
      [
        'Decide before the meeting whether any counter-offer could change your mind; if none could, say so kindly at once, so neither of you spends a week negotiating.',
      ],
    ],
    userFit: {
      D: 'You may announce it as a done deal and go straight to logistics; first take a moment to thank them for something specific, then talk about dates.',
      I: 'You may soften it, or chat so long first, that it is unclear you are leaving; say "I have decided to leave" in your first two sentences.',
      S: 'You may put off telling them out of guilt, or let a counter-offer keep you out of loyalty; tell them this week, and remember the decision is already made.',
      C: 'You may over-explain your reasons; give one short reason and spend the time on a clear handover plan instead.',
    },
    counterpartFit: {
      D: 'Say it in the first sentence and move quickly to your last day and the handover; they will want the plan, not the feelings.',
      I: 'Expect a personal reaction; thank them for what you learned from them and offer to stay in touch.',
      S: 'Give the news gently and with as much notice as you can, and reassure them about the handover; the change worries them more than the loss.',
      C: 'Give them the dates and a written handover plan; precision about what happens to your work reassures them most.',
    },
    reply: [
      ['Hi {name},', ''],
      ['I wanted you to hear it from me first: I have decided to leave.'],
      ['I want to leave things in good shape for you and the team.'],
      [
        'Could we agree my last day and how to hand over {thing}, so nothing is dropped?',
        'Could we agree my last day and how to hand over my work, so nothing is dropped?',
      ],
    ],
    directReply: [
      [
        '{name}, I have decided to leave, and I wanted you to hear it from me first.',
        'I have decided to leave, and I wanted you to hear it from me first.',
      ],
      ['I want to hand over {thing} properly.', 'I want to hand over my work properly.'],
      ['Can we agree my last day and the handover?'],
    ],
    ifPushback: {
      move: 'If they make a counter-offer or ask you to stay, thank them and say your decision is made; if something really would change your mind, say what it is once, and ask for it in writing.',
      reply: [
        [
          'Thank you, that means a lot, and I did think about this carefully. My decision is made, and I would rather spend our time making the handover a good one.',
        ],
      ],
    },
  },
  {
    id: 'angry-customer',
    label: 'handling an angry customer',
    choice: 'A customer or client is angry with us',
    reading: [
      '{who} is upset about {thing} and said "{quote}"; they need to feel heard before they will listen to any fix.',
      '{who} is angry about {thing}, {because}, and needs to feel heard before they will listen to any fix.',
      '{who} is angry about {thing}, and needs to feel heard before they will listen to any fix.',
      '{who} is angry, with {amount} at stake, and needs to feel heard before they will listen to any fix.',
      '{who} is angry, {because}, and needs to feel heard before they will listen to any fix.',
      '{who} is angry and said "{quote}"; they need to feel heard before they will listen to any fix.',
      '{who} is angry with you, and needs to feel heard before they will listen to any fix.',
      'A customer is angry with you, and needs to feel heard before they will listen to any fix.',
    ],
    moves: [
      [
        'Let {who} finish, then say back in one sentence what went wrong for them, in their words, before any explanation; an explanation given first sounds like an excuse.',
        'Let them finish, then say back in one sentence what went wrong for them, in their words, before any explanation; an explanation given first sounds like an excuse.',
      ],
      [
        'Apologise for the specific impact of {thing}, not with "sorry for any inconvenience", and own the next step: what you will do, and when they will hear from you.',
        'Apologise for the specific impact, not with "sorry for any inconvenience", and own the next step: what you will do, and when they will hear from you.',
      ],
      [
        "Promise only what you control: if a refund or fix needs someone else's approval, say when you will have an answer, not that it is done. If they insult or threaten you, you can calmly end the call and offer to continue in writing.",
      ],
    ],
    userFit: {
      D: 'You may jump to the fix while they are still angry, which feels dismissive; spend the first minute only on what happened to them.',
      I: 'You may over-reassure and promise more than you control to make them feel better; promise only the next step you can deliver, and when.',
      S: 'You may absorb the anger and keep apologising; one clear apology is enough, then move to what you will do.',
      C: 'You may explain the cause in detail, which sounds like a defence; acknowledge the impact first, and explain only if they want to know.',
    },
    counterpartFit: {
      D: 'Keep it short: one apology, the fix, and when it will be done; they want control and speed, not sympathy.',
      I: 'Let them tell the whole story and acknowledge how it felt, then give one clear next step; they calm down once they feel heard.',
      S: 'They may be quietly hurt rather than loud; ask what would make it right, and follow up exactly when you said you would.',
      C: 'Give exact facts (what went wrong, what you have checked, what happens next); vague reassurance makes them angrier.',
    },
    // Sorry for how it has been for them, not an admission: the fault is often not the user's
    // (a policy, a third party, the customer's own lateness), and "what would make this right?"
    // invites a demand the user cannot meet.
    reply: [
      ['Hi {name},', ''],
      [
        'I am sorry {thing} has been so frustrating, and I understand why you are upset.',
        'I am sorry this has been so frustrating, and I understand why you are upset.',
      ],
      ['I want to go through exactly what happened with you, and tell you plainly what I can do.'],
      ['Could we speak today, so we can agree the next step together?'],
    ],
    directReply: [
      [
        '{name}, I am sorry {thing} has been so frustrating, and I want to get it sorted.',
        'I am sorry {thing} has been so frustrating, and I want to get it sorted.',
        'I am sorry this has been so frustrating, and I want to get it sorted.',
      ],
      ['Could we speak today, so I can tell you plainly what I can do and we agree the next step?'],
    ],
    writtenReply: [
      ['Hi {name},', ''],
      [
        'I am sorry {thing} has been so frustrating, and I understand why you are upset.',
        'I am sorry this has been so frustrating, and I understand why you are upset.',
      ],
      ['If anything is still not right, reply to this email and I will deal with it myself.'],
    ],
    ifPushback: {
      move: 'If they stay angry or demand what you cannot give, repeat what you can do, offer to take the rest to someone who can decide, and do not argue the facts in the moment.',
      reply: [
        [
          'I understand this is not the answer you wanted, and I want to get it resolved for you. I cannot decide the rest myself: would you like me to take it to my manager and come back to you with their answer?',
        ],
      ],
    },
  },
  {
    id: 'client-escalation',
    label: 'a client escalating over your head',
    choice: 'A client escalated to my boss or copied in executives',
    reading: [
      '{who} went over your head about {thing} and wrote "{quote}"; everyone now copied needs to see that it is under control.',
      '{who} escalated {thing} over your head, {because}, and everyone now copied needs to see calm ownership and a plan.',
      '{who} went over your head about {thing}, and everyone now copied needs to see calm ownership and a plan, not a defence.',
      '{who} went over your head and wrote "{quote}"; everyone now copied needs to see calm ownership and a plan, not a defence.',
      '{who} went over your head, and everyone now copied needs to see calm ownership and a plan, not a defence.',
      'A client has gone over your head, and everyone now copied needs to see calm ownership and a plan, not a defence.',
    ],
    moves: [
      [
        'Before you reply, give your own manager a two-line heads-up so they are not caught out, then reply to everyone {who} copied, the same day: silence after an escalation reads as loss of control.',
        'Before you reply, give your own manager a two-line heads-up so they are not caught out, then reply to everyone copied, the same day: silence after an escalation reads as loss of control.',
      ],
      [
        'Do not argue about whether the escalation was fair or whose fault the delay was; give the cause in one neutral line, then the next step for {thing}, the date you can stand behind, and who owns it.',
        'Do not argue about whether the escalation was fair or whose fault the delay was; give the cause in one neutral line, then the next step, the date you can stand behind, and who owns it.',
      ],
      [
        'Then call {who} directly: an escalation usually means they felt unheard, and a call repairs that faster than another email.',
        'Then call the client directly: an escalation usually means they felt unheard, and a call repairs that faster than another email.',
      ],
    ],
    userFit: {
      D: 'You may feel undermined and answer sharply, or point out that they skipped you; acknowledge their frustration first and let the plan show you are in charge.',
      I: 'You may write a long, warm reply full of reassurance; executives want three lines: what happened, what happens next, and when.',
      S: 'You may feel stung and go quiet, or let your manager take it over; reply yourself, the same day, and own the plan.',
      C: 'You may write a detailed timeline proving where the delay came from; put the plan first and offer the detail separately to whoever wants it.',
    },
    counterpartFit: {
      D: 'They escalated to get action; give them the decision, the date and the owner in the first lines, without paragraphs of apology.',
      I: 'They may have escalated partly because they felt ignored; a warm call and short, regular updates will win them back.',
      S: 'They probably escalated only after a lot of quiet worry; reassure them with a clear plan and regular updates, then keep to it.',
      C: 'Give them a precise account: the cause, the revised plan with dates, and the check you added so it does not happen again.',
    },
    reply: [
      ['Hi {name},', ''],
      [
        'Thank you for raising this, and I am sorry {thing} has not gone the way you needed; I understand why you took it further.',
        'Thank you for raising this, and I am sorry this has not gone the way you needed; I understand why you took it further.',
      ],
      [
        'This happened {because}, and I want to get it back on track with you.',
        'I want to get this back on track with you.',
      ],
      ['I would like to call you to agree the next steps. When suits you for a short call?'],
    ],
    directReply: [
      [
        '{name}, I understand your frustration about {thing}, and I want to get it back on track.',
        'I understand your frustration about {thing}, and I want to get it back on track.',
        'I understand your frustration, and I want to get this back on track.',
      ],
      ['I would like to call you to agree the next steps. When can I reach you?'],
    ],
    ifPushback: {
      move: 'If they keep escalating or reject the plan, ask what outcome they need and by when, and offer a call with your manager present; do not trade blame in writing.',
      reply: [
        [
          'I hear that this plan does not go far enough for you. What would you need to see, and by when, for this to feel back on track? Would a call with my manager and me help to agree it?',
        ],
      ],
    },
  },
  {
    id: 'persuading',
    label: 'persuading someone to back your idea',
    choice: 'I want to pitch an idea or win someone over to it',
    reading: [
      'You want {who} to back {thing}, and "{quote}" is the objection your case has to answer.',
      'You want {who} to back {thing}, {because}, and they need the outcome and the ask before the detail.',
      'You want {who} to back {thing}, and they need the outcome and the ask before the detail.',
      'You want {who} to back your idea, {because}, and they need the outcome and the ask before the detail.',
      'You want {who} to back your idea, and they need the outcome and the ask before the detail.',
      'You want to win support for an idea, and the person deciding needs the outcome and the ask before the detail.',
    ],
    moves: [
      [
        'Put the bottom line first: what you want {who} to decide and the one result it gets them, in your first two sentences; the reasoning comes after.',
        'Put the bottom line first: what you want the other person to decide and the one result it gets them, in your first two sentences; the reasoning comes after.',
      ],
      [
        'Answer the strongest objection before it is raised, in their terms (cost, risk, time, effort); if you already heard "{quote}", name it yourself and answer it.',
        'Answer the strongest objection before it is raised, in their terms (cost, risk, time, effort), and say what you would test first.',
      ],
      [
        'Make the ask small: a trial, one team, or a fixed period with a review at the end; a small yes is easier to give than a big one, and it proves the idea for you.',
      ],
    ],
    userFit: {
      D: 'You may push and talk over objections, which hardens the opposition; ask what worries them, and answer that before you push again.',
      I: 'You may sell the vision with lots of energy and little detail; add the cost, the risk and the first step, one line each.',
      S: 'You may present the idea so modestly that it sounds optional; say "I recommend we do this" and what you need from them.',
      C: 'You may lead with the analysis and reach the recommendation at the end; put the recommendation first and the evidence after it.',
    },
    counterpartFit: {
      D: 'Give the decision you need, the payoff and the cost in three lines; they will ask for detail if they want it.',
      I: 'Show what it will look like and who it helps, and invite their ideas; they back what they helped shape.',
      S: 'Show that the change will be gradual and safe, who it affects and how you will support them, and do not press for a fast yes.',
      C: 'Give the data, the assumptions and the risks openly; they trust an idea more when you point out its weak spots yourself.',
    },
    reply: [
      ['Hi {name},', ''],
      [
        'I would like your support for {thing}, {because}.',
        'I would like your support for {thing}.',
        'I would like your support for an idea, {because}.',
        'I would like your support for an idea that I think is worth testing.',
      ],
      [
        'I suggest we start small, with a trial we review together before deciding on anything bigger.',
      ],
      ['What would you need to see to say yes to that first step?'],
    ],
    directReply: [
      [
        '{name}, I recommend we go ahead with {thing}, {because}.',
        'I recommend we go ahead with {thing}, {because}.',
        'I recommend we go ahead with {thing}.',
        'I have an idea I recommend we test.',
      ],
      ['I suggest a small trial first, and we decide together after it.'],
      ['Can I have your yes on that first step?'],
    ],
    ifPushback: {
      move: 'If they oppose it, ask what their main concern is and say it back until they agree you have it right; then answer that concern only, or offer a smaller test that removes it.',
      reply: [
        [
          'That is a fair concern. When you say "{quote}", is the main worry the cost, the risk or the timing? If we ran a small trial first, would that address it?',
          'That is a fair concern, and I want to be sure I understand it. Is the main worry the cost, the risk or the timing? If we ran a small trial first, would that address it?',
        ],
      ],
    },
  },
  {
    id: 'presenting',
    label: 'presenting to a group',
    choice: 'I have to present to a group or to senior leaders',
    reading: [
      'Your presentation of {thing} to {who} is {date}, and you want to come across as confident and clear, including when the hard questions come.',
      'You are presenting {thing} to {who}, and want to come across as confident and clear, including when the hard questions come.',
      'Your presentation of {thing} is {date}, and you want to come across as confident and clear, including when the hard questions come.',
      'You are presenting {thing}, and want to come across as confident and clear, including when the hard questions come.',
      'You are presenting to {who}, and want to come across as confident and clear, including when the hard questions come.',
      'You have a presentation coming up, and want to come across as confident and clear, including when the hard questions come.',
    ],
    moves: [
      [
        'Open with your conclusion and what you need from {who}, in one sentence; senior listeners decide in the first minute whether to listen or to interrupt.',
        'Open with your conclusion and what you need from the room, in one sentence; senior listeners decide in the first minute whether to listen or to interrupt.',
      ],
      [
        'Write down the three hardest questions about {thing} and a two-sentence answer to each; for anything you cannot answer, plan to say "I do not know yet, and I will come back to you".',
        'Write down the three hardest questions you could get and a two-sentence answer to each; for anything you cannot answer, plan to say "I do not know yet, and I will come back to you".',
      ],
      [
        'Rehearse your first two minutes out loud, three times: nerves are worst at the start, and an opening you know well carries you into the rest. Then slow down and pause after each key point.',
      ],
    ],
    userFit: {
      D: 'You may rush and brush questions aside; pause, take each question seriously, and answer it fully before moving on.',
      I: 'You may go off-script and run long; cut to three points, time yourself, and end on the one thing you want them to remember.',
      S: 'You may speak quietly and hedge with "I think" and "maybe"; say your main point as a plain statement, and pause instead of apologising.',
      C: 'You may show every detail and start with the method; lead with the conclusion and keep the detail in reserve for the questions.',
    },
    counterpartFit: {
      D: 'Give the answer and the decision you need on your first slide, and expect interruptions; answer briefly and carry on.',
      I: 'Use one real example or story and leave room for discussion; they engage with people more than with slides.',
      S: 'Explain step by step what changes for them and how it will be handled; they dislike surprises.',
      C: 'Show your sources and assumptions and expect detailed questions; an honest "I will check" beats a guess with them.',
    },
    reply: [
      [
        'Thank you for your time. I will start with where {thing} stands and what it means for you, then go into the detail.',
        'Thank you for your time. I will start with where we stand and what it means for you, then go into the detail.',
      ],
      ['Please stop me at any point with questions.'],
    ],
    directReply: [
      [
        'Here is the bottom line on {thing} first, then the detail.',
        'Here is the bottom line first, then the detail.',
      ],
      ['Stop me at any point with questions.'],
    ],
    ifPushback: {
      move: 'When someone challenges you or asks what you cannot answer, pause, repeat the question in one line, answer briefly or say you will find out, and check it answered them; do not defend at length.',
      reply: [
        [
          'That is a fair question. I do not have the full answer with me, and I would rather give you the right one than guess. Could I check and send it to everyone afterwards?',
        ],
      ],
    },
  },
  {
    id: 'negotiating',
    label: 'negotiating with a client, vendor or partner',
    choice: 'I am negotiating price, terms or scope with a client or vendor',
    reading: [
      'You are negotiating {thing} with {who}, with {amount} and {amount2} on the table, and need a deal that holds for both sides.',
      'You are negotiating {thing} with {who}, who said "{quote}", and need to move them without giving away more than you get.',
      'You are negotiating with {who}, with {amount} and {amount2} on the table, and need a deal that holds for both sides.',
      'You are negotiating {thing} with {who}, and need to move them without giving away more than you get.',
      'You are negotiating with {who}, who said "{quote}", and need to move them without giving away more than you get.',
      'You are negotiating with {who}, and need to reach a deal without giving away more than you get.',
      'You are negotiating price, terms or scope, and need a deal without giving away more than you get.',
    ],
    moves: [
      [
        'Before you talk to {who}, decide three things: what you want, the least you can accept, and what you will do if there is no deal; people who skip this give way in the room.',
        'Before you talk, decide three things: what you want, the least you can accept, and what you will do if there is no deal; people who skip this give way in the room.',
      ],
      [
        'Trade, do not give: every concession gets something back (a longer term, a smaller scope, faster payment, a later date), said as "if you can do this, we can do that".',
      ],
      [
        'Ask about their real constraint (their budget cycle, their deadline, their own boss) with an open question, then stop talking; the offer that fits their constraint usually wins.',
      ],
    ],
    userFit: {
      D: 'You may push hard for the win and leave the other side resentful; ask what they need, and give them at least one trade they can take back to their boss.',
      I: 'You may agree in the room to keep the mood good; say "let me check and come back to you" before any concession, and put every agreement in writing.',
      S: 'You may give a concession early to avoid tension; make your offer firmly and let the silence do the work.',
      C: 'You may get stuck defending every number; decide which two terms matter most and be flexible on the rest.',
    },
    counterpartFit: {
      D: 'They respect firmness: state your position and your trade plainly, and do not split the difference just because they push.',
      I: 'Build rapport, but confirm every point in writing afterwards, since they agree quickly and remember loosely.',
      S: 'Give them time and reassurance about risk; a deal that feels safe matters more to them than the last bit of price.',
      C: 'Justify your numbers and show the breakdown; they move for logic, not for pressure.',
    },
    reply: [
      ['Hi {name},', ''],
      [
        'Thank you for working through {thing} with me; I want to find terms that work for both of us.',
        'Thank you for working through this with me; I want to find terms that work for both of us.',
      ],
      [
        'I am open to looking at the whole package together, for example the timeline, the scope and the payment terms.',
      ],
      ['What matters most to you in this deal, so we can focus there?'],
    ],
    directReply: [
      [
        '{name}, I want to get {thing} agreed, on terms that work for both of us.',
        'I want to get {thing} agreed, on terms that work for both of us.',
        'I want to get this agreed, on terms that work for both of us.',
      ],
      ['What matters most to you: price, scope or timing?'],
    ],
    ifPushback: {
      move: 'If they hold firm or make a take-it-or-leave-it offer, do not give way to fill the silence: restate what you can offer, ask what would make it work for them, and be ready to pause and think it over.',
      reply: [
        [
          'I understand that is where you are, and I want to find a way that works for both of us. If we changed the scope or the timing, what could you do on your side?',
        ],
      ],
    },
  },
  {
    id: 'difficult-news-to-client',
    label: 'telling a client bad news',
    choice: 'I have to give a client or stakeholder bad news',
    reading: [
      'You have to give {who} bad news about {thing}, {because}, and how you deliver it will decide how much trust you keep.',
      'You have to give {who} bad news about {thing}, and how you deliver it will decide how much trust you keep.',
      'You have to give {who} bad news, {because}, and how you deliver it will decide how much trust you keep.',
      'You have to give {who} bad news, and how you deliver it will decide how much trust you keep.',
      'You have bad news for a client or stakeholder, and how you deliver it will decide how much trust you keep.',
    ],
    moves: [
      [
        'Tell {who} now, before they find out another way, and put the news in your first sentence; a long lead-in makes bad news feel worse.',
        'Tell them now, before they find out another way, and put the news in your first sentence; a long lead-in makes bad news feel worse.',
      ],
      [
        'Give the reason in one line, without blaming others or them, and own your part; then move straight to what you can do.',
      ],
      [
        'Offer a real choice, not only an apology: two options (part of it on time and the rest later, or all of it later), so they decide something instead of only receiving a no.',
      ],
    ],
    userFit: {
      D: 'You may state it so bluntly that it sounds as if you do not care; add one sentence that acknowledges what it costs them.',
      I: 'You may bury the news in friendly context and optimism; say the bad news in your first or second sentence, then be positive about the way forward.',
      S: 'You may delay the news, hoping it will sort itself out; tell them today, since late bad news does more damage than the news itself.',
      C: 'You may explain every cause before the news; lead with the news and the options, and keep the detail for whoever asks.',
    },
    counterpartFit: {
      D: 'Give the news, the impact and the options in three lines, and let them choose; they want control more than apology.',
      I: 'Call rather than write if you can, acknowledge the disappointment, and give them something positive they can tell their own people.',
      S: 'Give as much notice as you can and a clear, steady plan; they need to know what happens next and that you will stay with them.',
      C: 'Give the exact cause, the new dates or figures, and what you changed so it does not happen again; they trust precision over reassurance.',
    },
    reply: [
      ['Hi {name},', ''],
      [
        'I need to let you know straight away about a change to {thing}, {because}.',
        'I need to let you know straight away about a change to {thing}.',
        'I need to let you know straight away about a change to our plans, {because}.',
        'I need to let you know straight away that something has not gone as planned.',
      ],
      ['I know this affects your plans, and I am sorry.'],
      [
        'Could we talk today or tomorrow about the options, so you can choose what works best for you?',
      ],
    ],
    directReply: [
      [
        '{name}, there is a change to {thing}, {because}.',
        'There is a change to {thing}, {because}.',
        'There is a change to {thing}, and I wanted you to know straight away.',
        'Something has not gone as planned, and I wanted you to know straight away.',
      ],
      [
        'I am sorry for the impact on you. When could we have a short call to agree the best way forward?',
      ],
    ],
    ifPushback: {
      move: 'If they push back hard or ask you to reverse it, acknowledge the impact again and steer to the options; if the decision is final, do not reopen it, and if it is not, say who decides and when.',
      reply: [
        [
          'I understand, and I would feel the same in your position. What matters most to you, so I can shape the options around it?',
        ],
      ],
    },
  },
];

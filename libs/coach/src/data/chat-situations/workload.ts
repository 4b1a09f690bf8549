import type { ChatSituation } from './types.js';

/**
 * Workload and time: owning a miss, too much work, saying no, scope creep, competing priorities,
 * delegating, meetings, status updates, chasing a reply and the tone of written messages.
 * Facts only where the user gave them; every sentence ends with a plain variant that holds
 * without them. (Asking for more time lives in example.ts.)
 */
export const WORKLOAD_SITUATIONS: readonly ChatSituation[] = [
  {
    id: 'explain-miss',
    label: 'owning up to a miss',
    choice: 'I missed something or got something wrong and need to explain',
    reading: [
      'You need to tell {who} what went wrong with {thing}, {because}, and say how you will put it right.',
      'You need to tell {who} what went wrong with {thing} and say how you will put it right.',
      'You need to own what went wrong with {thing}, {because}, and say how you will put it right.',
      'You need to own what went wrong with {thing} and say how you will put it right.',
      'You need to tell {who} about a miss, {because}, and say how you will put it right.',
      'You need to own a miss with {who} and say how you will put it right.',
      'You missed something or got something wrong, and need to own it with the person affected and say how you will put it right.',
    ],
    moves: [
      [
        'Tell {who} yourself, today, before they have to ask: being the first to say it is most of the repair.',
        'Tell the person yourself, today, before they have to ask: being the first to say it is most of the repair.',
      ],
      [
        'Say sorry once and give the reason in one short line, then stop: the longer the explanation, the more it sounds like an excuse, however true it is.',
      ],
      [
        'Put the repair in the same message: what you are doing about {thing} now (a corrected version, a catch-up, a new time) and one concrete step so it does not happen again.',
        'Put the repair in the same message: what you are doing about it now (a corrected version, a catch-up, a new time) and one concrete step so it does not happen again.',
      ],
    ],
    userFit: {
      D: 'You may jump straight to the fix, which can read as if the miss did not matter to you; start with a plain "I am sorry, that was my mistake", then the fix.',
      I: 'You may tell the whole story and apologise several times; say sorry once, give one line of reason, and put the fix in your second sentence.',
      S: 'You may feel so bad that you put the message off or over-apologise; send it today, say sorry once, and trust that a calm message that owns the miss repairs more than a long one.',
      C: 'You may explain step by step how the error happened; lead with what was wrong and what is correct now, and keep the cause to one sentence unless they ask.',
    },
    counterpartFit: {
      D: 'Give them the fix and the corrected result first; they care about the impact, not the story.',
      I: 'Keep it warm and human; a short, honest line lands better with them than a formal apology.',
      S: 'Tell them the one concrete step that stops it happening again; they want to know they can rely on you.',
      C: 'Be exact about what was wrong and what is correct now, and mention the check you have added; they trust evidence more than feelings.',
    },
    reply: [
      ['Hi {name},', ''],
      [
        'I am sorry about what happened with {thing}, and I want to put it right.',
        'I am sorry about what happened, and I want to put it right.',
      ],
      ['It happened {because}.', ''],
      ['What would help you most right now?'],
    ],
    directReply: [
      [
        '{name}, I am sorry about what happened with {thing}.',
        'I am sorry about what happened with {thing}.',
        '{name}, I am sorry about what happened.',
        'I am sorry about what happened.',
      ],
      ['It happened {because}.', ''],
      ['What do you need from me right now to put it right?'],
    ],
    ifPushback: {
      move: 'If they are still annoyed, or it has happened before, do not defend or explain again: name the impact on them, say the concrete change you are making, and ask what would help now.',
      reply: [
        [
          'I understand why you are frustrated, {name}, and I am not going to make excuses. What would help you most right now, and what would you like me to do differently next time?',
          'I understand why you are frustrated, and I am not going to make excuses. What would help you most right now, and what would you like me to do differently next time?',
        ],
      ],
    },
  },

  {
    id: 'overload',
    label: 'asking for help with too much work',
    choice: 'I have too much work and need my manager to help',
    reading: [
      'You have more work than fits ({count}), {because}, and need {who} to help decide what moves, gets help or waits, without it sounding like you cannot cope.',
      'You have more work than fits ({count}) and need {who} to help decide what moves, gets help or waits, without it sounding like you cannot cope.',
      'You have more work than fits, {because}, and need {who} to help decide what moves, gets help or waits, without it sounding like you cannot cope.',
      'You have more work than fits and need {who} to help decide what moves, gets help or waits, without it sounding like you cannot cope.',
      'You have more work than fits ({count}) and need your manager to help decide what moves, gets help or waits.',
      'You have more work than fits and need your manager to help decide what moves, gets help or waits, without it sounding like you cannot cope.',
    ],
    moves: [
      [
        'Bring the list, not the feeling: write down what is on your plate with its due dates and rough effort, so {who} sees a planning problem, not a coping problem.',
        'Bring the list, not the feeling: write down what is on your plate with its due dates and rough effort, so your manager sees a planning problem, not a coping problem.',
      ],
      [
        'Come with a proposal: what you would move, pause or hand to someone else, and ask {who} to confirm or choose differently; a decision is easier to give than a rescue.',
        'Come with a proposal: what you would move, pause or hand to someone else, and ask your manager to confirm or choose differently; a decision is easier to give than a rescue.',
      ],
      [
        'Ask now, while it is still a choice: if you keep saying yes until something slips, the conversation becomes about the slip. Say what will be late if nothing changes, as a fact, not a complaint.',
      ],
    ],
    userFit: {
      D: 'You may announce what you are dropping; put it as a proposal and ask your manager to confirm, so they stay the one who sets priorities.',
      I: 'You may talk about how stretched you feel more than about the work itself; bring the list and one proposal, and keep the feelings to one line.',
      S: 'You may keep saying yes and absorb the work until it shows; ask now, plainly, and say what you need instead of hoping they notice.',
      C: 'You may bring a complete analysis of every task; lead with the one decision you need and keep the full list ready in case they ask.',
    },
    counterpartFit: {
      D: 'Put the decision you need in the first line, with two options to pick from; they decide fast when the choice is framed for them.',
      I: 'Keep it positive and forward-looking, about making the important work go well, and do not read out a long list.',
      S: 'Raise it calmly and early, and make clear you are asking for help to plan, not complaining; a steady, cooperative tone works best.',
      C: 'Show the list with due dates and effort estimates; they agree to changes they can see the numbers for.',
    },
    reply: [
      ['Hi {name},', ''],
      [
        'I want to do {thing} and the rest of my work well, and right now I have more than fits ({count}), {because}.',
        'I want to do {thing} and the rest of my work well, and right now I have more than fits ({count}).',
        'I want to do {thing} and the rest of my work well, and right now I have more than fits, {because}.',
        'I want to do my work well, and right now I have more than fits ({count}), {because}.',
        'I want to do my work well, and right now I have more than fits ({count}).',
        'I want to do my work well, and right now I have more than fits, {because}.',
        'I want to do my work well, and right now I have more on my plate than I can do properly.',
      ],
      ['I would rather we choose now than let something slip.'],
      [
        'Could we find a short slot before {date} to decide together what moves, gets help or waits?',
        'Could we find a short slot to decide together what moves, gets help or waits?',
      ],
    ],
    directReply: [
      [
        '{name}, I have more than fits right now ({count}), {because}.',
        'I have more than fits right now ({count}), {because}.',
        '{name}, I have more than fits right now ({count}).',
        'I have more than fits right now ({count}).',
        '{name}, I have more work right now than I can do well, {because}.',
        'I have more work right now than I can do well.',
      ],
      ['I would rather we choose now what moves or waits than let something slip.'],
      ['Can we decide it together before {date}?', 'Can we decide it together?'],
    ],
    ifPushback: {
      move: 'If they say everything matters or tell you to find the time, do not argue about the load: ask them to rank the work, and say plainly what the ranking means for the rest.',
      reply: [
        [
          'I hear you on "{quote}", and I want to deliver. If I take all of it on, something will be late or weaker, so I would rather we choose now. Which matter most to you, so I put those first?',
          'I understand it all matters, and I want to deliver. If I take all of it on, something will be late or weaker, so I would rather we choose now. Which matter most to you, so I put those first?',
        ],
      ],
    },
  },

  {
    id: 'saying-no',
    label: 'saying no to a request',
    choice: 'I need to say no to a request or an extra task',
    reading: [
      'You have been asked by {who} to take on {thing}, and need to say no, {because}, without harming the relationship.',
      'You have been asked by {who} to take on {thing} and want to say no without harming the relationship.',
      'You have been asked to take on {thing} and want to say no, {because}, without harming the relationship.',
      'You have been asked to take on {thing} and want to say no without harming the relationship.',
      'You want to say no to {who}, {because}, and keep the relationship good.',
      'You want to say no to {who} and keep the relationship good, even though no is hard to say here.',
      'You want to say no to a request and keep the relationship good, even though no is hard to say here.',
    ],
    moves: [
      [
        'Put the no in your first or second sentence, with one true reason: a no hidden under a long apology reads as a maybe, and {who} will ask again.',
        'Put the no in your first or second sentence, with one true reason: a no hidden under a long apology reads as a maybe, and they will ask again.',
      ],
      [
        'Decline {thing}, not the person: say what you are protecting (work you already promised, a deadline, quality), and offer one smaller thing you would truly do, such as a pointer to someone else or a quick look later.',
        'Decline the task, not the person: say what you are protecting (work you already promised, a deadline, quality), and offer one smaller thing you would truly do, such as a pointer to someone else or a quick look later.',
      ],
      [
        'Where seniority or culture makes a flat no hard with {who}, turn it into a choice: ask which of your current work should move to make room, so they make the trade and you do not refuse outright.',
        'If the person is senior, or a flat no is hard where you work, turn it into a choice: ask which of your current work should move to make room, so they make the trade and you do not refuse outright.',
      ],
    ],
    userFit: {
      D: 'You may say no so briskly that it sounds like a verdict; add one line that shows you understand why they asked, then the no, then what you can offer.',
      I: 'You may wrap the no in so much warmth and "maybe later" that they hear a yes; say no in plain words first, then be as friendly as you like.',
      S: 'You may say yes to avoid letting them down and pay for it later; say no plainly, once, and remember that a clear no is kinder than a late, tired yes.',
      C: 'You may justify the no with a full account of your workload; one true reason is enough, because more detail invites them to argue with your numbers.',
    },
    counterpartFit: {
      D: 'Be brief and firm and give them an alternative they can act on; they respect a clear no more than a hesitant yes.',
      I: 'Keep it warm and personal, and show you like the idea even though you cannot take it on.',
      S: 'Say no gently and help them find another route, so they are not left alone with the problem.',
      C: 'Give the concrete reason (capacity, deadlines, what would slip); they accept a no that is logically explained.',
    },
    reply: [
      ['Hi {name},', ''],
      ['Thank you for thinking of me for {thing}.', 'Thank you for thinking of me for this.'],
      ['I have to say no this time, {because}.', 'I have to say no this time.'],
      [
        'And so it is clear going forward: I am not able to take on {recurring} as a regular thing.',
        '',
      ],
      ['I would rather tell you now than leave you waiting.'],
      // No offer of something smaller in the reply: to someone who asks again and again it reads
      // as a maybe (the moves say when an offer fits).
      ['I hope you find someone who can take it on.'],
    ],
    directReply: [
      [
        '{name}, I have to say no to {thing}, {because}.',
        'I have to say no to {thing}, {because}.',
        '{name}, I have to say no to this one, {because}.',
        'I have to say no to this one, {because}.',
        'I have to say no to {thing} this time.',
        'I have to say no to this one.',
      ],
      ['Going forward, {recurring} will not work for me as a regular thing.', ''],
      ['Thanks for understanding.'],
    ],
    ifPushback: {
      move: 'If they insist, do not repeat the no louder and do not give in: say it once more, calmly, and hand them the trade by naming what would have to move.',
      reply: [
        [
          'I understand this matters to you, {name}. I can only take it on if something else moves, so which of my current work should wait?',
          'I understand this matters to you. I can only take it on if something else moves, so which of my current work should wait?',
        ],
      ],
    },
  },

  {
    id: 'scope-creep',
    label: 'pushing back on added scope',
    choice: 'More is being added to work we already agreed',
    reading: [
      'After the plan for {thing} was agreed, {who} has added {count}, and you need to hold the plan for {date} without sounding rigid.',
      'After the plan for {thing} was agreed, {who} has added {count}, and you need to push back without sounding rigid.',
      'After the plan for {thing} was agreed, {who} keeps adding to it, and you need to hold the plan for {date} without sounding rigid.',
      'After the plan for {thing} was agreed, {who} keeps adding to it, and you need to push back without sounding rigid.',
      '{who} has added {count} to a plan you already agreed, and you need to push back without sounding rigid.',
      'After the plan for {thing} was agreed, new asks keep arriving, and you need to push back without sounding rigid.',
      '{who} keeps adding to work you already agreed, and you need to push back without sounding rigid.',
      'New asks keep landing on work that was already agreed, and you need to push back without sounding rigid.',
    ],
    moves: [
      [
        'Do not say yes or no to each ask on its own: put them next to the agreed plan and show what each one costs in time, money or risk to {date}.',
        'Do not say yes or no to each ask on its own: put them next to the agreed plan and show what each one costs in time, money or risk to the deadline.',
      ],
      [
        'Give {who} the choice: swap it for something of the same size, move the date, or keep it for a next phase. It is their scope to trade; your job is to make the trade visible.',
        'Give them the choice: swap it for something of the same size, move the date, or keep it for a next phase. It is their scope to trade; your job is to make the trade visible.',
      ],
      [
        'Agree one route for new asks from now on (a single list you review together), so they stop arriving one by one in chat; if you have said "sure, small change" before, this is the moment to reset, without blaming anyone.',
      ],
    ],
    userFit: {
      D: 'You may refuse the new asks outright and sound like a blocker; lay out the trade-off and let them choose, and you will keep more of the plan.',
      I: 'You may say "sure, we can probably fit it in" in the moment; hold back the yes until you have checked the cost, and reply with options later the same day.',
      S: 'You may absorb each new ask quietly to keep the peace until the plan breaks; raise it at the second ask, calmly, as a question about the plan.',
      C: 'You may answer with a full impact analysis; lead with the one-line trade-off (this in, that out, or the date moves) and attach the detail.',
    },
    counterpartFit: {
      D: 'Give them the trade-off in one line and a clear choice; they will decide quickly if the call is framed as theirs.',
      I: 'Show real interest in the idea and park it somewhere visible, such as a next-phase list, so it does not feel dismissed.',
      S: 'Reassure them the core plan is safe and that you are protecting it together; keep it a shared problem, not a confrontation.',
      C: 'Show the agreed scope next to the new asks, with the effort and the effect on the date; they respond to a documented comparison.',
    },
    reply: [
      ['Hi {name},', ''],
      ['Thanks for the new requests for {thing}.', 'Thanks for the new requests.'],
      [
        'Together, the {count} would put {date} at risk, so I would like us to choose rather than slip quietly.',
        'Together, these would put {date} at risk, so I would like us to choose rather than slip quietly.',
        'Together, the {count} do not fit the current plan, so I would like us to choose rather than slip quietly.',
        'Together, these do not fit the current plan, so I would like us to choose rather than slip quietly.',
      ],
      [
        'We can swap them for items of a similar size, keep {date} and add them in a next phase, or move the date.',
        'We can swap them for items of a similar size, add them in a next phase, or move the date.',
      ],
      ['Which would you prefer?'],
    ],
    directReply: [
      [
        '{name}, the {count} do not fit the current plan for {date}.',
        'The {count} do not fit the current plan for {date}.',
        '{name}, the new asks do not fit the current plan for {thing}.',
        'The new asks do not fit the current plan for {thing}.',
        'The new asks do not fit the current plan.',
      ],
      [
        'Options: swap them for something of a similar size, move the date, or add them in a next phase.',
      ],
      ['Which would you like?'],
    ],
    ifPushback: {
      move: 'If they say it is small or has to happen, agree that it matters and make the cost concrete: ask what comes out or which date moves, and confirm the answer in writing.',
      reply: [
        [
          'I understand it matters to you. To fit it, something needs to come out or {date} needs to move. Which would you prefer?',
          'I understand it matters to you. To fit it, something needs to come out or the date needs to move. Which would you prefer?',
        ],
      ],
    },
  },

  {
    id: 'prioritising',
    label: 'getting competing requests ranked',
    choice: 'I have competing priorities and need someone to rank them',
    reading: [
      'You have {count} competing for the same time before {date}, {because}, and need {who} to rank them instead of guessing yourself.',
      'You have {count} competing for the same time before {date}, and need {who} to rank them instead of guessing yourself.',
      'You have {count} competing for the same time, {because}, and need {who} to rank them instead of guessing yourself.',
      'You have {count} competing for the same time and need {who} to rank them instead of guessing yourself.',
      '{thing} is competing with other requests for the same time, and you need {who} to rank them instead of guessing yourself.',
      'You have requests competing for the same time, {because}, and need {who} to rank them instead of guessing yourself.',
      'You have requests competing for the same time and need {who} to rank them instead of guessing yourself.',
      'You have requests competing for the same time and need the people who set your work to rank them, instead of guessing yourself.',
    ],
    moves: [
      [
        'Make the clash visible in one message: each request, who asked for it, the date it is needed, and a plain line that they do not all fit.',
      ],
      [
        'Ask for a ranking, not for sympathy: "which comes first?" is easy to answer. If two people disagree, put them in the same message or meeting so they decide together, instead of carrying each one’s view to the other.',
      ],
      [
        'Propose a default, so work does not stall: say what you will start with if you do not hear back by {time}.',
        'Propose a default, so work does not stall: say what you will start with if you do not hear back by a set time.',
      ],
    ],
    userFit: {
      D: 'You may pick the order yourself and let the other side find out later; share the order you propose and ask them to confirm, so nobody is surprised.',
      I: 'You may tell each person their request is the top one to keep them happy; tell everyone involved the same thing, in the same message.',
      S: 'You may try to do everything so nobody is disappointed; ask plainly for the ranking, because only they can make that trade.',
      C: 'You may build a full priority matrix before asking; a short list with dates and one question gets you an answer faster.',
    },
    counterpartFit: {
      D: 'Give them the list and the question "which first?" in two lines; they like to make the call.',
      I: 'Name the outcome each request serves, so they choose by impact rather than by who asked most loudly.',
      S: 'Make it low-conflict: propose an order and ask them to confirm it, rather than asking them to overrule a colleague.',
      C: 'Give the date, effort and dependencies for each request; they will rank carefully once the trade-offs are laid out.',
    },
    reply: [
      ['Hi {name},', ''],
      [
        'I have {count} that all need my time before {date}, and they do not all fit.',
        'I have {count} that all need my time, and they do not all fit.',
        'I have {thing} and other requests that all need my time before {date}, and they do not all fit.',
        'I have {thing} and other requests that all need my time, and they do not all fit.',
        'I have several requests that all need my time right now, and they do not all fit.',
      ],
      ['Could you tell me which should come first, so I put my time where it matters most?'],
      [
        'If I do not hear back by {time}, shall I start with the one due soonest?',
        'If I do not hear back soon, shall I start with the one due soonest?',
      ],
    ],
    directReply: [
      [
        '{name}, {count} need my time before {date}, and they do not all fit.',
        '{count} need my time before {date}, and they do not all fit.',
        '{name}, {count} need my time right now, and they do not all fit.',
        '{count} need my time right now, and they do not all fit.',
        'These requests do not all fit in the time I have.',
      ],
      ['Which comes first?'],
      [
        'If I do not hear back by {time}, OK to start with the one due soonest?',
        'If I do not hear back soon, OK to start with the one due soonest?',
      ],
    ],
    ifPushback: {
      move: 'If they say everything is a priority, or each person insists on their own, stop choosing for them: ask for a short call with everyone involved, or propose an order in writing and ask them to object by a set time.',
      reply: [
        [
          'I understand all of these matter, {name}. I can do them well one after another, not all at once. Could we agree the order on a short call, or shall I go with the one due soonest and send you the plan?',
          'I understand all of these matter. I can do them well one after another, not all at once. Could we agree the order on a short call, or shall I go with the one due soonest and send you the plan?',
        ],
      ],
    },
  },

  {
    id: 'delegating',
    label: 'delegating and checking in',
    choice: 'I want to hand work to someone and check in without micromanaging',
    reading: [
      'You want to hand {thing} to {who}, due {date}, and stay informed without hovering.',
      'You want to hand {thing} to {who} and stay informed without hovering.',
      'You want to hand {thing} to someone, due {date}, and stay informed without hovering.',
      'You want to hand {thing} to someone and stay informed without hovering.',
      'You want to hand work to {who}, {because}, and stay informed without hovering.',
      'You want to hand work to {who} and stay informed without hovering.',
      'You want to hand work to someone and stay informed without hovering over them.',
    ],
    moves: [
      [
        'Hand over the outcome, not the steps: what "done" looks like, that it is due {date}, what {who} can decide alone, and what to check with you first.',
        'Hand over the outcome, not the steps: what "done" looks like, that it is due {date}, what they can decide alone, and what to check with you first.',
        'Hand over the outcome, not the steps: what "done" looks like, when it is due, what they can decide alone, and what to check with you first.',
      ],
      [
        'Agree the check-ins at the start (one short update at a set point, and "tell me early if you hit a blocker"), so later questions feel planned rather than suspicious.',
      ],
      [
        'Watch your own habit: if you re-check their work or quietly redo it, they stop owning it. Give feedback on the result at the agreed point, and let small differences from your way stand.',
      ],
    ],
    userFit: {
      D: 'You may hand over with a one-line instruction and then get impatient; spend a few more minutes on what good looks like and the check-in, then leave it with them.',
      I: 'You may hand over warmly but vaguely, then check in by chatting often; write down the outcome and the date, and keep to the check-ins you agreed.',
      S: 'You may hesitate to delegate at all, or keep the hard parts for yourself; hand over the whole piece and offer help, rather than holding parts back.',
      C: 'You may specify every step and review every detail; define the result and the standard, and let them choose the method.',
    },
    counterpartFit: {
      D: 'Give them the goal and the authority, then step back; they resent step-by-step instructions.',
      I: 'Say why the work matters and make it engaging, then agree written check-ins so the details are not lost in conversation.',
      S: 'Walk them through it, make clear you are available, and set the first check-in early; they may not ask for help on their own.',
      C: 'Give them the standard, the constraints and the information up front; they want clarity more than encouragement.',
    },
    reply: [
      ['Hi {name},', ''],
      [
        'I would like you to own {thing}, due {date}.',
        'I would like you to own {thing}.',
        'I would like to hand this piece of work over to you, due {date}.',
        'I would like to hand this piece of work over to you.',
      ],
      ['How you do it is your call: the result matters to me more than the method.'],
      [
        'Could we agree now when you will give me a short update, and could you tell me early if anything gets in the way?',
      ],
    ],
    directReply: [
      [
        '{name}, {thing} is yours, due {date}.',
        '{name}, {thing} is yours.',
        '{thing} is yours, due {date}.',
        '{thing} is yours.',
        'This piece of work is yours.',
      ],
      ['You decide how; I care about the result.'],
      ['When suits you for one check-in, and will you tell me early if anything blocks you?'],
    ],
    ifPushback: {
      move: 'If they feel watched, or say they have no room for it, ask what they need instead of adding check-ins: adjust the date or their load, and keep just the one agreed update.',
      reply: [
        [
          'That is fair, and I do not want to look over your shoulder. What would help you most: a different date, less on your plate, or just one update from you before {date}?',
          'That is fair, and I do not want to look over your shoulder. What would help you most: a different date, less on your plate, or just one update from you before the deadline?',
        ],
      ],
    },
  },

  {
    id: 'decline-meeting',
    label: 'declining meetings',
    choice: 'I want to decline or leave a meeting, or have fewer meetings',
    reading: [
      'You have {count} and want to step out of {thing}, {because}, without seeming disengaged.',
      'You want to step out of {thing}, {because}, without seeming disengaged.',
      'You want to step out of {thing} without {who} thinking you are disengaged.',
      'You want to step out of {thing} without seeming disengaged.',
      'You have {count} and want fewer of them, {because}, without seeming disengaged.',
      'You have {count} and want fewer of them without seeming disengaged.',
      'You want to decline or leave a meeting, {because}, without seeming disengaged.',
      'You want to decline or leave meetings without seeming disengaged or rude.',
    ],
    moves: [
      [
        'Ask the organiser, not the whole invite list, and make it about the purpose of the meeting: is your part needed live, or can you give it in writing?',
      ],
      [
        'Replace your presence with something useful: your input in writing beforehand, a read of the notes afterwards, or a colleague who covers your area, so nothing is lost.',
      ],
      [
        'For a recurring meeting, suggest a trial (step out for a few weeks, or join every other one) and a date to review; a trial is easier to agree to than a permanent exit. And if you accept every invite out of habit, start by declining the ones with no agenda.',
      ],
    ],
    userFit: {
      D: 'You may just click decline with no note, which reads as "not worth my time"; add one line of reason and what you will send instead.',
      I: 'You may stay because you enjoy the people or fear missing out; decide by whether your input is needed live, and catch up from the notes.',
      S: 'You may keep going so you do not seem unhelpful; ask the organiser plainly and offer a written update, which most organisers accept.',
      C: 'You may build a case that the meeting is inefficient; talk only about your own part ("my input can come in writing") rather than judging the meeting.',
    },
    counterpartFit: {
      D: 'Keep it to two lines and make it about results: your time goes to the work they care about.',
      I: 'Keep it friendly and say you will still follow the work, so it does not feel like you are pulling away from the group.',
      S: 'Ask rather than announce, and reassure them you will still contribute, so the change feels safe.',
      C: 'Say exactly what you will send instead and when, so they can see nothing is lost.',
    },
    reply: [
      ['Hi {name},', ''],
      [
        'Would it be all right if I stepped out of {thing} for now, {because}?',
        'Would it be all right if I stepped out of {thing} for now?',
        'Would it be all right if I stepped out of this meeting for now, {because}?',
        'Would it be all right if I stepped out of this meeting for now?',
      ],
      [
        'Could I send my input in writing instead and catch up from the notes, or is there a part where you need me there?',
      ],
    ],
    directReply: [
      [
        '{name}, I would like to step out of {thing}, {because}.',
        'I would like to step out of {thing}, {because}.',
        '{name}, I would like to step out of {thing}.',
        'I would like to step out of {thing}.',
        'I would like to step out of this meeting.',
      ],
      ['Could my input come in writing instead, or do you need me there for some of it?'],
    ],
    ifPushback: {
      move: 'If they want you there, ask which part needs you, and offer to join only for that part or only some weeks, with a date to review.',
      reply: [
        [
          'Understood, {name}. Which part needs me most? Could I join for that part only, and we check after a few weeks whether it works?',
          'Understood. Which part needs me most? Could I join for that part only, and we check after a few weeks whether it works?',
        ],
      ],
    },
  },

  {
    id: 'status-update',
    label: 'writing a status update',
    choice: 'I need to write an update for my manager or leadership',
    reading: [
      'You need to update {who} on {thing}, {because}, and want your progress to be visible without it sounding like bragging.',
      'You need to update {who} on {thing} and want your progress to be visible without it sounding like bragging.',
      'You need to update {who}, {because}, and want your work to be visible without it sounding like bragging.',
      'You need to update {who} and want your work to be visible without it sounding like bragging.',
      'You need to write an update on {thing} that makes your progress visible without it sounding like bragging.',
      'You need to write an update for your manager or leadership that makes your work visible without it sounding like bragging.',
    ],
    moves: [
      [
        'Lead with the headline {who} needs: on track or not, and any decision you need from them, in the first two lines; many leaders read no further.',
        'Lead with the headline: on track or not, and any decision you need, in the first two lines; many leaders read no further.',
      ],
      [
        'Write results as facts and their effect on the team or the customer, not as effort or adjectives, and name who helped: facts and shared credit read as confident, "I worked really hard" reads as asking for praise.',
      ],
      [
        'Put risks in early, with what you are doing about them, and send the update on the same day each time: a leader who hears about a risk from you first trusts the rest, and visibility comes from being regular, not loud.',
      ],
    ],
    userFit: {
      D: 'You may report only the wins and skip the risks; add one line on what could go wrong and what you are doing about it, which makes the wins more believable.',
      I: 'You may write the story of your week; cut it to three short lines (done, next, help needed) and let the results speak.',
      S: 'You may play down your part or leave it out; say plainly what you did and what it changed, as a fact: that is information, not boasting.',
      C: 'You may send every detail and bury the conclusion; open with the one-line status and put the detail below it or in a link.',
    },
    counterpartFit: {
      D: 'Give them the status and any decision you need in the first line, in short points with no preamble.',
      I: 'Lead with the wins and the people behind them, and keep it lively and short.',
      S: 'Keep the same format each time and flag any change early, so nothing surprises them.',
      C: 'Include the numbers, dates and sources, and be exact about what is done and what is still in progress.',
    },
    reply: [
      ['Hi {name},', ''],
      [
        'I would like to make sure you can see how {thing} is going without having to ask.',
        'I would like to make sure you can see how my work is going without having to ask.',
      ],
      [
        'Would a short update on the same day each week help you: what is done, what is next, and anything I need from you?',
      ],
      ['And is there something you would like to see in it, or a format you prefer?'],
    ],
    directReply: [
      [
        '{name}, would a short weekly update on {thing} help: done, next, and what I need from you?',
        'Would a short weekly update on {thing} help: done, next, and what I need from you?',
        '{name}, would a short weekly update help: done, next, and what I need from you?',
        'Would a short weekly update help: done, next, and what I need from you?',
      ],
      ['Anything you want added?'],
    ],
    ifPushback: {
      move: 'If they say it is too long or they do not read it, make it shorter rather than stopping: three lines, the same day each week, and ask which line matters most to them.',
      reply: [
        [
          'Thanks, that is useful, {name}. Would three short lines work better for you? And which part matters most, so I can put it first?',
          'Thanks, that is useful. Would three short lines work better for you? And which part matters most, so I can put it first?',
        ],
      ],
    },
  },

  {
    id: 'no-reply',
    label: 'chasing someone who has not replied',
    choice: 'Someone is not replying and I need to chase them',
    reading: [
      'You have asked {who} about {thing} ({count} so far) with no answer, and you need it by {date}.',
      'You have asked {who} about {thing} ({count} so far) and still have no answer.',
      'You have asked {who} about {thing} with no answer, and you need it by {date}.',
      'You have asked {who} about {thing} and still have no answer.',
      'You have asked {who} ({count} so far) and still have no answer.',
      'You have asked {who} and still have no answer, and need to chase without nagging.',
      'You are waiting for an answer that has not come, and need to chase without nagging.',
    ],
    moves: [
      [
        'Make it easy to answer: one short message with the single question, the options (yes, no, or who to ask instead) and "by {date}" at the top, not the history. If your earlier messages were long, the question may simply be buried.',
        'Make it easy to answer: one short message with the single question, the options (yes, no, or who to ask instead) and the date you need it by at the top, not the history. If your earlier messages were long, the question may simply be buried.',
      ],
      [
        'Change the channel, not the volume: when messages go unanswered, try a short call, a chat message, or a word after a meeting, rather than a third email.',
      ],
      [
        'If it still stalls, tell {who} the date after which you will ask their manager or yours for help, and then do it; that is escalation with notice, not going behind their back.',
        'If it still stalls, tell them the date after which you will ask their manager or yours for help, and then do it; that is escalation with notice, not going behind their back.',
      ],
    ],
    userFit: {
      D: 'You may chase with a sharp "following up again", which makes people defensive; keep it short and neutral, and give them an easy way to answer.',
      I: 'You may write a long, friendly message in which the question gets lost; put the question in the first line and keep it to three lines.',
      S: 'You may wait too long because you do not want to bother them; chase on a set day, plainly: a clear ask saves them time too.',
      C: 'You may resend the full background each time; send only the question, the options and the date, and link the rest.',
    },
    counterpartFit: {
      D: 'Put a yes-or-no question in the subject or the first line; they answer what takes ten seconds.',
      I: 'A quick call or chat message often works better than another email; keep it light.',
      S: 'Tell them a short answer is fine and offer to take the next step yourself; they may be delaying because it feels like a big ask.',
      C: 'Give them exactly what they need to answer (the precise question and any data) and a clear date; they may be waiting until they can be precise.',
    },
    reply: [
      ['Hi {name},', ''],
      [
        'Just checking on {thing}, in case my earlier message got buried.',
        'Just checking on my earlier message, in case it got buried.',
      ],
      [
        'I need an answer by {date}, {because}.',
        'I need an answer by {date}.',
        'I need an answer soon, {because}.',
        '',
      ],
      ['A short answer is all I need, or the name of someone else to ask.'],
      ['Would a quick call be easier?'],
    ],
    directReply: [
      [
        '{name}, quick check on {thing}: I need an answer by {date}.',
        '{name}, quick check on {thing}: can you let me know?',
        'Quick check on {thing}: I need an answer by {date}.',
        'Quick check on {thing}: can you let me know?',
        'Quick check on my earlier message: I need an answer by {date}.',
        'Quick check on my earlier message: can you let me know?',
      ],
      ['A short answer, or who to ask instead, is enough.'],
    ],
    ifPushback: {
      move: 'If they say they are busy, agree a date with them instead of chasing again, and offer to make their part smaller; if silence continues past that date, tell them you will ask their manager, then do it.',
      reply: [
        [
          'Thanks, I understand you are stretched. Would {date} work for an answer? And would it help if I drafted something for you to check, so it takes less of your time?',
          'Thanks, I understand you are stretched. Could you give me a date I can plan around? And would it help if I drafted something for you to check, so it takes less of your time?',
        ],
      ],
    },
  },

  {
    id: 'message-tone',
    label: 'the tone of your messages',
    choice: 'I want my written messages to come across better',
    reading: [
      'After {who} commented on your messages ("{quote}"), you want them to come across the way you mean them.',
      'After a comment on your messages ("{quote}"), you want them to come across the way you mean them.',
      'You want your messages to {who} to come across the way you mean them, without losing your own voice.',
      'You want your written messages to come across the way you mean them, without losing your own voice.',
    ],
    moves: [
      [
        'Find the pattern before you fix it: read your last few messages to {who} as they would read them. Most tone problems are one habit: no greeting, a one-word reply, a wall of text, or emoji on serious news.',
        'Find the pattern before you fix it: read your last few messages as the other person would read them. Most tone problems are one habit: no greeting, a one-word reply, a wall of text, or emoji on serious news.',
      ],
      [
        'Add the missing half: if you come across as curt, add a greeting, a thank-you and the reason for your ask; if you come across as long, put the ask in the first line and cut the rest by half.',
      ],
      [
        'Match the channel to the stakes: chat for quick things, a call for anything tense or personal, and no emoji with bad news or with someone senior until they use them first. If a message already hurt someone, a short "that came out sharper than I meant" repairs more than a careful next message.',
      ],
    ],
    userFit: {
      D: 'You probably write short commands that read as annoyed; add a greeting, a thank-you and the reason for the ask, which costs a few words and changes how you are heard.',
      I: 'You may write long, chatty messages with many emoji; put the point in the first line, keep it to a few lines, and save the emoji for light topics.',
      S: 'You may soften every ask until it disappears ("no worries if not!"); keep the warmth, but state the ask and the date plainly.',
      C: 'You may write precise but cold messages, or very long ones; open with one human line and the conclusion, and move the detail below or into an attachment.',
    },
    counterpartFit: {
      D: 'Write short and to the point with the ask first; they read long or chatty messages as wasted time.',
      I: 'Add warmth and a little personality; a bare one-liner can read to them as displeasure.',
      S: 'Be kind and explicit, especially on anything that could sound like criticism; they read curtness as a sign that something is wrong.',
      C: 'Be precise and structured, and skip the exclamation marks; they trust clarity more than friendliness.',
    },
    reply: [
      ['Hi {name},', ''],
      ['I want my messages to come across the way I mean them, and I would value your view.'],
      ['Is there anything in how I write to you that you would like me to change?'],
      ['And if a message ever lands wrong, please tell me; I would much rather know.'],
    ],
    directReply: [
      [
        '{name}, I want my messages to come across the way I mean them.',
        'I want my messages to come across the way I mean them.',
      ],
      ['Is there anything in how I write that you would like me to change?'],
      ['Tell me if one ever lands wrong.'],
    ],
    ifPushback: {
      move: 'If they brush it off or still seem cool, do not explain again in writing: have a short conversation by voice or in person, where tone is easier to read.',
      reply: [
        [
          'Thanks, {name}. I just want to make sure nothing I wrote landed badly. Do you have a few minutes for a quick call?',
          'Thanks. I just want to make sure nothing I wrote landed badly. Do you have a few minutes for a quick call?',
        ],
      ],
    },
  },
];

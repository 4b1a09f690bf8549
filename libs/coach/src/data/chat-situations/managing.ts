import type { ChatSituation } from './types.js';

/**
 * Situations about managing people and working with one's own manager: feedback both ways,
 * hard one-to-ones, new managers, onboarding, meetings, bad news, recognition, morale and
 * remote teams. Facts appear only as slots; every sentence ends with a plain variant.
 */
export const MANAGING_SITUATIONS: readonly ChatSituation[] = [
  {
    id: 'feedback-to-report',
    label: 'giving critical feedback to someone you manage',
    choice: 'I need to give critical feedback to someone on my team',
    reading: [
      'You need to give {who} critical feedback about {thing}, {because}, and want it to change the work without damaging the relationship.',
      'You need to give {who} corrective feedback, {because}, and want it to change what happens next time without damaging the relationship.',
      'You need to give {who} critical feedback about {thing}, and want it to change the work without damaging the relationship.',
      'You need to give {who} corrective feedback ({count}), and want it to change what happens next time without damaging the relationship.',
      'You need to give {who} corrective feedback, and want it to change what happens next time without damaging the relationship.',
      'You need to give someone you manage corrective feedback, and want it to change what they do without damaging the relationship.',
    ],
    moves: [
      [
        'Anchor it in {thing}: say what you saw and what it caused for the team or the customer, not a trait like "careless" or "negative"; a trait sounds like a verdict, a concrete case is something {who} can fix.',
        'Anchor it in {thing}: say what you saw and what it caused for the team or the customer, not a trait like "careless" or "negative"; a trait sounds like a verdict, a concrete case is something they can fix.',
        'Anchor it in one concrete case: say what you saw and what it caused for the team or the customer, not a trait like "careless" or "negative"; a trait sounds like a verdict, a concrete case is something they can fix.',
      ],
      [
        'If it has happened before ({count}), name the pattern, not only the latest case, and say plainly that it needs to change; if earlier hints changed nothing, they were too soft to register.',
        'Say it soon, in private, and plainly: feedback saved up for a review lands as an ambush, and if you have only hinted so far, the hints were probably too soft to register.',
      ],
      [
        'Ask for their view before you set the fix, then agree one concrete change and a date to look at it again together, so it does not fade after the talk.',
      ],
    ],
    userFit: {
      D: 'You may deliver the verdict in one blunt line and move on; describe what you saw, then ask for their view before you set the fix, or they will comply without owning it.',
      I: 'You may wrap the criticism in so much praise that they leave thinking it went well; say the problem in your first two sentences and keep the praise for another moment.',
      S: 'You may soften it into a hint, or keep putting the talk off; book it this week and say the words "this needs to change" out loud.',
      C: 'You may bring a list of every error; pick the one or two that matter most, lead with their effect, and keep the full list for if they ask.',
    },
    counterpartFit: {
      D: 'Be brief and factual, name the effect on results, and let them propose the fix; they take a problem better than a lecture.',
      I: 'Keep it warm but do not let them talk it into something lighter; end by having them say back the one change you agreed.',
      S: 'Tell them first that this is about one thing and not about their place in the team, then give them a day to come back with ideas; they may agree quickly and worry later.',
      C: 'Bring the specific examples and the standard you expect; vague feedback feels unfair to them, while precise feedback feels like a fair problem to solve.',
    },
    reply: [
      [
        '{name}, I want to talk with you about something I have noticed: you keep {habit}, and I need that to change.',
        '{name}, I want to talk with you about {thing}, and be direct about what I need to be different.',
        'I want to talk with you about {thing}, and be direct about what I need to be different.',
        '{name}, I want to talk with you about something that needs to change.',
        'I want to talk with you about something that needs to change.',
      ],
      ['I would rather say it plainly now than save it for later.'],
      ['I want to hear how you see it, and then agree together what changes from here.'],
      ['Could we also pick a day to look at how it is going, together?'],
    ],
    directReply: [
      [
        '{name}, you keep {habit}, and I need that to change. I want to work it out with you.',
        '{name}, I need something about {thing} to change, and I want to work it out with you.',
        'I need something about {thing} to change, and I want to work it out with you.',
        '{name}, something needs to change, and I want to work it out with you.',
        'Something needs to change, and I want to work it out with you.',
      ],
      ['What is getting in the way, and what will you do differently next time?'],
    ],
    ifPushback: {
      move: 'If they get defensive or blame others, do not argue the history: acknowledge what was outside their control, then come back to the one part that is theirs to change.',
      reply: [
        [
          'I understand not all of {thing} may have been in your hands. The part I need from you is what happens next time, so what would that look like?',
          'I understand not all of it may have been in your hands. The part I need from you is what happens next time, so what would that look like?',
        ],
      ],
    },
  },
  {
    id: 'hard-one-to-one',
    label: 'a hard conversation with someone you manage',
    choice: 'I have a hard conversation coming with someone on my team',
    reading: [
      'You have to talk with {who} about {thing}, {because}, and want them to leave knowing exactly what it means and what happens next.',
      'You have to tell {who} something hard, {because}, and want to be honest and kind at the same time.',
      'You have to talk with {who} about {thing}, and want them to leave knowing exactly what it means and what happens next.',
      'You have a hard conversation coming with {who}, and want to be honest and kind at the same time.',
      'You have a hard conversation coming with someone you manage, and want to be honest without being harsh.',
    ],
    moves: [
      [
        'Say the news in your first two sentences: with {who}, every minute of small talk before it makes the news land harder, not softer.',
        'Say the news in your first two sentences: every minute of small talk before it makes the news land harder, not softer.',
      ],
      [
        'Be clear about what is decided and what is open: if the decision is final, do not invite a debate you cannot have; if it is open, say what would change it. For a performance plan, a warning or a dismissal, agree the wording and the process with HR before the meeting, and say nothing that contradicts what will be in writing.',
      ],
      [
        'Then stop talking and let them react; end with the next step and when you will talk again. If it is a personal matter, lead with care, ask what would help at work, and do not ask for details they have not offered.',
      ],
    ],
    userFit: {
      D: 'You may deliver the news and move straight to logistics before they have taken it in; after you say it, pause and ask how they are taking it.',
      I: 'You may talk around the news to keep the mood up, so they leave unsure what happened; say it plainly in one sentence and let the silence be.',
      S: 'You may soften the message until it sounds negotiable, to spare them; here kindness is clarity, so say the decision without "maybe" or "for now".',
      C: 'You may explain every piece of evidence, which can sound like a case against them; give the decision and the main reason, and answer questions as they come.',
    },
    counterpartFit: {
      D: 'Get to the point at once and tell them what they can still control; they will respect directness and resent a slow build-up.',
      I: 'Expect a strong reaction and let them talk it out; then come back, gently, to the facts and the next step.',
      S: 'Give them time: they may say "fine" and be shaken inside, so offer a follow-up talk the next day about what it means for them.',
      C: 'Have the criteria, the facts and the written next steps ready; they will want to know exactly how the decision was made.',
    },
    reply: [
      [
        '{name}, I want to be straight with you about {thing}, because you deserve to hear it clearly.',
        'I want to be straight with you about {thing}, because you deserve to hear it clearly.',
        '{name}, I want to be straight with you, because you deserve to hear it clearly.',
        'I want to be straight with you, because you deserve to hear it clearly.',
      ],
      ['I know this may not be easy to hear, and I wanted you to hear it from me directly.'],
      ['Take the time you need, and ask me anything you want, now or later.'],
      ['Can we meet again in a day or two to talk about the next steps?'],
    ],
    ifPushback: {
      move: 'If they argue or get upset, acknowledge the feeling without reopening a decision that is made; if they ask for something you cannot promise, say you will find out rather than guess.',
      reply: [
        [
          'I understand this is hard, and you have every right to be upset. I would rather be honest with you than say what is easy to hear, and how we handle the next steps is something we can work out together. Would it help to talk again tomorrow?',
        ],
      ],
    },
  },
  {
    id: 'feedback-to-manager',
    label: 'giving feedback to your manager',
    choice: 'I want to give feedback to my manager or someone senior',
    reading: [
      'You want to give {who} feedback about {thing}, {because}, and need it to land as help rather than as criticism from below.',
      'You want to give {who} feedback about how they work with you, {because}, and need it to land as help rather than as criticism from below.',
      'You want to give {who} feedback after they said "{quote}", and need it to land as help rather than as criticism from below.',
      'You want to give {who} feedback about {thing}, and need it to land as help rather than as criticism from below.',
      'You want to give {who} feedback about how they work with you, and need it to land as help rather than as criticism from below.',
      'You want to give feedback upward to someone senior, and need it to land as help rather than as criticism from below.',
    ],
    moves: [
      [
        'Ask first, in a calm 1:1 and not right after the incident: "Can I give you some feedback about how we work together?" gives {who} the choice, and senior people hear feedback they agreed to far better than feedback that ambushes them.',
        'Ask first, in a calm 1:1 and not right after the incident: "Can I give you some feedback about how we work together?" gives them the choice, and senior people hear feedback they agreed to far better than feedback that ambushes them.',
      ],
      [
        'Use {thing} as your one example and say what it did to your work, not what kind of manager they are: they can change a habit, they cannot easily change a verdict.',
        'If it has happened more than once ({count}), say so, but talk through one clear example and what it did to your work, not what kind of manager they are: they can change a habit, they cannot easily change a verdict.',
        'Talk through one recent example and what it did to your work, not what kind of manager they are: they can change a habit, they cannot easily change a verdict.',
      ],
      [
        'End with a request for next time, not a complaint about the past, and ask what would work for them; if you have been saying "it is fine" when asked, say now that it was not.',
      ],
    ],
    userFit: {
      D: 'You may say it as bluntly as you would to a peer, which can sound like a challenge to their authority; ask permission first and frame it as what would help you deliver.',
      I: 'You may tell it as a long story or hide it in jokes so it does not register; give the one example and the one request, then stop.',
      S: 'You may wait for a perfect moment that never comes, or say "it is fine" when asked; put it on your next 1:1 agenda and say it in the first minutes.',
      C: 'You may build a full case with every instance, which reads like an audit; bring one example and its effect, and keep the rest in reserve.',
    },
    counterpartFit: {
      D: 'Keep it short and tie it to results: what the habit costs in speed or output, and the one change that would fix it.',
      I: 'Start from what you value in working with them, keep it conversational, and make the request concrete so it does not float away.',
      S: 'Reassure them that the working relationship is good and this is one adjustment; they may need a few days before they respond.',
      C: 'Give them a specific example and its effect, described precisely; they dismiss generalities but take a well-described case seriously.',
    },
    reply: [
      [
        '{name}, can I give you some feedback about how we work together on {thing}?',
        'Can I give you some feedback about how we work together on {thing}?',
        '{name}, can I give you some feedback about how we work together?',
        'Can I give you some feedback about how we work together?',
      ],
      ['There is one thing that would help me do my best work, and I would rather say it openly.'],
      [
        'I am raising it because I want this to work well for both of us, and I would like to hear how it looks from your side.',
      ],
    ],
    directReply: [
      [
        '{name}, there is one thing about how we work on {thing} that I would like to change.',
        'There is one thing about how we work on {thing} that I would like to change.',
        'There is one thing about how we work together that I would like to change.',
      ],
      ['Could I take a few minutes soon to explain what I mean and hear your view?'],
    ],
    ifPushback: {
      move: 'If they get defensive or explain why they had to do it, accept their reason and come back to the request for next time; do not argue about whether the past was justified.',
      reply: [
        [
          'That makes sense, and I am not saying it was wrong at the time. I am asking about next time: could we agree on what would work for both of us?',
        ],
      ],
    },
  },
  {
    id: 'micromanaged',
    label: 'being micromanaged',
    choice: 'My manager checks everything I do',
    reading: [
      'You feel {who} checks every step of your work on {thing} ({count}), and you want more room to work without a fight.',
      'You feel {who} checks every step of your work on {thing}, {because}, and you want more room to work without a fight.',
      'You feel {who} checks every step of your work ({count}), and you want more room to work without a fight.',
      'You feel {who} checks every step of your work (they said "{quote}"), and you want more room to work without a fight.',
      'You feel {who} checks every step of your work on {thing}, and you want more room to work without a fight.',
      'You feel {who} checks every step of your work, and you want more room to work without damaging the relationship.',
      'You feel your manager checks everything you do, and you want more room to work without damaging the relationship.',
    ],
    moves: [
      [
        'Get ahead of the checking: send {who} a short update before they ask, at a rhythm you propose; most micromanaging is worry about not knowing, and a predictable update answers it.',
        'Get ahead of the checking: send a short update before they ask, at a rhythm you propose; most micromanaging is worry about not knowing, and a predictable update answers it.',
      ],
      [
        'Ask what worries them about {thing}: if there is a real risk behind it (a past miss, a demanding client, pressure from their own boss), deal with that and the checking usually eases.',
        'Ask what worries them: if there is a real risk behind it (a past miss, a demanding client, pressure from their own boss), deal with that and the checking usually eases.',
      ],
      [
        'Then propose a trade, not a complaint: you flag risks early and send the regular update, they let you make the day-to-day decisions; try it for a few weeks. If you have been going quiet or sounding defensive when they check, that usually makes them check more.',
      ],
    ],
    userFit: {
      D: 'You may push back on the checking itself, which can look like you have something to hide; offer the visibility first, then ask for the room.',
      I: 'You may give updates that are friendly but vague, which invites more checking; keep them short and concrete: what is done, what is next, what is at risk.',
      S: 'You may put up with it in silence and quietly resent it; say once, calmly, what you would like to change, or nothing will.',
      C: 'You may answer every check with more detail, which teaches them to keep asking; send a regular written status so they have the facts before they ask.',
    },
    counterpartFit: {
      D: 'They want control of the outcome; show them the outcome and the risks up front and they will usually let go of the steps.',
      I: 'They may check in partly because they want contact; a short regular chat can calm them more than a written report.',
      S: 'They may check because they fear surprises; predictability is the cure, so send your updates on a fixed day in a fixed format.',
      C: 'They check because they want accuracy; show them your own checks and quality steps, and they will trust the process.',
    },
    reply: [
      ['Hi {name},', ''],
      [
        'I would like to make {thing} easier for you to follow without you having to ask.',
        'I would like to make my work easier for you to follow without you having to ask.',
      ],
      [
        'How about I send you a short update at the end of each week with what is done, what is next and any risk I see?',
      ],
      [
        'In return, I would like to make the day-to-day decisions myself and come to you when something really needs your call.',
      ],
      ['Could we try that for a few weeks and see how it feels for you?'],
    ],
    directReply: [
      [
        '{name}, I would like to propose a simpler way to keep you up to date on {thing}.',
        'I would like to propose a simpler way to keep you up to date on {thing}.',
        'I would like to propose a simpler way to keep you up to date on my work.',
      ],
      [
        'I suggest a short weekly update from me with what is done, what is next and any risk, and I handle the day-to-day decisions in between. Shall we try it for a few weeks?',
      ],
    ],
    ifPushback: {
      move: 'If they say they need to stay close, ask what would make them comfortable stepping back, and agree a smaller first step.',
      reply: [
        [
          'I understand {thing} matters a lot to you. What would you need to see from me to feel comfortable checking in less often?',
          'I understand this matters a lot to you. What would you need to see from me to feel comfortable checking in less often?',
        ],
      ],
    },
  },
  {
    id: 'new-manager',
    label: 'starting out as a manager',
    choice: 'I have just become a manager, or now manage my former peers',
    reading: [
      'You are taking over {thing} from {date}, and want to set expectations early without coming across as either a pushover or a boss who changed overnight.',
      'You are taking over {thing}, and want to set expectations early without coming across as either a pushover or a boss who changed overnight.',
      'You are stepping into a manager role, {because}, and want to set expectations early without losing the trust you have.',
      'You are starting as a manager on {date}, and want to set expectations early without coming across as either a pushover or a boss who changed overnight.',
      'You have just become a manager, perhaps of people who were your peers, and want to set expectations without losing the relationships.',
    ],
    moves: [
      [
        'Name the change out loud in your first team meeting: say what is different now, what stays the same, and what you will need from people; pretending nothing changed makes your first hard decision feel like a betrayal.',
      ],
      [
        'Hold a 1:1 with each person early and ask three things: what is working, what gets in the way, and how they like to get feedback; listen more than you announce. Talk first, and privately, with anyone who wanted the role, and ask for their help openly.',
      ],
      [
        'Set two or three clear expectations early (how decisions get made, how you want to hear about problems, how your 1:1s will work) and change little else in the first weeks; big early changes read as proving yourself.',
      ],
    ],
    userFit: {
      D: 'You may move fast and change things to show results, which makes the team feel overruled; spend the first weeks asking, and announce changes after.',
      I: "You may try to stay everyone's friend and avoid the first hard call; be warm, but say clearly which decisions are now yours.",
      S: 'You may hold back from deciding so you do not seem bossy, which leaves the team unsure who leads; make small decisions visibly and early.',
      C: 'You may build the perfect plan before talking to anyone; talk to each person first, and the plan will be better for it.',
    },
    counterpartFit: {
      D: 'Give them a clear area to own and agree how you will check in; they may test whether you mean it, so be consistent.',
      I: 'Keep the friendly tone but say explicitly what changes; they may assume the old informal deals still hold.',
      S: 'Tell them early what will stay the same; they worry most about sudden change and settle once they see it.',
      C: 'Explain how you will make decisions and judge work; they trust a clear, fair process more than warm words.',
    },
    reply: [
      ['Hi everyone,'],
      [
        'As you know, I am taking over {thing} from {date}, and I want to be open about what that means.',
        'As you know, I am taking over {thing}, and I want to be open about what that means.',
        'As you know, I am stepping into the manager role, and I want to be open about what that means.',
      ],
      [
        'Some things will change, because some calls are now mine to make, but how much I value working with each of you will not.',
      ],
      [
        'I would like to have a one-to-one with each of you soon, to hear what works, what gets in the way, and how you like to work.',
      ],
      [
        'Please tell me early when something is not working; I would much rather hear it from you directly.',
      ],
    ],
    directReply: [
      [
        'I am taking over {thing} from {date}, and here is how I want us to start.',
        'I am taking over {thing}, and here is how I want us to start.',
        'I am stepping into the manager role, and here is how I want us to start.',
      ],
      [
        'First, I would like a one-to-one with each of you, to hear what works and what does not, and then to agree together how we make decisions and flag problems.',
      ],
      ['Bring me problems early, I would always rather know.'],
    ],
    ifPushback: {
      move: 'If a former peer tests you (ignores a decision, jokes about "the boss", goes over your head), talk to them privately and soon, name what you saw calmly, and ask what they need from you.',
      reply: [
        [
          '{name}, I know it is strange for both of us that I am now your manager.',
          'I know it is strange for both of us that I am now your manager.',
        ],
        [
          'I value what we built as colleagues, and I also need us to be clear about how decisions get made now. What would make this work for you?',
        ],
      ],
    },
  },
  {
    id: 'onboarding',
    label: 'onboarding a new team member',
    choice: 'Someone new is joining my team and I am planning their start',
    reading: [
      '{who} starts on {date}, and you want their first weeks of contact planned so they feel welcome and know what is expected instead of having to guess.',
      '{who} is joining your team, {because}, and you want their first weeks of contact planned so they feel welcome and know what is expected.',
      '{who} is joining your team, and you want their first weeks of contact planned so they feel welcome and know what is expected instead of having to guess.',
      'Someone new starts on {date}, and you want their first weeks of contact planned so they feel welcome and know what is expected.',
      'Someone new is joining your team, and you want their first weeks planned so they feel welcome and know what is expected instead of having to guess.',
    ],
    moves: [
      [
        'Send {who} a short welcome before {date}: who to ask for what, what the first day looks like, and one first task; a silent week before a start is when new people begin to doubt.',
        'Send {who} a short welcome before the first day: who to ask for what, what the first day looks like, and one first task; a silent week before a start is when new people begin to doubt.',
        'Send a short welcome before the first day: who to ask for what, what the first day looks like, and one first task; a silent week before a start is when new people begin to doubt.',
      ],
      [
        'Plan the first two weeks of contact on purpose: a short daily check-in the first week, a named buddy who is not you, and a small piece of real work they can finish; for a remote hire, put every touchpoint in the calendar, because they cannot overhear anything.',
      ],
      [
        'Put your expectations in writing early (what good looks like after the first month, how you want to hear about problems, that questions are welcome) and at the end of week one ask what is still unclear. If you are stretched, do not let the first week become "read the wiki".',
      ],
    ],
    userFit: {
      D: 'You may hand over a task and expect them to run with it; give context and a named person to ask, and check in daily the first week.',
      I: 'You may fill the first days with introductions and chats and forget the written basics; send a one-page plan they can come back to.',
      S: 'You will make them feel welcome, but may not say clearly what you expect; write down what a good first month looks like.',
      C: 'You may hand them a mountain of documentation; pick the five things that matter first and tell them the rest can wait.',
    },
    counterpartFit: {
      D: 'Give them a real piece of work to own early and a clear goal for the first month; long introductions lose them.',
      I: 'Introduce them to people quickly and give them chances to talk; they settle in through relationships.',
      S: 'Give them a clear schedule and one steady person to ask; they may not ask questions unless invited, so invite them every day.',
      C: 'Give them the written plan, the documentation and the standards; they want to know how work is judged before they start.',
    },
    reply: [
      ['Hi {name},', ''],
      [
        'Welcome to the team, we are really glad you are joining us on {date}.',
        'Welcome to the team, we are really glad you are joining us.',
      ],
      ['Please bring me any question at all, before you start or after, small ones included.'],
      ['What would help you most to feel ready for your first week?'],
    ],
    directReply: [
      [
        'Welcome, {name}, we are glad to have you from {date}.',
        'Welcome, {name}, we are glad to have you.',
        'Welcome to the team, we are glad to have you.',
      ],
      ['Ask me anything, any time, small questions included.'],
      ['What would help you most in your first week?'],
    ],
    ifPushback: {
      move: 'If the new person goes quiet or keeps saying everything is fine while clearly stuck, ask a concrete question instead of "any questions?".',
      reply: [
        [
          '{name}, what has been the most confusing part of this week so far? Everyone has one, and it helps me make the start better.',
          'What has been the most confusing part of this week so far? Everyone has one, and it helps me make the start better.',
        ],
      ],
    },
  },
  {
    id: 'quiet-team',
    label: 'getting quieter people to speak up',
    choice: 'A few people dominate our meetings and others never speak',
    reading: [
      'In {thing}, a few voices take over and others stay quiet, {because}, and you want to hear from everyone without putting anyone on the spot.',
      'In {thing}, a few voices take over and others stay quiet, and you want to hear from everyone without putting anyone on the spot.',
      'A few people dominate your meetings while others stay quiet, {because}, and you want to hear from everyone without putting anyone on the spot.',
      'A few people dominate your meetings while others stay quiet, and you want to hear from everyone without putting anyone on the spot.',
    ],
    moves: [
      [
        'Send the question before {thing}, in writing, and open with two minutes of silent writing; quiet people often have the best view but need time to form it.',
        'Send the question before the meeting, in writing, and open with two minutes of silent writing; quiet people often have the best view but need time to form it.',
      ],
      [
        'Change the format, not the people: go round for one-line answers, or collect ideas in a shared document first, and ask the loudest voices privately to speak last. If you give your own opinion first, most people will simply agree with it.',
      ],
      [
        'Follow up one to one with the quiet people: ask for their view on one specific point and, when it is useful, credit them by name in the next meeting.',
      ],
    ],
    userFit: {
      D: 'You may move on as soon as one good answer appears; wait longer, and ask "what have we not heard yet?" before you decide.',
      I: 'You may fill every pause yourself; after each question, count to five in silence and let the quiet ones use it.',
      S: 'You may not want to stop the loud voices; a kind, firm "let us hear from someone who has not spoken yet" protects everyone.',
      C: 'You may run a tight agenda with no room for slower thinkers; send the questions in advance and build in writing time.',
    },
    counterpartFit: {
      D: 'Ask the dominant voices privately to help by inviting others in and speaking last; give them that role rather than silencing them.',
      I: 'Talkers usually mean well; give them a job, like summing up what others said, so their energy helps the room.',
      S: 'Ask them before the meeting and let them answer in writing first; never call on them by surprise for an opinion.',
      C: 'Give them the facts and the question in advance; they speak when they have had time to think it through.',
    },
    reply: [
      ['Hi everyone,'],
      [
        'For {thing} I would like to try something different, so that we hear from everyone.',
        'For our next meeting I would like to try something different, so that we hear from everyone.',
      ],
      [
        'My suggestion: we get the questions a day before, start with a few minutes of quiet writing, and then go round so each person gives a short answer.',
      ],
      [
        'If you prefer, send me your thoughts in writing beforehand; every idea counts the same, however it arrives.',
      ],
      ['How does that sound to you?'],
    ],
    ifPushback: {
      move: 'If a quiet person says they have nothing to add, do not push in public; ask a narrower question privately. If a loud colleague objects to the new format, give them a role in it, such as summing up what others said.',
      reply: [
        [
          'No problem at all. If one thing comes to mind after the meeting, even a small one, please send it to me; I would like to hear it.',
        ],
      ],
    },
  },
  {
    id: 'bad-news-to-team',
    label: 'announcing bad news or a change to your team',
    choice: 'I have to tell my team some bad news or a big change',
    reading: [
      'You have to tell the team about {thing}, {because}, and want them to hear it clearly from you, not from rumours.',
      'You have to tell the team about {thing}, and want them to hear it clearly from you, with room for their reaction.',
      'You have to give your team bad news or announce a change, and want them to hear it clearly from you, with room for their reaction.',
    ],
    moves: [
      [
        'Tell them yourself, before the rumours do: say what is happening in the first two sentences, then the reason, then what it means for them. If one person is directly affected, tell them privately first.',
      ],
      [
        'Separate what is decided from what is still open, and say honestly what you do not know yet; a reassurance you cannot keep ("no one else will be affected") costs more trust than the news itself.',
      ],
      [
        'Leave real time for questions and reactions, then offer 1:1s the same week; the people hit hardest rarely say so in the group.',
      ],
    ],
    userFit: {
      D: 'You may announce it and move straight to the plan; pause after the news and invite reactions before you talk about next steps.',
      I: 'You may present the news as an exciting opportunity, which sounds false; name the loss honestly, then talk about what comes next.',
      S: 'You may delay to protect the team and let rumours do the telling; tell them as soon as you are allowed to.',
      C: 'You may give a long account of how the decision was made; lead with what changes for them and keep the reasoning short.',
    },
    counterpartFit: {
      D: 'They will want to know what it means for their goals and what they can still decide; give them that quickly.',
      I: 'They will react out loud; let them, and keep some team connection in the plan, such as how people will still work together.',
      S: 'They worry about stability; say clearly what stays the same and offer a private talk to those affected.',
      C: 'They will ask how it was decided and for the details; be precise, and if you do not know yet, say when you will.',
    },
    reply: [
      ['Hi everyone,'],
      [
        'I have some difficult news about {thing}, and I want you to hear it from me directly.',
        'I have some difficult news, and I want you to hear it from me directly.',
      ],
      [
        'This is happening {because}, and I know it is not what many of us hoped for.',
        'I know it is not what many of us hoped for, and I am not going to pretend otherwise.',
      ],
      [
        'I want to be clear with you about what is decided, what is still open, and what it means for each of you.',
      ],
      ['What questions do you have right now?'],
    ],
    directReply: [
      [
        'I have difficult news about {thing}, and I want you to hear it from me directly.',
        'I have difficult news, and I want you to hear it from me directly.',
      ],
      ['It is happening {because}.', ''],
      ['I want to be clear about what is decided and what is still open, so ask me anything.'],
    ],
    ifPushback: {
      move: 'If people are angry or cynical, do not defend the decision line by line; acknowledge the frustration, say what you can and cannot influence, and stay for the questions.',
      reply: [
        [
          'You are right to be frustrated, and I am not going to pretend this is good news. What I can do is be honest with you about what is decided and what is still open. What would help most right now?',
        ],
      ],
    },
  },
  {
    id: 'recognition',
    label: "recognising someone's work well",
    choice: 'I want to thank or praise someone properly',
    reading: [
      'You want to thank {who} for {thing} in a way that shows you saw what they actually did, not with a generic "great job".',
      'You want to thank {who}, {because}, in a way that shows you saw what they actually did, not with a generic "great job".',
      'You want to recognise the work on {thing} in a way that shows you saw what people actually did, not with a generic "great job".',
      'You want to thank {who} in a way that shows you saw what they actually did, not with a generic "great job".',
      'You want to thank someone, or a team, in a way that shows you saw what they actually did, not with a generic "great job".',
    ],
    moves: [
      [
        'Name exactly what {who} did on {thing} and the difference it made; specific praise tells people what to keep doing, while "great job" is forgotten by lunch.',
        'Name exactly what was done on {thing} and the difference it made; specific praise tells people what to keep doing, while "great job" is forgotten by lunch.',
        'Name exactly what {who} did and the difference it made; specific praise tells people what to keep doing, while "great job" is forgotten by lunch.',
        'Name exactly what they did and the difference it made; specific praise tells people what to keep doing, while "great job" is forgotten by lunch.',
      ],
      [
        'Say it soon, in the way they like: some people love thanks in front of the team, others would rather get a private note; if you are not sure, do both, the private one first. Mention the effort it took ({count}): effort nobody sees is effort people stop giving.',
        'Say it soon, in the way they like: some people love thanks in front of the team, others would rather get a private note; if you are not sure, do both, the private one first.',
      ],
      [
        'Where it matters, make the credit travel: tell their own manager or mention it in the update to leadership, so it reaches the people who decide on their growth.',
      ],
    ],
    userFit: {
      D: 'You may keep it to "nice work" and move on; take one more sentence to say what exactly was good and why it mattered.',
      I: 'You may give big public praise that feels generous but vague; name the specific thing they did, and check they are comfortable in the spotlight.',
      S: 'You thank people often but quietly; once in a while, say it where it counts for their career, in front of the people who decide.',
      C: 'You may hold praise back until the work is perfect, or tuck it into comments; say what was good, without a "but" attached.',
    },
    counterpartFit: {
      D: 'Link the praise to the result and its impact; they value recognition that comes with more trust or responsibility.',
      I: 'Public recognition suits them: say it in the team meeting or channel where others can join in.',
      S: 'A sincere private note often means more to them than public applause; mention how their work helped others.',
      C: 'Be precise about what was good and why; broad praise can seem empty to them, while specific praise is believed.',
    },
    reply: [
      ['Hi {name},', ''],
      [
        'I wanted to say a proper thank you for {thing}.',
        'I wanted to say a proper thank you for your work on this.',
      ],
      [
        'I know what it took ({count}), and it did not go unnoticed.',
        'I want you to know it did not go unnoticed.',
      ],
      ['Would you be happy for me to mention it to the wider team as well?'],
    ],
    directReply: [
      [
        '{name}, thank you for {thing}; I really appreciate it.',
        'Thank you for {thing}; I really appreciate it.',
        '{name}, thank you for your work on this; I really appreciate it.',
        'Thank you for your work on this; I really appreciate it.',
      ],
      ['Would you be happy for me to mention it to the wider team too?'],
    ],
    ifPushback: {
      move: 'If they brush it off ("it was nothing", "it was the whole team"), do not argue; say it once more, briefly, and let it stand.',
      reply: [['I meant it, and I wanted you to hear it from me. Take the thanks, you earned it.']],
    },
  },
  {
    id: 'team-morale',
    label: 'lifting a tired or cynical team',
    choice: 'My team is demotivated, tired or cynical',
    reading: [
      'Your team is tired and low, {because}, and you want to lift morale without pep talks they will see through.',
      'Your team is low on morale, tired or cynical, and you want to lift it without pep talks they will see through.',
    ],
    moves: [
      [
        'Ask before you fix: in 1:1s, ask each person what drains them most right now and what would make next month better; the cause is usually one or two concrete things (workload, a broken process, a decision nobody explained).',
      ],
      [
        'Remove one real irritant quickly and say that you did: cancelling a meeting, pushing back on one request or fixing a tool does more than any team event.',
      ],
      [
        "Be honest about what you cannot change, and drop the cheerful messaging; cynicism grows when the official story and people's experience do not match. If people are burning out, look at the workload, not at their attitude.",
      ],
    ],
    userFit: {
      D: 'You may push for more output to get momentum back, which deepens the tiredness; listen first, and cut something before you ask for more.',
      I: 'You may reach for a pep talk or a fun event; tired people first want to be heard and to see a real problem fixed.',
      S: "You may absorb the team's frustration without acting on it; pick one thing to change and say plainly that you are changing it.",
      C: 'You may survey and analyse for weeks; ask people directly, then act soon on one clear finding.',
    },
    counterpartFit: {
      D: 'They want to see decisions and progress; give them one problem to own and a visible win.',
      I: 'They need connection and recognition; bring back moments where the team notices small wins together.',
      S: 'They need stability; tell them what will not change, and protect them from sudden new work.',
      C: 'They lose heart when things make no sense; explain the reasons behind decisions and fix the broken processes.',
    },
    reply: [
      ['Hi everyone,'],
      ['I know things have been hard lately, and I do not want to pretend otherwise.'],
      [
        'I would like to talk with each of you one to one about what is draining you most and what would help.',
      ],
      ['What is the one thing that would make the biggest difference for you right now?'],
    ],
    directReply: [
      ['Things have been hard lately, and I want to fix what I can.'],
      ['Tell me, one to one, the one thing that drains you most; I would rather know than guess.'],
    ],
    ifPushback: {
      move: 'If they answer with cynicism ("nothing will change"), agree that words are cheap, ask for the one thing that matters most, and come back with what you did about it.',
      reply: [
        [
          'Fair enough, words are easy. Judge me on what changes, not on what I say. What is the one thing that would make the biggest difference for you?',
        ],
      ],
    },
  },
  {
    id: 'remote-team',
    label: 'communicating across a remote or hybrid team',
    choice: 'My team works remotely, hybrid or across time zones',
    reading: [
      'Work on {thing} runs across locations or time zones, {because}, and you want handoffs and updates that do not depend on everyone being online at once.',
      'Your work with {who} runs across locations or time zones, {because}, and you want it to work without everyone being online at once.',
      'Work on {thing} runs across locations or time zones, and you want handoffs and updates that do not depend on everyone being online at once.',
      'Your work with {who} runs across locations or time zones, and you want it to work without everyone being online at once.',
      'Your team works remotely, hybrid or across time zones, and you want handoffs, answers and decisions to reach everyone without everyone being online at once.',
    ],
    moves: [
      [
        "Make the written handoff the default: at the end of each working day, each side posts what is done, what is blocked and what needs an answer, in one agreed place; a handoff that lives in someone's head is lost overnight.",
      ],
      [
        'Agree a few rules out loud: which channel is for what, how fast a reply is expected, and a small overlap window for live talk; rotate meeting times so the same people are not always up late.',
      ],
      [
        'Watch who is left out: a decision made in the office or in a side call gets written up where everyone sees it, the same day, and mixed meetings run as if everyone were remote. Ask {who} directly whether they feel out of the loop.',
        'Watch who is left out: a decision made in the office or in a side call gets written up where everyone sees it, the same day, and mixed meetings run as if everyone were remote. Ask the remote people directly whether they feel out of the loop.',
      ],
    ],
    userFit: {
      D: 'You may decide things in quick calls with whoever is online; write the decision and the reason where everyone sees it, the same day.',
      I: 'You may rely on calls and chat that remote colleagues miss; put the key points in writing after every conversation.',
      S: 'You may notice someone feels left out but wait for them to say so; ask them directly and change the meeting time or channel.',
      C: 'You may write long documents that few people read across time zones; start every written update with the decision and what you need from whom.',
    },
    counterpartFit: {
      D: 'Give them clear ownership and a short written status format; they hate waiting for an overlap window to get an answer.',
      I: 'Give them some live contact, such as a regular video call, so remote work does not feel cold, and written notes after.',
      S: 'Invite them explicitly into decisions; they rarely complain when they are left out.',
      C: 'Agree clear written rules for handoffs and reply times; they work best with a predictable process.',
    },
    reply: [
      ['Hi everyone,'],
      [
        'Since we work on {thing} across locations and time zones, I would like us to try a simple habit so nothing gets lost between us.',
        'Since we work across locations and time zones, I would like us to try a simple habit so nothing gets lost between us.',
      ],
      [
        'My suggestion: at the end of each working day, each of us posts a short handoff in one agreed place, with what is done, what is blocked, and what needs an answer from the other side.',
      ],
      [
        'Any decision made in a call would be written up there the same day, so nobody finds out late.',
      ],
      ['Could we try it for a few weeks, and what would make it work for you?'],
    ],
    directReply: [
      [
        'Here is a simple habit so nothing on {thing} gets lost between our locations.',
        'Here is a simple habit so nothing gets lost between our locations and time zones.',
      ],
      [
        'At the end of each working day, everyone posts three lines in one agreed place (done, blocked, needs an answer), and decisions from calls get written up the same day. Can we try it for a few weeks?',
      ],
    ],
    ifPushback: {
      move: 'If people call it extra admin, keep the format to three lines and show after a week or two what it saved; if one location resists, ask what would work for them instead of forcing it.',
      reply: [
        [
          'I know it feels like one more thing. Three lines at the end of the day is all I am asking, and we can look at it again after a few weeks. What would make it easier for you?',
        ],
      ],
    },
  },
];

import type { DiscStyle, StrengthDomain, ThinkingStyle } from '@styleprint/contracts';
import type { CoachingTopicId } from '@styleprint/coach-content';

/**
 * What the coach knows about each coaching topic: the trap each DiSC style falls into, a shape
 * that works, a line to say to each kind of listener, and which MBTI axis matters most.
 */
export interface TopicAdvice {
  /** "a feedback conversation": fits "in {noun}". */
  noun: string;
  mbtiAxis: 0 | 1 | 2 | 3;
  /** The habit of each style that hurts most in this situation. */
  trap: Record<DiscStyle, string>;
  /** A shape to follow, in steps. */
  shape: string;
  /** An opening line that works for a listener of each style. */
  line: Record<DiscStyle, string>;
}

export const TOPIC_ADVICE: Record<CoachingTopicId | 'general', TopicAdvice> = {
  'giving-feedback': {
    noun: 'a feedback conversation',
    mbtiAxis: 2,
    trap: {
      D: 'you go straight to the flaw, and it lands as a verdict',
      I: 'you wrap the point in so much praise that it gets lost',
      S: 'you soften it until the change you need is never said',
      C: 'you list every issue, and the one that matters drowns',
    },
    shape: 'situation, behaviour, impact, then ask what they think and agree one next step',
    line: {
      D: 'Quick one: the report went out without the risk section, and we lost a day. Can you add it to the template from now on?',
      I: 'I love the energy in your demo. One change would make it land even better: start with the customer problem. Want to try it Thursday?',
      S: 'Thanks for all the care you put into the handover. One thing would help the team: a short checklist. Could we write it together this week?',
      C: 'In section 3 the totals differ from the dashboard by 4%. Could you check the filter and note the source in the table?',
    },
  },
  'handling-conflict': {
    noun: 'a disagreement',
    mbtiAxis: 2,
    trap: {
      D: 'you argue to win, and the other person stops listening',
      I: 'you smooth it over with humour, and the real issue stays',
      S: 'you give in to keep the peace, and resentment builds',
      C: 'you retreat into facts and sound cold or superior',
    },
    shape: 'name the shared goal, state each view in one line, agree on what would settle it',
    line: {
      D: 'We both want this shipped. You want Friday; I want it stable. What would make Friday safe?',
      I: "I know we see this differently, and I value how much you care about it. Can we find a version we're both excited about?",
      S: "I don't want this to come between us. Can we talk through what worries you, and then decide together?",
      C: 'Let me check I have your reasoning right: you think X because of Y. Here is the data behind my view. What would change your mind?',
    },
  },
  'running-a-meeting': {
    noun: 'a meeting',
    mbtiAxis: 3,
    trap: {
      D: 'you drive to a decision before quieter people have spoken',
      I: 'the discussion is lively but runs over and ends without owners',
      S: 'you let the loudest voice set the direction',
      C: 'the agenda is thorough but the meeting ends still gathering data',
    },
    shape:
      'one-line purpose, a timed agenda, a round where everyone speaks, and decisions with owners and dates',
    line: {
      D: 'We have 30 minutes and one decision to make: launch date. I will close with owners and dates.',
      I: "Great to have everyone here! Let's hear one idea from each of you, then pick the best two.",
      S: "Here's the agenda so nothing is a surprise. I'll make sure everyone gets a turn before we decide.",
      C: 'The data is in the pre-read. We will spend 10 minutes on questions, then decide on the criteria we agreed.',
    },
  },
  'persuading-a-stakeholder': {
    noun: 'a pitch to a stakeholder',
    mbtiAxis: 1,
    trap: {
      D: 'you push your conclusion and it reads as pressure',
      I: 'you sell the vision but skip the evidence and the cost',
      S: 'you ask so tentatively that saying no is easy',
      C: 'you bury the ask under the analysis',
    },
    shape:
      'their goal first, your ask in one sentence, the evidence, the risk and how you would handle it',
    line: {
      D: 'I need a yes on 20k for the pilot. It cuts onboarding time by a third; the risk is two weeks of my time. Can I go ahead?',
      I: 'Imagine onboarding that customers actually talk about. A small pilot gets us there, and I would love you to sponsor it.',
      S: 'Here is a small, low-risk pilot with a clear plan and a way back if it does not work. Could we try it with one team?',
      C: 'The pilot costs 20k; the baseline is 14 days to onboard and our estimate is 9, based on last quarter. Here are the assumptions.',
    },
  },
  'email-tone': {
    noun: 'an email',
    mbtiAxis: 2,
    trap: {
      D: 'short lines with no greeting read as anger',
      I: 'exclamation marks and tangents hide the ask',
      S: 'apologies and qualifiers make the request sound optional',
      C: 'long paragraphs of detail bury what you need',
    },
    shape:
      'a one-line greeting, the ask in the subject and first line, context in three bullets, a clear close',
    line: {
      D: 'Subject: Decision needed by Thursday: vendor contract. Hi Sam, I need a yes or no on renewing. Two options below.',
      I: 'Hi Sam! Hope the trip was fun. Quick ask so we can get rolling: could you send the vendor list by Thursday?',
      S: 'Hi Sam, thanks for your help last week. When you have a moment this week, could you send the vendor list? Happy to help if needed.',
      C: 'Hi Sam, could you send the vendor list (names, contract end dates, annual cost) by Thursday? I will use it for the renewal review.',
    },
  },
  delegating: {
    noun: 'a handover of work',
    mbtiAxis: 3,
    trap: {
      D: 'you hand over the task, not the context, then take it back',
      I: 'you pitch it with enthusiasm but leave the result undefined',
      S: 'you do it yourself rather than ask',
      C: 'you specify every step and the person never owns it',
    },
    shape:
      'the outcome and why it matters, what done looks like, the deadline, the freedom they have, when you will check in',
    line: {
      D: 'I need the renewal deck by Friday: three slides, numbers from Finance. How you build it is your call. Check-in Wednesday.',
      I: 'This is a chance to shine with the leadership team! Own the renewal deck; I will back your ideas. Shall we sketch it Wednesday?',
      S: "Would you take on the renewal deck? Here is the outline and last year's version. I am around all week if you want to talk it through.",
      C: 'Renewal deck: three slides, figures from the Q3 finance export, due Friday 5pm. Standards are in the template. Questions welcome.',
    },
  },
  'difficult-conversation': {
    noun: 'a difficult conversation',
    mbtiAxis: 2,
    trap: {
      D: 'you rush to the point and skip how it will land',
      I: 'you keep it light and the message never arrives',
      S: 'you delay it until it becomes bigger',
      C: 'you prepare the facts but not the feelings',
    },
    shape:
      'say why you are talking, the one thing you need them to hear, a pause to listen, then the next step',
    line: {
      D: 'I want to be direct because I respect you: the project is being cancelled. Let us talk about what that means for you.',
      I: 'This is a hard one to say, and I care about how you take it: your role is changing. Can we talk about what excites you next?',
      S: 'I have something difficult to share, and I will take it slowly. Nothing changes this month. Here is what happens next.',
      C: 'Here is the decision and the reasons behind it. I will walk you through the details and answer every question.',
    },
  },
  'active-listening': {
    noun: 'a conversation where you need to listen',
    mbtiAxis: 0,
    trap: {
      D: 'you jump to the solution before they finish',
      I: 'you turn the story towards your own',
      S: 'you listen, agree, and never share your own view',
      C: 'you listen for errors rather than for meaning',
    },
    shape:
      'let them finish, play back what you heard in one line, ask one open question, only then respond',
    line: {
      D: 'So the blocker is the vendor, not the team. What would you need from me to fix that?',
      I: 'That sounds really frustrating. What part of it bothers you most?',
      S: 'Thank you for telling me. If I have it right, the change came too fast. What would help now?',
      C: 'Let me check I understood: the numbers changed after the filter update. Which figure worries you most?',
    },
  },
  'presenting-ideas': {
    noun: 'a presentation',
    mbtiAxis: 1,
    trap: {
      D: 'you present the conclusion and skip the why',
      I: 'you tell great stories but the key point gets lost',
      S: 'you under-sell the idea',
      C: 'you show too much data and lose the room',
    },
    shape:
      'the point in one sentence, three supporting facts or stories, what you need from the audience',
    line: {
      D: 'One ask today: approve the pilot. Three reasons, then your questions.',
      I: 'Picture a customer who finishes onboarding in a day. That is what this idea does, and here is how we get there.',
      S: 'Here is a proposal that builds on what already works, in three steps, with no disruption to current projects.',
      C: 'Three findings from 1,200 support tickets, the method behind them, and one recommendation.',
    },
  },
  'building-rapport': {
    noun: 'a new working relationship',
    mbtiAxis: 0,
    trap: {
      D: 'you keep it all business and come across as distant',
      I: 'you overwhelm a quieter person with energy',
      S: 'you wait for them to make the first move',
      C: 'you stay formal so long that trust never starts',
    },
    shape:
      'show interest in how they like to work, find one shared goal, follow through on one small promise',
    line: {
      D: 'I like to keep things efficient. How do you prefer updates: short messages or a weekly call?',
      I: 'So great to be working together! What has been the most fun project you worked on here?',
      S: 'Welcome! No rush settling in. Would a short coffee this week help? Happy to show you how things work.',
      C: 'How do you like to receive information: written summaries, data first, or a quick call? I will adapt.',
    },
  },
  general: {
    noun: 'this situation',
    mbtiAxis: 0,
    trap: {
      D: 'your speed can skip how the other person feels',
      I: 'your enthusiasm can hide the concrete ask',
      S: 'your patience can keep your own view unsaid',
      C: 'your precision can bury the point',
    },
    shape: 'the point first, one reason, one question that invites their view, an agreed next step',
    line: {
      D: 'Here is what I need and by when. What would get in the way?',
      I: 'I am excited about this, and I want to get it right with you. Can we pick one next step?',
      S: 'I would like to make this work for both of us. Can we go through it step by step?',
      C: 'Here are the specifics as I understand them. Which part should we check first?',
    },
  },
};

/** How each thinking preference does its best work in any situation. */
export const THINKING_TIP: Record<ThinkingStyle, string> = {
  Analytical: 'bring one concrete example and its impact, with a number if you have one',
  Structural: 'give it a simple structure the other person can follow',
  Social: 'check how it is landing with them as you go, not only at the end',
  Conceptual: 'connect it to the bigger goal so it means more than the task',
};

export const STRENGTH_TIP: Record<StrengthDomain, string> = {
  Executing: 'close with an agreed next step, an owner and a date',
  Influencing: 'frame the ask in terms of what the other person wants',
  Relationship: 'start by acknowledging the other person, and mean it',
  Thinking: 'think through their likely objection and answer it before they raise it',
};

/** The first and the second letter of each MBTI axis, and how each behaves under pressure. */
export const MBTI_TIP: Record<string, string> = {
  E: 'you think out loud; pause after your first point and let them respond',
  I: 'you think first; prepare your key sentence so it does not stay in your head',
  S: 'you trust specifics; add one line on why it matters in the bigger picture',
  N: 'you see the big picture; add one concrete example so it feels real',
  T: 'you lead with logic; name the impact on the person too',
  F: 'you lead with care; keep the ask explicit, since kindness and clarity go together',
  J: 'you want closure; leave room for their input before you decide',
  P: 'you keep options open; agree when the decision will be made',
};

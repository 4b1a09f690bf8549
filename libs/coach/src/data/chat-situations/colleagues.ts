import type { ChatSituation } from './types.js';

/**
 * Situations with colleagues and peers: raising problems sideways, late work, credit, meetings,
 * hard personalities, disagreement, defensiveness, mediation, trust, culture and language.
 * Facts appear only as slots; every sentence ends with a variant that holds without them.
 */
export const COLLEAGUE_SITUATIONS: readonly ChatSituation[] = [
  {
    id: 'peer-feedback',
    label: 'giving feedback to a peer',
    choice: 'I need to raise a problem with a colleague at my level',
    reading: [
      'You want to tell {who} there is a problem with {thing}, {because}, and you have no authority to make them change it.',
      'You want to tell {who} there is a problem with {thing}, and you have no authority to make them change it.',
      'You want to raise a problem with {who}, {because}, and you have no authority to make them change.',
      'You want to raise a problem with {who}, a colleague you cannot simply tell what to do.',
      'You want to raise a problem with a colleague at your level, someone you cannot simply tell what to do, without damaging the working relationship.',
    ],
    moves: [
      [
        'Talk to {who} privately and soon, before you mention it to anyone else: a peer who hears it second-hand from a manager will defend, not change.',
        'Talk to them privately and soon, before you mention it to anyone else: a peer who hears it second-hand from a manager will defend, not change.',
      ],
      [
        'Describe one recent, concrete example of the problem with {thing} and what it did to your work; a verdict on them ("careless", "lazy") starts an argument, an example starts a conversation.',
        'Describe one recent, concrete example and what it did to your work; a verdict on them ("careless", "lazy") starts an argument, an example starts a conversation.',
      ],
      [
        'Own your part if you let it run for a while ("I should have said this sooner"), then make one specific request and ask what would make it work for them too.',
      ],
    ],
    userFit: {
      D: 'You may open with the problem and the fix and sound like their manager; start with a question about how they see it, and make your request a request.',
      I: 'You may soften it with so much friendliness and joking that they miss the point; name the problem in your second sentence and keep the talk short.',
      S: 'You may keep quietly absorbing the extra work to protect the relationship; decide the one thing you will ask for and say it plainly this week.',
      C: 'You may arrive with a full list of every instance; pick the one or two clearest examples and lead with the change you want.',
    },
    counterpartFit: {
      D: 'Be brief and concrete: the problem, its effect on you, what you need, and let them choose how to fix it.',
      I: 'Keep it warm and one to one, and make clear it is about one habit, not about them or your friendship.',
      S: 'Reassure them the relationship is fine before you name the problem, and give them time to answer instead of asking for a reply on the spot.',
      C: 'Bring one specific example with its facts and its effect; they will accept evidence and dismiss impressions.',
    },
    reply: [
      ['Hi {name},', ''],
      [
        'Can I raise something? You keep {habit}, and it has been on my mind; I would rather say it to you directly.',
        'Can I raise something about {thing}? It has been on my mind, and I would rather say it to you directly.',
        'Can I raise something with you? It has been on my mind, and I would rather say it to you directly.',
      ],
      [
        'Could we agree on how we handle it from now on? I would like to hear how it looks from your side too.',
      ],
    ],
    directReply: [
      [
        '{name}, I would like a quick word: you keep {habit}, and it gets in the way of my work.',
        '{name}, I would like a quick word about {thing}.',
        'I would like a quick word about {thing}.',
        'I would like a quick word about how we work together.',
      ],
      ['Can we agree on a fix? I am open to your view on what would work.'],
    ],
    ifPushback: {
      move: 'If they deny it or say it is no big deal, do not argue about the past: restate the one effect on you and ask for a small trial.',
      reply: [
        [
          'We may see it differently, and that is fine; I am raising it because it matters to how we work together. Could we try a different way for the next few weeks and see how it goes?',
        ],
      ],
    },
  },
  {
    id: 'missed-deadlines-colleague',
    label: 'someone who keeps running late',
    choice: 'Someone keeps delivering late or arriving late, and it affects my work',
    reading: [
      'You depend on {who} for {thing}, due {date}, and the late delivery keeps landing on you ({count} so far).',
      'You depend on {who} for {thing}, due {date}, and the delay lands on you.',
      'You depend on {who} for {thing}, and the late delivery keeps landing on you ({count} so far).',
      'You depend on {who} for {thing}, and it keeps arriving late.',
      'You keep waiting on {who}, who keeps running late ({count} so far), and the cost lands on you or the team.',
      'You keep waiting on {who}, who keeps running late, and the cost lands on you or the team.',
      'Someone you depend on keeps running late, with their work or their hours, and the cost lands on you or the team.',
    ],
    moves: [
      [
        'Raise the pattern, not just the latest miss: give the count ({count}) and say what the delays did to you or the team.',
        'Raise the pattern, not just the latest miss: say how often it has happened and what the delays did to you or the team.',
      ],
      [
        'Ask what is getting in the way before you suggest a fix, and check your own part: was {date} agreed with them, or only announced?',
        'Ask what is getting in the way before you suggest a fix, and check your own part: were the deadlines agreed with them, or only announced?',
      ],
      [
        'Agree a date they say yes to and an early warning ("if it starts slipping, tell me a day or two before"), and follow up on the first miss, not the fourth.',
      ],
    ],
    userFit: {
      D: 'You may open with the miss and its consequence and get a quick "sorry" that changes nothing; ask what gets in the way first, then agree the date together.',
      I: 'You may keep it so light ("no worries, just checking!") that they do not hear a problem; say plainly that the delays are affecting you.',
      S: 'You may quietly cover the gap yourself, which hides the problem; tell them this week what the delays cost you and ask for a date they commit to.',
      C: 'You may build a detailed log before you say anything; one or two dated examples are enough to start the conversation now.',
    },
    counterpartFit: {
      D: 'Talk about the outcome and the date, briefly, and let them say how they will hit it.',
      I: 'They may agree warmly and then forget; confirm the agreed date in writing right after the talk.',
      S: 'They may be overloaded and not saying so; ask gently what is on their plate and help them drop something.',
      C: 'They may be late because they are polishing; agree what "done" means, and that a good draft on time beats a perfect one late.',
    },
    reply: [
      ['Hi {name},', ''],
      [
        'I would like to talk with you about timing on {thing}.',
        'I would like to talk with you about timing, and find a way that works for both of us.',
      ],
      [
        'Is something getting in the way on your side? I would rather know, so we can sort it out together.',
      ],
      [
        'Can we agree on a date for {thing} that you are confident about, and could you tell me early if it starts to slip?',
        'Can we agree on dates and times you can commit to, and could you tell me early if something is going to slip?',
      ],
    ],
    directReply: [
      [
        '{name}, I need to talk with you about timing on {thing}.',
        'I need to talk with you about timing on {thing}.',
        '{name}, I need to talk with you about timing.',
        'I need to talk with you about timing.',
      ],
      [
        'What date can you commit to for {thing}, and what do you need from me to hit it?',
        'What can you commit to from now on, and what do you need from me to make it work?',
      ],
      ['If it starts to slip, please tell me early, not on the day.'],
    ],
    ifPushback: {
      move: 'If they blame workload or other people, accept the reason and move to the fix: what comes off their plate, or a date they will keep. If they report to you and it continues, put the agreement in writing.',
      reply: [
        [
          'I understand, and I am not looking for anyone to blame. What would need to change, on your side or mine, for {thing} to land on a date we both agree?',
          'I understand, and I am not looking for anyone to blame. What would need to change, on your side or mine, for the work to land on a date we both agree?',
        ],
      ],
    },
  },
  {
    id: 'credit-taken',
    label: 'someone taking credit for your work',
    choice: 'Someone presented my work as theirs',
    reading: [
      'You did the work on {thing}, and {who} presented it as their own.',
      'You did the work on {thing}, and someone else took the credit for it.',
      'You did the work, and {who} took the credit for it.',
      'You did the work, and someone else presented it as theirs.',
    ],
    moves: [
      [
        'Talk to {who} first, privately, with a question rather than an accusation ("I noticed {thing} was presented as yours; what happened there?"): sometimes it is carelessness, and a question lets them fix it.',
        'Talk to the person first, privately, with a question rather than an accusation ("I noticed my work was presented as yours; what happened there?"): sometimes it is carelessness, and a question lets them fix it.',
      ],
      [
        'Make your work visible from now on: send your own short update to your manager when you finish something, and ask to present your own parts; if you usually hand work over quietly and let others present it, that habit made this easier.',
      ],
      [
        'If it happens again, go to your manager with facts: what you did, when, and where it is recorded (emails, file history); a record carries more weight than a complaint.',
      ],
    ],
    userFit: {
      D: 'You may confront them in public or while angry; have the first talk in private and ask a question before you state your conclusion.',
      I: 'You may laugh it off, or vent to others, which spreads it without fixing it; talk to the person directly, then present your next piece of work yourself.',
      S: 'You may let it go to keep the peace, and it will happen again; one calm, private sentence now is enough to stop it.',
      C: 'You may collect proof and say nothing; use the record to back a short, direct conversation, not to replace it.',
    },
    counterpartFit: {
      D: 'Be short and factual about what you did and what you want next time; they respect people who stand their ground.',
      I: 'They may not have noticed they did it; name it kindly and ask them to credit you by name next time.',
      S: 'Keep it private and calm; they will likely be embarrassed and fix it quickly if they do not feel attacked.',
      C: 'Point to the record (files, emails, dates) and keep to facts; they will accept evidence.',
    },
    reply: [
      ['Hi {name},', ''],
      [
        'I noticed {thing} was presented as your work, and I put a lot of my own work into it.',
        'I noticed some of my work was presented as yours, and I wanted to talk to you about it directly.',
      ],
      ['I may be missing some context, so I wanted to ask you first.'],
      ['From now on, could we say who did which part, and could I present my own parts?'],
    ],
    directReply: [
      [
        '{name}, {thing} was presented as yours, and I did much of the work on it.',
        '{thing} was presented as yours, and I did much of the work on it.',
        'Some of my work was presented as yours, and I want to sort that out.',
      ],
      ['Next time, please credit me by name, or let me present my own part.'],
    ],
    ifPushback: {
      move: 'If they brush it off ("we are one team", "it does not matter who"), agree on the principle and still ask for the specific change; if it happens again, take the record to your manager.',
      reply: [
        [
          'I am not trying to make a big deal of this, and I want us to keep working well together. I am only asking that my name stays on the work I did, from now on. Can we agree on that?',
        ],
      ],
    },
  },
  {
    id: 'interrupted',
    label: 'being interrupted in meetings',
    choice: 'People interrupt me or talk over me in meetings',
    reading: [
      'In meetings, {who} keeps talking over you ({count} so far), and your points get lost before you finish them.',
      'In meetings, {who} keeps talking over you, and your points get lost before you finish them.',
      'In meetings, people keep talking over you or cutting you off, and your points get lost before you finish them.',
    ],
    moves: [
      [
        'Hold the floor in the moment with one calm line and keep going: "I have not finished, one more point." Said without apology and at normal volume, it works better than stopping or getting louder.',
      ],
      [
        'Lead with your conclusion, then the reasons: a long build-up invites people to jump in, and a point made in the first sentence survives an interruption.',
      ],
      [
        'Talk to {who} privately after the meeting, not during it: name the habit and ask them to let you finish, since many people who interrupt do not notice it. Ask the chair or an ally to back you too ("let\'s hear the end of that").',
        'Talk to the person privately after the meeting, not during it: name the habit and ask them to let you finish, since many people who interrupt do not notice it. Ask the chair or an ally to back you too ("let\'s hear the end of that").',
      ],
    ],
    userFit: {
      D: 'You may interrupt back, and the meeting becomes a contest; hold your point with one calm line and take it up with them privately.',
      I: 'You may tell the story before the point, which gives others room to cut in; start with your conclusion in one sentence.',
      S: 'You may stop and let it go each time, so it keeps happening; practise one line ("I have not finished") and use it in the next meeting.',
      C: 'You may give all the background first; say your conclusion first and offer the detail after.',
    },
    counterpartFit: {
      D: 'They interrupt to speed things up; give your point in one line and they are more likely to wait for it.',
      I: 'They often interrupt out of enthusiasm; a friendly "hold that thought, I want to hear it in a second" works.',
      S: 'If a usually quiet person cuts you off, it may be nerves or a worry they need to say; raise it gently and one to one.',
      C: 'They may jump in to correct a detail; ask them to hold corrections until you finish, then answer them properly.',
    },
    reply: [
      ['Hi {name},', ''],
      [
        'Can I ask you something about our meetings? I sometimes get cut off before I finish my point, and I am not sure you notice it.',
      ],
      ['I want to hear your view too, right after I finish.'],
      ['Could we both let each other get to the end of a point?'],
    ],
    directReply: [
      [
        '{name}, a quick one: in meetings I sometimes get cut off before I finish my point.',
        'A quick one: in meetings I sometimes get cut off before I finish my point.',
      ],
      ['Please let me finish, and then I am glad to hear your view.'],
    ],
    ifPushback: {
      move: 'If they say they are just passionate or that this is how meetings go, do not debate it: use your line in the next meeting, every time, and ask the chair to back it.',
      reply: [
        [
          'I understand, and I am not asking anyone to hold back. I am only asking to finish my point before the next person comes in. Can we try that in the next meeting?',
        ],
      ],
    },
  },
  {
    id: 'difficult-colleague',
    label: 'dealing with a difficult colleague',
    choice: 'A colleague is rude, dismissive or hard to work with',
    reading: [
      'You have to keep working with {who}, who has been dismissive or hard to work with, including "{quote}".',
      'You have to keep working with {who} on {thing}, and they have been dismissive or hard to work with.',
      'You have to keep working with {who}, who has been dismissive or hard to work with.',
      'You have to keep working with a colleague who is rude, dismissive or uncooperative with you.',
    ],
    moves: [
      [
        'Raise one specific behaviour privately, with one example such as "{quote}", and say its effect on you; "you are always rude" is easy to dismiss, one moment is not.',
        'Raise one specific behaviour privately, with one recent example, and say its effect on you; "you are always rude" is easy to dismiss, one moment is not.',
      ],
      [
        'Do not match their tone, and do not go silent either: answer the content calmly and briefly, and confirm key agreements in writing so "I never said that" cannot happen.',
      ],
      [
        'Ask what is going on for them before deciding they are simply difficult: there is sometimes a cause (pressure, an old clash, something you did), and if it is you, say so first. If nothing changes after one direct talk, take dated examples to your manager.',
      ],
    ],
    userFit: {
      D: 'You may answer rudeness with bluntness and the clash grows; name the behaviour once, calmly, and then stop talking.',
      I: 'You may try to win them over with charm or vent about them to others; talk to them directly, once, about one behaviour.',
      S: 'You may absorb it and avoid them, which lets it grow; decide the one sentence you will say next time it happens, and say it.',
      C: 'You may answer with a long, careful email that reads as cold; talk in person or on a call, briefly, and keep the written record for yourself.',
    },
    counterpartFit: {
      D: 'They may not know they come across as rude; be brief and firm, and they are likely to respect it.',
      I: 'They may be reacting to feeling left out or unappreciated; include them, then name the behaviour in a friendly but clear way.',
      S: 'Quiet resistance often hides a worry they have not said; ask privately what concerns them, and listen.',
      C: 'Their coldness may really be a criticism of the work; ask for their specific concern and answer it with facts.',
    },
    reply: [
      ['Hi {name},', ''],
      [
        'Could we talk for a few minutes about how we are working together, especially on {thing}?',
        'Could we talk for a few minutes about how we are working together?',
      ],
      ['I want us to work well together, and I would rather talk openly than let things build up.'],
      ['Is there something on your side I should know, or something I have done?'],
    ],
    directReply: [
      [
        '{name}, I would like to clear the air about how we work together on {thing}.',
        'I would like to clear the air about how we work together on {thing}.',
        'I would like to clear the air about how we work together.',
      ],
      ['What would make working together easier for you? I will share what would help me too.'],
    ],
    ifPushback: {
      move: 'If they deny it or turn it back on you, do not argue about who is right: name the one behaviour you want to stop, calmly, and leave it there.',
      reply: [
        [
          'We may see it differently, and I am not trying to win an argument. I am asking that we keep our conversations respectful, even when we disagree. Can we agree on that?',
        ],
      ],
    },
  },
  {
    id: 'disagree-decision',
    label: 'disagreeing with a decision',
    choice: 'I disagree with a decision or plan and want to say so',
    reading: [
      'You disagree with {who} about {thing}, {because}, and want to say so without it sounding like resistance.',
      'You disagree with {who} about {thing}, and want to say so without it sounding like resistance.',
      'You disagree with a decision from {who}, {because}, and want to say so without it sounding like resistance.',
      'You disagree with a decision from {who}, and want to say so without it sounding like resistance.',
      'You disagree with a decision or plan, {because}, and want to say so without it sounding like resistance.',
      'You disagree with a decision or plan and want to say so without it sounding like resistance or disloyalty.',
    ],
    moves: [
      [
        'Say it early and privately to {who}, before the decision is announced or locked in; after that, disagreement reads as resistance.',
        'Say it early and privately, before the decision is announced or locked in; after that, disagreement reads as resistance.',
      ],
      [
        'Start from the goal you share, then name the concrete risk you see, {because}, and offer one alternative: a risk and an option invite discussion, "this is wrong" invites defence.',
        'Start from the goal you share, then name the concrete risk you see and offer one alternative: a risk and an option invite discussion, "this is wrong" invites defence.',
      ],
      [
        'Ask what you might be missing, and be ready to back the final call once you have been heard; that is what makes your next disagreement credible instead of difficult.',
      ],
    ],
    userFit: {
      D: 'You may argue to win and keep pushing after you have been heard; make your case once, ask what you are missing, then commit.',
      I: 'You may make the case with energy and little evidence; bring one concrete risk or figure that supports your view.',
      S: 'You may stay quiet and go along, then feel resentful later; say your concern once, plainly, before the decision is final.',
      C: 'You may build a long, complete argument that loses the reader; lead with your conclusion and the single biggest risk.',
    },
    counterpartFit: {
      D: 'Be brief and talk results: the risk to their goal, your option, and that you will back the final call.',
      I: 'Frame it as making their idea work even better, and talk it through instead of sending a long email.',
      S: 'Raise it privately and gently, and show how your option protects the team from disruption.',
      C: 'Bring data and a clear comparison of the options; they change their mind for evidence, not for conviction.',
    },
    reply: [
      ['Hi {name},', ''],
      [
        'Can I share a concern about {thing}? I want the same result you do.',
        'Can I share a concern? I want the same result you do.',
      ],
      [
        'I see it differently, {because}.',
        'I see it differently, and I would like to explain why.',
      ],
      [
        'Could we look at the options together? I am open to being wrong, and I would like to hear what I might be missing.',
      ],
    ],
    directReply: [
      [
        '{name}, I have one concern about {thing}, {because}.',
        'I have one concern about {thing}, {because}.',
        'I have one concern about {thing} that I would like to raise.',
        'I have one concern about this decision, {because}.',
        'I have one concern about this decision that I would like to raise.',
      ],
      [
        'Could we take a few minutes to talk it through? I would like to hear what I might be missing.',
      ],
    ],
    ifPushback: {
      move: 'If they hear you and still decide against it, say you will support it and ask for one point to review it, so the risk is watched without you reopening the debate.',
      reply: [
        [
          'Understood, and thank you for hearing me out. Could we agree to look at it again if the concern I raised starts to show?',
        ],
      ],
    },
  },
  {
    id: 'defensive',
    label: 'a colleague who gets defensive',
    choice: 'The other person gets defensive or upset when I give input',
    reading: [
      'When you raised {thing} with {who}, they answered "{quote}", and the conversation stopped being about the work.',
      'When you raised {thing} with {who}, they got defensive, and the conversation stopped being about the work.',
      'When you gave input, {who} answered "{quote}", and the conversation stopped being about the work.',
      'When you give input, {who} gets defensive or shuts down, and your point gets lost.',
      'When you give input, the other person gets defensive, upset or goes quiet, and your point gets lost.',
    ],
    moves: [
      [
        'Stop pushing the point in that moment: name the reaction kindly ("this seems to have landed badly") and offer to pick it up later; arguing with someone who feels attacked only hardens them.',
      ],
      [
        'Check how you delivered it: in front of others, in writing, or as a list, people defend; one point, in private, about the work and not the person, lands better.',
      ],
      [
        'When you come back to it, start with their view: "How do you see {thing} going?" People accept a problem they helped describe.',
        'When you come back to it, start with their view: "How do you see it going?" People accept a problem they helped describe.',
      ],
    ],
    userFit: {
      D: 'You may push harder when they resist, which makes them dig in; pause, ask their view, and come back to it when they are calm.',
      I: 'You may rush to reassure them and drop the point entirely; be kind, and still say the one thing that needs to change.',
      S: 'You may take their reaction as proof you were wrong and back off for good; their upset is not a verdict, so come back to it calmly in a day or two.',
      C: 'You may answer their reaction with more evidence, which feels like a case against them; lead with their view and one example, not the full list.',
    },
    counterpartFit: {
      D: 'They may be reacting to being challenged in front of others; give input privately and briefly, and let them decide the fix.',
      I: 'They may hear criticism as rejection; start with what you value in their work, then the one change.',
      S: 'They may go quiet rather than argue; give them time, reassure them, and check in one to one afterwards.',
      C: 'They may defend the detail; ask about their reasoning first, and base your point on specific facts.',
    },
    reply: [
      ['Hi {name},', ''],
      [
        'I have been thinking about our conversation about {thing}, and I may not have put it well.',
        'I have been thinking about our last conversation, and I may not have put it well.',
      ],
      ['My point was about the work, not about you or your effort.'],
      ['Could we talk it through again? I would like to hear how you see it first.'],
    ],
    directReply: [
      [
        '{name}, about {thing}: my point was about the work, not about you.',
        'About {thing}: my point was about the work, not about you.',
        'About our last conversation: my point was about the work, not about you.',
      ],
      ['Can we take a few minutes to go through it? I want to hear your view first.'],
    ],
    ifPushback: {
      move: 'If they stay upset, do not defend your input or repeat it louder: acknowledge the feeling, leave the door open, and come back to it once, later, in private.',
      reply: [
        [
          "I can see this is frustrating, and I do not want to make it worse right now. Let's come back to it when it suits you. It matters to me that we get it right together.",
        ],
      ],
    },
  },
  {
    id: 'conflict-between-others',
    label: 'mediating between two people in conflict',
    choice: 'Two people I work with are in conflict and I am in the middle',
    reading: [
      'You are in the middle of a conflict involving {who} over {thing}, and want to help settle it without taking sides.',
      'You are in the middle of a conflict involving {who}, and want to help settle it without taking sides.',
      'Two people you work with are in conflict, and you are the one in the middle trying to settle it.',
    ],
    moves: [
      [
        'Talk to each person alone first and mostly listen: what happened, what they need, and what they could live with; do not decide who is right yet.',
      ],
      [
        'Then bring them together with one rule and one question: each describes the problem in terms of {thing}, not the other person, and you ask "what would make this work for both of you?"',
        'Then bring them together with one rule and one question: each describes the problem in terms of the work, not the other person, and you ask "what would make this work for both of you?"',
      ],
      [
        'Stay the host, not the judge, and stop carrying messages between them, which keeps the conflict alive; if they report to you and it continues, state the expectation yourself and set a date to review it.',
      ],
    ],
    userFit: {
      D: 'You may decide who is right and impose a fix fast, which leaves one person resentful; hear both first and let them build the agreement.',
      I: 'You may try to smooth it over with humour or a team lunch; the conflict needs a direct, structured talk, not a better mood.',
      S: 'You may hope it settles on its own and keep listening to each side without acting; set a date to bring them together and keep it.',
      C: 'You may gather every fact to rule on who is right; steer the talk to what each needs from now on, not to the record.',
    },
    counterpartFit: {
      D: 'A direct, impatient person wants to be heard quickly and move on: let them state their point, then ask for the concrete change they need.',
      I: 'An expressive person may need to vent first; let them, then steer them to one thing they would ask of the other.',
      S: 'A steady, conflict-averse person may say "it is fine" when it is not; ask in private and give them time to say what really bothers them.',
      C: 'A precise person wants fairness and facts; agree clear rules or responsibilities in writing, so the argument has an answer.',
    },
    reply: [
      ['Hi {name},', ''],
      [
        'I have noticed some tension around {thing}, and I would like to hear your side before anything else.',
        'I have noticed some tension in the team lately, and I would like to hear your side before anything else.',
      ],
      [
        'Could we have a private chat? I am not taking sides; I want to understand what is going on and what would help.',
      ],
    ],
    directReply: [
      [
        '{name}, I want to hear your side of the tension around {thing}.',
        'I want to hear your side of the tension around {thing}.',
        'I want to hear your side of the tension in the team.',
      ],
      [
        'Can we talk privately? I am not taking sides; I want a way forward that works for everyone.',
      ],
    ],
    ifPushback: {
      move: 'If one of them refuses to talk or says it is not their problem, name the effect on the work and the team and say the conversation will happen; if they report to you, it is not optional.',
      reply: [
        [
          'I understand you may not want to go over it again. I would still like us to find a way forward that works for everyone. Could we start with a short talk, just you and me?',
        ],
      ],
    },
  },
  {
    id: 'building-trust',
    label: 'building trust with a new boss or colleague',
    choice: 'I want to build, or rebuild, a good working relationship with someone',
    reading: [
      'You want to build, or rebuild, trust with {who}, {because}.',
      'You want to build, or rebuild, trust with {who}, and the next few conversations will set the tone.',
      'You want to build, or rebuild, trust with someone at work, and the next few conversations will set the tone.',
    ],
    moves: [
      [
        'Ask before you assume: ask {who} how they like to work (updates, level of detail, channel, what good looks like to them), and then do it their way.',
        'Ask before you assume: ask them how they like to work (updates, level of detail, channel, what good looks like to them), and then do it their way.',
      ],
      [
        'Build it with small promises kept: commit to something small and specific, deliver it a little early, and let them know it is done.',
      ],
      [
        'If there was a falling-out, name your own part first, in one sentence and without a "but", and do not ask for an apology back; then let steady behaviour do the rest.',
      ],
    ],
    userFit: {
      D: 'You may push your agenda and ideas before you know theirs; spend the first conversation asking questions and listening.',
      I: 'You may rely on friendliness and promise more than you can deliver; promise less and keep every promise.',
      S: 'You may wait for them to come to you; ask for the first conversation yourself, this week.',
      C: 'You may stay formal and distant while you assess them; share some of your own thinking early and ask what they need from you.',
    },
    counterpartFit: {
      D: 'They trust people who deliver: be brief, bring solutions, and do what you said you would.',
      I: 'They trust through connection: make time for a real conversation and show interest in their ideas.',
      S: 'They trust slowly, through consistency: be reliable and patient, and do not rush them.',
      C: 'They trust competence and accuracy: be precise, admit what you do not know, and follow through in writing.',
    },
    reply: [
      ['Hi {name},', ''],
      [
        'I would like to make sure we work well together, and I would value a short conversation to hear how you like to work.',
      ],
      [
        'What matters most to you on {thing}, and how would you like me to keep you updated?',
        'What matters most to you at the moment, and how would you like me to keep you updated?',
      ],
      ['I want to be someone you can rely on, so I would rather ask than guess.'],
    ],
    directReply: [
      ['{name}, I want us to work well together.', 'I want us to work well together.'],
      [
        'Could we take a few minutes so I can hear your priorities and how you like to get updates?',
      ],
    ],
    ifPushback: {
      move: 'If they are cool, still hurt, or say they are too busy, do not chase harder: keep it short, deliver on one small thing, and offer again in a couple of weeks.',
      reply: [
        [
          'No problem, I understand. I would still be glad to talk whenever you have a few minutes. Would it suit you better if I asked again in a couple of weeks?',
        ],
      ],
    },
  },
  {
    id: 'cross-cultural',
    label: 'working across cultures',
    choice: 'People from another culture or office communicate very differently from us',
    reading: [
      'Your work with {who} crosses a cultural gap, and the same words land differently on each side, {because}.',
      'Your work with {who} on {thing} crosses a cultural gap, and the same words land differently on each side.',
      'Your work with {who} crosses a cultural gap, and the same words land differently on each side.',
      'You work across cultures or offices where directness and habits differ, and the same words land differently on each side.',
    ],
    moves: [
      [
        'Talk about the difference openly, once: ask {who} how they prefer to get feedback, disagreement and bad news, and describe your own habit; naming it removes most of the offence.',
        'Talk about the difference openly, once: ask how the other side prefers to get feedback, disagreement and bad news, and describe your own habit; naming it removes most of the offence.',
      ],
      [
        'Adjust the form, not the content: with more direct colleagues, lead with the point; with more indirect ones, add context, ask rather than correct in public, and follow up one to one.',
      ],
      [
        'Confirm agreements in writing, in plain words, and ask them to say back what was agreed, because "yes" can mean "I heard you" rather than "I agree"; if you are the bridge, translate intent for both sides, not only words.',
      ],
    ],
    userFit: {
      D: 'Your directness may read as rude or as an order; add one sentence of context and a question before the request.',
      I: 'Your humour and idioms may not travel; use plain words and check that the message landed.',
      S: 'You may read silence or a soft "yes" as agreement; ask an open question ("what would worry you about this?") and confirm in writing.',
      C: 'You may send long, precise written messages that feel cold; add a personal line, and have important talks by call.',
    },
    counterpartFit: {
      D: 'They expect the point early: say your request first and the context after.',
      I: 'Build the relationship first, a little small talk and a call before the hard message, then be clear.',
      S: 'They may not say no openly; ask for concerns in private and leave room for a "not yet".',
      C: 'They want clear, written detail: send a short summary with owners and dates after every call.',
    },
    reply: [
      ['Hi {name},', ''],
      [
        'I have been thinking about how we work together on {thing}, and I think we may have different habits in how we say things.',
        'I have been thinking about how we work together, and I think we may have different habits in how we say things.',
      ],
      [
        'If anything I write ever sounds too blunt or too vague, please tell me; I would much rather hear it than guess.',
      ],
      ['How do you prefer to get feedback or raise a disagreement: in a meeting, or one to one?'],
    ],
    directReply: [
      [
        '{name}, I want to make sure we read each other right on {thing}.',
        'I want to make sure we read each other right on {thing}.',
        'I want to make sure we read each other right.',
      ],
      [
        'Tell me how you prefer to get feedback, and please tell me if anything I write lands the wrong way.',
      ],
    ],
    ifPushback: {
      move: 'If they say everything is fine, do not push: keep the offer open, watch how they react in meetings, and check in privately after key decisions.',
      reply: [
        [
          'Good to hear, thank you. The offer stays open: if anything I write or say ever lands the wrong way, please just tell me.',
        ],
      ],
    },
  },
  {
    id: 'non-native-english',
    label: 'working in English as a second language',
    choice: 'English is not my first language, and it affects how I come across at work',
    reading: [
      'You work in English as a second language, and you worry about how you come across to {who}, {because}.',
      'You work in English as a second language, and you worry about how you come across to {who}.',
      'You work in English as a second language, and you want to come across as clearly and as kindly as you mean to.',
    ],
    moves: [
      [
        'Use short, simple sentences as a strength: one idea per sentence, the main point first, and "Does that make sense?" at the end.',
      ],
      [
        'Keep a few softening phrases ready ("Could you...", "Would it be possible to...", "Thanks for this"), so directness from your first language does not read as rude in English.',
      ],
      [
        'Prepare one point before each meeting and say it early; if you miss something, ask them to repeat it, which is normal, and tell {who} once that English is your second language so they read your tone generously.',
        'Prepare one point before each meeting and say it early; if you miss something, ask them to repeat it, which is normal, and tell your team once that English is your second language so they read your tone generously.',
      ],
    ],
    userFit: {
      D: 'Your short, direct sentences may read as orders in English; add "could you" and "thanks" to requests, and keep the rest short.',
      I: 'You may talk fast and lose clarity when you are excited; slow down, and say your main point once, clearly.',
      S: 'You may stay silent for fear of mistakes; prepare one point and say it early in the meeting, mistakes and all.',
      C: 'You may wait until your sentence is perfect and miss the moment; a clear, simple sentence now is better than a perfect one later.',
    },
    counterpartFit: {
      D: 'They want the point fast: lead with it in one short sentence, and do not worry about perfect grammar.',
      I: 'They may talk fast and use idioms; it is fine to ask them to slow down or explain a phrase.',
      S: 'They are usually patient listeners; ask them to check an important message now and then, and they will be glad to help.',
      C: 'They read carefully; write key points as a short list and confirm details in writing.',
    },
    reply: [
      ['Hi {name},', ''],
      [
        'English is my second language, so sometimes my messages may not come across the way I mean them.',
      ],
      [
        'If something I write ever sounds rude or unclear, please tell me; it is never my intention.',
      ],
      ['And if I ask you to repeat something, it is because I want to get it exactly right.'],
    ],
    directReply: [
      [
        '{name}, a quick note: English is my second language, so if I sound too direct, it is not meant that way.',
        'A quick note: English is my second language, so if I sound too direct, it is not meant that way.',
      ],
      ['If anything I say is unclear, just ask me, and I will do the same.'],
    ],
    ifPushback: {
      move: 'If someone is impatient or corrects your English in front of others, stay calm and say your point again more simply; if it turns into mocking, that is not acceptable, and you can raise it with your manager or HR.',
      reply: [
        [
          'Let me say that another way, more simply. If it is still unclear, would it help if I put it in writing after the meeting?',
        ],
      ],
    },
  },
];

/**
 * What a persona says, per move and DiSC manner: typed data, complete sentences. Slots are only
 * {topic} and {ask} (safe noun phrases from ./topic.ts) and {specific} (a day, date or figure the
 * user just wrote, as written); a variant with {specific} is used only when the user named one.
 * Tests render every variant with every slot and reject any that leaves a brace or a blank.
 */
export const PRACTICE_MOVES = [
  'open',
  'probe',
  'pushback',
  'reason',
  'need',
  'consider',
  'agree',
  'wrap',
] as const;
export type PracticeMove = (typeof PRACTICE_MOVES)[number];

/** D, i, S, C, or "neutral" when the person's DiSC style is not known. */
export type Manner = 'D' | 'i' | 'S' | 'C' | 'neutral';
export const MANNERS: readonly Manner[] = ['D', 'i', 'S', 'C', 'neutral'];

export const PERSONA_PHRASES: Record<Manner, Record<PracticeMove, readonly string[]>> = {
  D: {
    open: ['Sure. What do you need?', 'Go ahead. What is it?', 'I have five minutes. What is it?'],
    probe: [
      "I'm not following. What exactly are you asking for?",
      'Get to the point. What do you want from me?',
      'What is the actual ask here?',
      'Be specific. What do you need me to decide?',
    ],
    pushback: [
      "That tone won't help you. What exactly do you need?",
      "Stop there. Blaming me won't get {topic} sorted. What is the ask?",
      "I won't argue about who is at fault. Tell me what you want.",
    ],
    reason: [
      'Why? What happens if {topic} stays as it is?',
      'Give me the reason in one line.',
      'What is the impact if I say no?',
      '{specific}? Why that, and what does it cost us?',
    ],
    need: [
      'Bottom line: what changes, and when do I get it?',
      'Fine. What is the result, and what date do you commit to?',
      'Keep it short. What do I get, and by when?',
      'What does this buy us? Give me the result and the date.',
    ],
    consider: [
      'Okay. {specific} works if nothing else slips. What is the next step?',
      'I can live with that. Put the new plan in writing today.',
      'Fine, I will consider it. Who does what, and by when?',
      "That's clearer. If the result holds, I can agree. What do you need from me now?",
    ],
    agree: [
      'Done. Send me the plan and hold to it.',
      'Agreed. Confirm it in writing and we move on.',
      "Okay, we have a deal. Don't let it slip again.",
    ],
    wrap: [
      'Yes, that stands. Send it over.',
      'Confirmed. Anything else?',
      "It's agreed. Let's move on.",
    ],
  },
  i: {
    open: [
      "Hey, of course! Always happy to chat. What's on your mind?",
      "Hi! Great timing, I was just grabbing a coffee. What's up?",
      "Oh, hello! Come on in, tell me everything. What's going on?",
    ],
    probe: [
      "I'm all ears, but I'm not sure what you're hoping for yet! What would a great outcome look like for you?",
      "Ooh, sounds like there's a story here! What exactly would you like to happen?",
      'I want to help, honestly! What do you have in mind?',
    ],
    pushback: [
      'Whoa, that sounds really frustrating, and I want to hear it! Can we figure out together what would help?',
      "Hey, I can tell this is getting to you! Let's step back a second. What would make this better for you?",
      "I hear you, and I'm on your side here! What would you like me to do about {topic}?",
    ],
    reason: [
      "Oh, interesting! What's behind it? Walk me through the story.",
      'Tell me more! What happened that got us here?',
      "I love that you brought it to me! What's driving it?",
      "{specific}, okay! What's making that the right call, do you think?",
    ],
    need: [
      'That makes sense! How do you think the team and the client will feel about it?',
      'I get it! How do we tell everyone so it still feels like a win?',
      "Okay, I'm with you! Who else should we bring in so nobody feels left out?",
      'Love the energy! How do we keep everyone excited while we change things?',
    ],
    consider: [
      'You know what, I think we can make this work! What should we do first?',
      "Okay, I'm warming to this! {specific} could actually be great. How do we kick it off?",
      "I like it! If the team is on board, let's do it. What is the next step?",
      'This could be a real win! Want to sketch the plan together?',
    ],
    agree: [
      "Yes, let's do it! I'm excited. Send me the plan and I will cheer it on.",
      "Perfect, you have my support! I will tell the team it's happening.",
      'Love it, we have a plan! Thanks for bringing it to me.',
    ],
    wrap: [
      'Yes, still agreed! This was great, thank you. Shout if you need anything else.',
      "Awesome, it's confirmed and we're all set! Catch you later.",
      "Brilliant, that's settled! I'm glad we talked. Let me know how it goes.",
    ],
  },
  S: {
    open: [
      'Of course, I always have time for you. What would you like to talk about?',
      "Hi, thanks for coming to me. Take your time. What's on your mind?",
      "Sure, let's find a quiet moment. What's happening?",
    ],
    probe: [
      "I want to help, but I'm not quite sure what you're asking. Could you tell me a little more about what you need?",
      "Thank you for raising it. I'm a bit unsure what you would like to change, though. What did you have in mind?",
      "I appreciate you coming to me. Could you help me understand what you're hoping for?",
    ],
    pushback: [
      "I can hear this is stressful for you, and I want to help. It's hard for me when it feels like blame, though. Could we talk about what you need?",
      "I understand you're frustrated. I'd find it easier to help if we looked at it calmly together. What would help most?",
      "I'm sorry this has been hard. Could we slow down a little and work out together what would make it better?",
    ],
    reason: [
      "I appreciate you telling me. Could you help me understand what's behind it?",
      'Thank you for being open with me. What has changed that makes this necessary?',
      'I want to understand this properly. What led you to ask?',
      "I appreciate you asking. {specific} is quite a change for me, so could you tell me what's behind it?",
    ],
    need: [
      "Thank you, that helps. I'm a little worried about how this change affects the team. What would the plan look like?",
      "I understand the reason. I just want to make sure nobody's caught off guard. How would we handle the transition?",
      "I understand, and that makes sense. Changes like this unsettle people, so I'd like to know how we keep things steady. What is your plan?",
      'I hear you, and I want to support you. Who else would this affect, and how would we let them know?',
    ],
    consider: [
      'Thank you, that reassures me. If the team is looked after, I think we can manage it. What would be the first step?',
      'I feel better about it now. Could we agree on a gentle plan and check in together next week?',
      'I appreciate you thinking it through. {specific} feels manageable if we plan it carefully. How should we start?',
      "That sounds fair. I'd be comfortable if we take it step by step. What do you need from me?",
    ],
    agree: [
      "Thank you, I'm comfortable with that. Let's go ahead as you planned, and please tell me if anything worries you.",
      "Yes, I'm happy to support it. Thank you for taking such care with everyone.",
      'Alright, that works for me. I appreciate you talking it through with me so carefully.',
    ],
    wrap: [
      "Yes, that's agreed. Thank you for talking it through with me; my door is always open.",
      "That's settled, and I'm glad we sorted it out together. Take care.",
      "Yes, we're agreed. Thanks again, and I'm here if you need me.",
    ],
  },
  C: {
    open: [
      'Yes. What is the subject, specifically?',
      'Certainly. What would you like to discuss, and do you have the details with you?',
      'Go ahead. Which item is this about?',
    ],
    probe: [
      'I need more precision. What exactly are you asking for, and by what date?',
      'That is vague. What specifically should change, and how would we measure it?',
      'Could you be specific? What is the request, in concrete terms?',
    ],
    pushback: [
      'That is a generalisation. Which specific instances do you mean, with dates?',
      'I would rather look at the facts than at blame. What exactly happened, and when?',
      'Please keep to what can be verified. What precisely is the problem?',
    ],
    reason: [
      'On what basis? What evidence shows this is necessary?',
      'What exactly is driving the request? Do you have figures?',
      'Walk me through the reasoning. What has changed since we agreed the current plan?',
      'Why {specific}, specifically? How did you arrive at it?',
    ],
    need: [
      'Understood. What are the exact figures behind it, and what is affected?',
      'That is a reason, but I need the details. What is your estimate, and how confident are you in it?',
      'Before I decide, I need specifics. What exactly changes, and what are the risks?',
      'What data supports that? I would like to see the numbers before I agree.',
    ],
    consider: [
      'That is more precise, thank you. If {specific} is realistic, I can consider it. Send me the breakdown in writing.',
      'The reasoning holds. Please document the revised plan with dates and risks, and I will review it.',
      'Those figures are helpful. If the estimate is accurate, the change is justified. What are the exact next steps?',
      'That is clearer. I would want the details confirmed in writing before I approve it.',
    ],
    agree: [
      'Agreed, provided the details are confirmed in writing. Please send them to me.',
      'Very well. The case is sound. Document it and I will approve it.',
      'That is acceptable. Send me the written plan with the details, and we will proceed.',
    ],
    wrap: [
      'Confirmed, as agreed. I will look out for the document.',
      'Yes, that stands. I will review the details once they arrive.',
      'Agreed, as discussed. Please keep me informed of any changes to the details.',
    ],
  },
  neutral: {
    open: [
      "Sure, I have a few minutes. What's up?",
      'Of course. What would you like to talk about?',
      'Hi. Go ahead, what is on your mind?',
    ],
    probe: [
      "I'm not sure I follow. What exactly would you like?",
      'Can you say a bit more about what you need from me?',
      'What are you hoping we will decide today?',
    ],
    pushback: [
      "I'd rather not get into blame. What would you like to happen?",
      "Let's keep this constructive. What do you need?",
      "I hear that you're frustrated. What would help?",
    ],
    reason: [
      'Okay. What is the reason behind it?',
      'Why now? What has changed?',
      'Help me understand why this matters.',
      '{specific}? Why that, exactly?',
    ],
    need: [
      'That makes sense. What would it change for the work and the people on it?',
      'I see. What would we give up to do it?',
      'Understood. What would you need from me to make it happen?',
    ],
    consider: [
      'That sounds reasonable. What is the next step?',
      'Okay, I can see it. How would we put it in place?',
      '{specific} could work. What do you propose we do first?',
    ],
    agree: [
      "Alright, let's do it. Send me a short note of what we agreed.",
      "Agreed. Let's go ahead as you described.",
      'Okay, that works. Thanks for raising it.',
    ],
    wrap: [
      "Yes, that's confirmed. Thanks.",
      "Good, we're agreed. Anything else?",
      "It's settled. Thanks for talking it through.",
    ],
  },
};

/**
 * One short sentence a persona's other frameworks add to what their DiSC manner asks for
 * ("MBTI/thinking/strength shade it"). Keys: an MBTI letter, a thinking preference, a strengths
 * domain. Each is a complete question or statement with no slot.
 */
export const SHADES: Record<string, { reason: string; need: string }> = {
  T: { reason: 'What is the logic of it?', need: 'Does it hold up on the merits?' },
  F: { reason: 'How is everyone feeling about it?', need: 'Is this fair to the people involved?' },
  J: { reason: 'Why was the original plan wrong?', need: 'I want a firm date I can rely on.' },
  P: {
    reason: 'What other options did you look at?',
    need: 'Are there other ways we could do it?',
  },
  Analytical: { reason: 'Show me the numbers.', need: 'What do the numbers say?' },
  Structural: { reason: 'Where did the plan break down?', need: 'What are the steps, in order?' },
  Social: { reason: 'Who is affected by this?', need: 'How will the team take it?' },
  Conceptual: {
    reason: 'How does this fit the bigger picture?',
    need: 'What does this open up for us later?',
  },
  Executing: { reason: 'What is blocking the work?', need: 'Who does what, and by when?' },
  Influencing: {
    reason: 'How will this look to the client?',
    need: 'How will we sell it to them?',
  },
  Relationship: {
    reason: 'Is everyone on the team okay?',
    need: 'I want the team to stay on side.',
  },
  Thinking: {
    reason: 'Walk me through your thinking.',
    need: 'Have you thought through what follows from it?',
  },
};

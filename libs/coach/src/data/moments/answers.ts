import type { MomentVariant } from './types.js';

/**
 * Every word the person sees when a message meets a moment that comes before coaching
 * (docs/decisions/0125-coach-safety-moments.md). One place, so a number or a route is checked
 * and changed once. Numbers checked for November 2026: 988 (US and Canada, call or text),
 * Samaritans 116 123 (UK and Ireland), Lifeline 13 11 14 (Australia), ACAS 0300 123 1100 (UK);
 * emergency 911 (US, Canada), 999 (UK; 112 works too), 112 (Ireland, the EU), 000 (Australia).
 */
export interface MomentAnswer {
  /** The reply's `inferred_style`: what the coach heard, for a chat message and for pasted text. */
  read: { chat: string; conversation: string };
  /** The reply's `insights`, in order. */
  insights: readonly string[];
  /**
   * In a pasted conversation, when they differ: the words may be the other person's, and the
   * person asking needs to know how to reach them, not only what to do for themselves.
   */
  conversationInsights?: readonly string[];
  /** The reply's `suggested_reply`: a boundary sentence, a question for an adviser, or the lines. */
  reply: string;
  /** One insight, when this moment is in the message but another one leads the answer. */
  note: string;
  /**
   * The reply when the person asks how to answer the other side of the matter itself ("They want
   * me to sign a settlement agreement by Friday. How do I reply?"): time and the terms in writing
   * come before any wording about the substance.
   */
  replyToThem?: string;
}

export const EMERGENCY_NUMBERS =
  '911 in the US and Canada, 999 in the UK, 112 in Ireland and across the EU, 000 in Australia';

export const CRISIS_LINES =
  'In the US and Canada, call or text 988. In the UK and Ireland, call Samaritans on 116 123. In Australia, call Lifeline on 13 11 14. Anywhere else, findahelpline.com lists free lines in your country.';

const RECORD =
  'Keep a dated record from today: what was said or done, the date, time and place, who was nearby, and how you answered. Save messages and emails, and keep a copy somewhere outside work systems.';

export const REPORT =
  "You can report it: to HR or a manager above the person, to a union or employee representative if you have one, and outside work to an official body: the EEOC in the US (eeoc.gov), in the UK ACAS for free advice (acas.org.uk, 0300 123 1100) and the Equality and Human Rights Commission; elsewhere, your country's labour inspectorate or equality body. In many countries it is unlawful to punish you for reporting it.";

const MEDICATION_LEAD =
  "A question about a medicine, its dose or how it mixes with anything else needs a doctor or pharmacist: the right answer depends on your health and on what else you take, and I can't judge that safely.";

const HEALTH_LEAD =
  "Symptoms, a diagnosis or a recovery are for a doctor to judge. I can't tell what's happening with your health, and I won't guess.";

const LEGAL_LEAD =
  'Whether that is allowed depends on the law where you work and on your contract, so it needs an employment adviser or a lawyer rather than a guess from me.';

export const MOMENT_ANSWERS: Record<MomentVariant, MomentAnswer> = {
  crisis: {
    read: {
      chat: "I'm really glad you told me. What you're carrying sounds very heavy, and you deserve support with it right now.",
      conversation:
        "This conversation talks about ending a life or self-harm, and that matters more than how to word any reply. If it's you who feels this way, you deserve support right now; if it's the other person, please make sure they aren't alone with it.",
    },
    insights: [
      // The numbers themselves are in the reply, the help lines the screen shows once under "Help
      // right now": listing them here too made the card say everything twice.
      'You don\'t have to go through this alone. If you might act on these thoughts, or you\'re in danger now, call your local emergency number now: the numbers for common countries are listed under "Help right now".',
      'You can talk to a trained person at any hour, for free, on a crisis line: "Help right now" names one for each of those countries, and findahelpline.com lists free lines anywhere else.',
      'Tell someone you trust today: a friend, someone in your family, your doctor. It can be as simple as "I\'m not okay and I don\'t want to be alone right now."',
      "Whatever is happening at work can wait until you're safe. When you're ready, I'm here to help with that side too.",
    ],
    conversationInsights: [
      'If anyone in this conversation may act on these thoughts or is in danger now, call your local emergency number now: the numbers for common countries are listed under "Help right now".',
      'If these are the other person\'s words, reach them today rather than at the next meeting: a call or a short message that asks kindly and directly, "Are you thinking about ending your life?" Asking does not put the idea in their head; it tells them they can talk. Share a crisis line with them and stay with them, or on the phone, until someone they trust is there.',
      'If they are yours, tell someone you trust today, and know that a crisis line answers at any hour, for free: "Help right now" names one for each of those countries, and findahelpline.com lists others.',
      'The work matter can wait until everyone is safe; after that, I can help with it, and it is fine to get support for yourself too.',
    ],
    reply: `If you're in danger now, call ${EMERGENCY_NUMBERS}. ${CRISIS_LINES}`,
    note: `You also mention thoughts of ending your life or hurting yourself. Please talk to someone today. ${CRISIS_LINES}`,
  },
  sexual: {
    read: {
      chat: "What you describe is sexual harassment. Unwanted touching and remarks about your body are not acceptable at work, and it isn't your fault.",
      conversation:
        "Messages in this conversation remark on someone's body or make advances that aren't wanted. That is sexual harassment, and it isn't acceptable at work.",
    },
    insights: [
      "You can name it and set a limit in one calm sentence, like the one below. You don't owe an explanation or a smile, and you can put it in writing if that feels safer.",
      RECORD,
      REPORT,
      `If you're ever touched against your will or feel in danger, go where other people are and call the police or your local emergency number (${EMERGENCY_NUMBERS}).`,
    ],
    reply:
      'Please stop commenting on my body and do not touch me. It is not welcome, and if it happens again I will report it.',
    note: `What you describe also sounds like sexual harassment, which isn't acceptable. ${RECORD}`,
  },
  discrimination: {
    read: {
      chat: "What you describe sounds like discrimination or harassment because of who you are. That isn't acceptable at work, and it isn't something you caused.",
      conversation:
        "Remarks in this conversation target someone for who they are: their background, accent, faith, gender, age, body or health. That is harassment, and it isn't acceptable at work.",
    },
    insights: [
      "You can say plainly that it has to stop, like the sentence below. Keep it short and factual; you don't have to debate it.",
      RECORD,
      `${REPORT} An employment adviser can tell you what the law protects where you live.`,
    ],
    reply:
      'Please stop making remarks about who I am. They are not acceptable at work, and if they continue I will report them.',
    note: `Being treated differently because of who you are is discrimination, which isn't acceptable. ${RECORD}`,
  },
  bullying: {
    read: {
      chat: "What you describe is bullying. Being humiliated, shouted at or insulted again and again isn't acceptable at work, and it isn't your fault.",
      conversation:
        "Messages in this conversation insult, humiliate or intimidate someone. That is bullying, and it isn't acceptable at work.",
    },
    insights: [
      "You can ask for respect in one calm sentence, like the one below, and leave the conversation if it carries on. You don't have to defend yourself point by point.",
      RECORD,
      REPORT,
    ],
    reply:
      "Please speak to me with respect. I'm happy to talk about my work, but not like this; if it continues I will raise it with HR.",
    note: `Being humiliated or insulted again and again is bullying, which isn't acceptable at work. ${RECORD}`,
  },
  violence: {
    read: {
      chat: "Your safety comes first. A threat of violence, or being afraid someone will hurt you, is serious, and you're right to take it seriously.",
      conversation:
        'This conversation contains a threat of violence. Your safety comes before any reply: a threat at work is serious, whoever it comes from.',
    },
    insights: [
      `If you're in danger right now, go to a safe place with other people around and call your local emergency number: ${EMERGENCY_NUMBERS}.`,
      "Tell building security or a manager you trust today, and report the threat to the police. Don't meet the person alone, and ask someone to walk with you to your car or transport.",
      "Keep the evidence: screenshots, the exact words, the date and time, and who else saw or heard it. Don't answer the threat or try to calm it down on your own.",
      'Then tell HR in writing, so the company has to act. You could start with the message below.',
    ],
    reply:
      'I need to report a threat made against me at work. I do not feel safe, and I would like to talk today about what happens next.',
    note: `You also mention a threat or fear of violence: if you're in danger, go somewhere safe and call your local emergency number (${EMERGENCY_NUMBERS}), and tell security or the police.`,
  },
  medication: {
    read: {
      chat: "That's a question for a doctor or pharmacist, and a good one to ask them.",
      conversation:
        'This conversation asks about a medicine or its dose. That is for a doctor or pharmacist to answer, not for either of you to guess.',
    },
    insights: [
      MEDICATION_LEAD,
      'A pharmacist can usually answer without an appointment, and your doctor can say whether a medicine suits you at all. Take the names and doses of anything else you take.',
      "If it's nerves about a presentation or a meeting, I can help with that side: preparing, opening and handling questions. Just ask.",
    ],
    reply:
      'Before I take anything, can you check it is safe for me with what I already take, and tell me exactly how much to take and when?',
    note: MEDICATION_LEAD,
  },
  health: {
    read: {
      chat: "That's a question for a doctor, and it deserves a proper answer from one.",
      conversation:
        "This conversation asks about someone's health. That is for a doctor to answer, not for either of you to guess.",
    },
    insights: [
      HEALTH_LEAD,
      `If it feels urgent or is getting worse, such as chest pain, trouble breathing or fainting, call your local emergency number (${EMERGENCY_NUMBERS}) or get urgent care now.`,
      'Once you know more, I can help with the work side: telling your manager, asking for time off or a lighter load, and sharing only what you want to share.',
    ],
    reply:
      "I'd like to understand what is happening with my health. What could be causing this, and what should I do next?",
    note: HEALTH_LEAD,
  },
  urgent: {
    read: {
      chat: 'What you describe can be a sign of something that needs medical help now, before anything about work.',
      conversation:
        'This conversation describes symptoms that can be an emergency. That needs medical help now, not advice about the conversation.',
    },
    insights: [
      `Chest pain or tightness, a numb or weak arm or face, trouble breathing, fainting, slurred speech or a sudden severe headache can be an emergency: call your local emergency number (${EMERGENCY_NUMBERS}) now, or have someone take you to urgent care. Don't drive yourself, and don't wait until after the meeting.`,
      "Don't take extra medicine, or mix it with alcohol, to get through the day: that can hide or worsen what is happening.",
      'Work can wait. Once you have been seen, I can help you tell your manager, in two lines, and ask for the time you need.',
    ],
    reply: "I'm not well and need to get medical help right now. I'll update you as soon as I can.",
    note: `Some of what you describe can be an emergency: if you have chest pain, a numb arm, trouble breathing or feel faint, call your local emergency number (${EMERGENCY_NUMBERS}) now.`,
  },
  legal: {
    read: {
      chat: "That's an employment-rights question, and it deserves an answer from someone who knows the law where you work.",
      conversation:
        'This conversation raises a question about rights at work. That needs an employment adviser or a lawyer, not a guess from either side.',
    },
    insights: [
      LEGAL_LEAD,
      'Free help exists: in the US the EEOC or your state labor department, in the UK ACAS (acas.org.uk, 0300 123 1100) or Citizens Advice, and elsewhere a union, an employee representative or the labour inspectorate. An employment lawyer can advise on your own case.',
      'Before you talk to them, gather what you have: your contract, the staff handbook, letters or emails, payslips and a dated note of what was said.',
      'I can help with the conversation itself: raising it with your manager or HR, calmly and in writing.',
    ],
    reply:
      'I would like advice about my situation at work. What are my rights here, and what should I do next?',
    replyToThem:
      'Thank you for letting me know. Before I agree to or sign anything, I would like to take independent advice. Could you send me the details in writing, and confirm how long I have to respond?',
    note: LEGAL_LEAD,
  },
};

/** What leads the reply when a crisis was told in an earlier message of the chat. */
export const CRISIS_FOLLOW_UP =
  'Before anything else: earlier you told me about thoughts of ending your life or hurting yourself. That matters more than this question, so I want to check in on it first.';

import { CRISIS_LINES, EMERGENCY_NUMBERS } from './answers.js';

/**
 * The words a medical or legal answer adds when the message says more than the class: whose
 * medicine it is, what is to be signed, where the person works (docs/decisions/0125). A general
 * referral ("it depends on the law where you work") to someone who said they work in the UK, or
 * no plain "don't take it" to someone about to take a partner's tablets, reads as not listening.
 * Numbers checked for November 2026.
 */
export type Jurisdiction =
  'uk' | 'us' | 'ireland' | 'canada' | 'australia' | 'new-zealand' | 'south-africa';

/** How the law is named in a sentence: "depends on UK employment law". */
export const LAW_OF: Record<Jurisdiction, string> = {
  uk: 'UK employment law',
  us: 'US federal and state employment law',
  ireland: 'Irish employment law',
  canada: "your province's employment law",
  australia: 'Australian workplace law',
  'new-zealand': 'New Zealand employment law',
  'south-africa': 'South African labour law',
};

/** The free routes for one country, in place of the list for several. */
export const LEGAL_ROUTES: Record<Jurisdiction, string> = {
  uk: 'Free, confidential help in the UK: Acas (acas.org.uk, 0300 123 1100) and Citizens Advice; a union rep if you are a member; an employment solicitor for advice on your own case.',
  us: 'Free help in the US: the EEOC (eeoc.gov, 1-800-669-4000) for discrimination, your state labor department for pay and leave, and an employment lawyer for your own case (many offer a free first consultation).',
  ireland:
    'Free help in Ireland: the Workplace Relations Commission (workplacerelations.ie) and Citizens Information (citizensinformation.ie); a union if you are a member.',
  canada:
    "Free help in Canada: your province's employment standards office, a community legal clinic, or an employment lawyer for your own case.",
  australia:
    'Free help in Australia: the Fair Work Ombudsman (fairwork.gov.au, 13 13 94), your union, or a community legal centre.',
  'new-zealand':
    'Free help in New Zealand: Employment New Zealand (employment.govt.nz, 0800 20 90 20) and Community Law.',
  'south-africa':
    'Free help in South Africa: the CCMA (ccma.org.za, 0861 16 16 16) for dismissals and workplace disputes, the Department of Employment and Labour, or your union.',
};

/**
 * Where harassment is reported outside work, for one country: a person in Johannesburg told to
 * call the EEOC has been given nothing they can use.
 */
const HARASSMENT_BODIES: Record<Jurisdiction, string> = {
  uk: 'Acas for free, confidential advice (acas.org.uk, 0300 123 1100) and the Equality Advisory and Support Service (equalityadvisoryservice.com)',
  us: "the EEOC (eeoc.gov, 1-800-669-4000) or your state's civil rights or fair employment agency",
  ireland:
    'the Workplace Relations Commission (workplacerelations.ie) or the Irish Human Rights and Equality Commission (ihrec.ie)',
  canada:
    'your provincial human rights commission, or the Canadian Human Rights Commission if your employer is federally regulated',
  australia:
    'the Australian Human Rights Commission (humanrights.gov.au, 1300 656 419) or the Fair Work Ombudsman (fairwork.gov.au, 13 13 94)',
  'new-zealand':
    'the Human Rights Commission (hrc.co.nz, 0800 496 877) or Employment New Zealand (employment.govt.nz, 0800 20 90 20)',
  'south-africa':
    'the CCMA (ccma.org.za, 0861 16 16 16) or the South African Human Rights Commission (sahrc.org.za)',
};

/** The routes to report harassment where the person works. */
export const HARASSMENT_REPORT_IN = (country: Jurisdiction): string =>
  `You can report it: to HR or a manager above the person, to a union or employee representative if you have one, and outside work to ${HARASSMENT_BODIES[country]}. The law there protects you from being punished for reporting it.`;

/** The boundary for remarks that single out one thing about the person ("my hijab"). */
export const DISCRIMINATION_REPLY = (target: string): string =>
  `Please stop making remarks about my ${target}. They are not acceptable at work, and if they continue I will report them.`;

/**
 * What sexual harassment the message describes, each as the part of a boundary sentence that
 * answers it and the words that name it: a person who was sent a midnight invitation is not told
 * "do not touch me".
 */
export const SEXUAL_BOUNDARY = {
  body: { ask: 'stop commenting on my body', named: 'remarks about your body' },
  looks: { ask: 'stop commenting on how I look', named: 'remarks about how you look' },
  touch: { ask: 'do not touch me', named: 'unwanted touching' },
  advances: {
    ask: 'keep things between us to work',
    named: 'advances you did not ask for',
  },
  notInterested: 'I am not interested in anything beyond a working relationship.',
  close: 'This is not welcome, and if it happens again I will report it.',
  read: (named: string, plural: boolean): string =>
    `What you describe is sexual harassment. ${named.charAt(0).toUpperCase()}${named.slice(1)} ${plural ? 'are' : 'is'} not acceptable at work, and it isn't your fault.`,
} as const;

/** Pregnancy and maternity have their own advice line in the UK. */
export const UK_MATERNITY_ROUTE =
  'Maternity Action (maternityaction.org.uk) advises free on pregnancy and maternity rights at work.';

export const LEGAL_LEAD_IN = (law: string): string =>
  `Whether that is allowed depends on ${law} and on your contract, so it needs an employment adviser or a lawyer rather than a guess from me.`;

export const LEGAL_READ_IN = (law: string): string =>
  `That's an employment-rights question, and it deserves an answer from someone who knows ${law}.`;

/** Asked to confirm a letter arrived: confirming receipt agrees to nothing in it. */
export const RECEIPT_ONLY =
  'Thank you. I confirm that I have received the letter. I am taking advice on it and will reply to its content separately.';

/** A warning given out loud, with a request to keep it quiet. */
export const NOT_OFF_THE_RECORD =
  "Don't agree to keep it between you. Write down today what was said, word for word, with the date and who was there, and keep it, with any email about it, somewhere outside work systems: a note made on the day is strong evidence later.";

/** A warning given out loud. */
export const WRITE_IT_DOWN =
  'Write down today what was said, word for word, with the date and who was there, and keep it somewhere outside work systems: a note made on the day is strong evidence later.';

/** The reply that turns what was said into writing, without accusing anyone. */
export const CONFIRM_IN_WRITING = (name: string | null, leave: boolean): string =>
  `${name ? `Thanks, ${name}. ` : ''}So that I'm clear about what we discussed, could you confirm in writing what you said about my role${leave ? ' and my leave' : ''}, and what the process would be? I'd like to make sure I understand it properly.`;

/** Asked to sign something that settles or limits their rights. */
export const DO_NOT_SIGN =
  "Don't sign anything, or say you will, until you have had independent advice: an agreement like this usually means giving up the right to bring a claim, and a deadline the employer sets can usually be moved.";

export const UK_SETTLEMENT =
  'In the UK a settlement agreement only binds you once an independent adviser has advised you on it, and employers usually pay towards that advice: ask them to.';

/** Wanting more from a deal whose worth depends on the rights it settles. */
export const NEGOTIATE_AFTER_ADVICE =
  'Ask for more after the advice, not before: an adviser can tell you what the claim you would be giving up may be worth, and that is the strongest reason the employer has to pay more.';

/** A step against someone soon after they said they are pregnant or took leave. */
export const PROTECTED_LEAVE =
  'Being dismissed or treated worse because you are pregnant, or because you took or asked for maternity, paternity or parental leave, is unlawful in the UK, the US and many other countries. The timing you describe is worth showing an adviser, with the dates written down.';

/** The holding reply to the employer, in pieces: the deadline and the advice's cost are optional. */
export const HOLDING_REPLY = {
  opening: 'Thank you for sending this.',
  advice: "Before I agree to or sign anything, I'm taking independent advice on it",
  asRequired: ', as the process requires',
  moreTime: (day: string): string =>
    `I will need a little more time than ${day}: could you confirm a new date in writing`,
  howLong: 'Could you send me the details in writing, and confirm how long I have to respond',
  cost: ', and whether the company will contribute to the cost of the advice',
} as const;

/** An advance tied to something at work: the most serious kind, however lightly put. */
export const QUID_PRO_QUO =
  "Hanging your promotion, review or work on a private meeting, a date or your looks is quid pro quo harassment, one of the most serious kinds, however lightly it is put. Your career can't depend on saying yes, and saying no can't count against you.";

export const QUID_PRO_QUO_READ = (lever: string): string =>
  `What you describe is sexual harassment: an advance tied to your ${lever} is not acceptable at work, and it isn't your fault.`;

export const QUID_PRO_QUO_REPLY = (lever: string): string =>
  `I'm not comfortable meeting outside work or in private. I'd like to keep anything about my ${lever} to the office, in working hours, with HR involved if needed.`;

/** Someone else's medicine: the plain "don't" first. */
export const NOT_THEIRS =
  "Please don't take medicine prescribed for someone else, not even one tablet: a dose that suits them can be unsafe for you (with asthma, a heart condition or other medicines, for example), and only a doctor who knows your health can say whether it's right for you.";

/** Taking something to get through a work moment: wait for the doctor or pharmacist. */
/** A dose already doubled or tripled, with symptoms since: medical help now, before any words. */
export const URGENT_DOSE =
  "A double or triple dose that has already been taken, with symptoms since (bleeding that keeps coming back, dizziness, a fall), needs medical advice now, not a better-worded conversation: call the doctor, a pharmacist or your urgent health line (111 in the UK) today, and say exactly what was taken and when. Bleeding that won't stop, a fall with a knock to the head, fainting, chest pain or confusion is an emergency: call your emergency number.";

/** Doubling up to catch up on missed tablets: not without a pharmacist's word. */
export const NO_CATCHING_UP =
  "Don't catch up on missed tablets by doubling the next dose unless a doctor or pharmacist says so for this medicine: for many, blood pressure and blood thinners among them, a double dose is the risk. A pharmacist can tell you today what to do about a missed dose.";

export const NOT_YET =
  "Until a doctor or pharmacist has said it's right for you, don't take it, or change how much you take, to get through a work day.";

/** The classic danger of the performers' beta blocker. */
export const BETA_BLOCKERS_AND_ASTHMA =
  'Beta blockers such as propranolol can bring on a serious asthma attack, which makes this one for a doctor to decide, not a pharmacist at the counter, and certainly not a friend.';

/** Asked how to open: the first minute, which is when nerves are worst. */
export const OPENING_TIP =
  'For the opening: start with the one result the audience cares about, in a sentence you have said aloud ten times, then pause; the nerves fade once the first minute is behind you.';

/** Dizzy or drowsy at the wheel of something: the safety point that cannot wait. */
export const NOT_AT_THE_WHEEL = (what: string): string =>
  `While you're ${/^driv/.test(what) ? "dizzy, please don't drive" : `dizzy, please don't drive or operate the ${what}`}: that part can't wait for the appointment. Call your GP or a pharmacist about the dizziness today.`;

/** Asking a manager for a change for a health reason, without the diagnosis. */
export const DISCLOSE_HEALTH =
  "You don't have to tell your manager the diagnosis. Say there is a medical reason, what it means for your work (what you can't do for now, and roughly for how long), and that you are following it up with your doctor; occupational health or HR can confirm it without the details.";

export const DISCLOSE_HEALTH_REPLY = (duty: string | null, wheel: string | null): string =>
  `I need to let you know that, for a medical reason, I shouldn't ${wheel && !/^driv/.test(wheel) ? `operate the ${wheel}` : wheel ? 'drive' : 'do all of my usual work'} for a while. I'm following it up with my GP. Could you take me off ${duty ?? 'those duties'} until then? I'm happy to cover other work meanwhile.`;

/** Nerves before a presentation, a pitch or an interview: what helps besides a medicine. */
export const NERVES = (before: string): string =>
  `For the nerves themselves, rehearsal helps most: say your opening out loud several times, learn your first two sentences by heart, and breathe out slowly before you go in. A doctor or pharmacist can talk you through other options${before}.`;

/** Telling a manager about nerves: the choice is theirs, the ask practical. */
export const DISCLOSE_NERVES =
  'Whether to tell your manager is your choice, and you can share as little as you like. If you do, keep it practical: say what happens and ask for one thing that helps, such as a run-through beforehand.';

export const DISCLOSE_NERVES_REPLY = (event: string, before: string): string =>
  `I wanted to mention that I get quite nervous presenting${event}. Could we do a short run-through together${before}?`;

/**
 * An emergency seen in someone else (a colleague gone pale with pressure on his chest, a father
 * who fell and cannot stand): the person asking is the one who can call, and the words are theirs
 * to say to the one who is ill.
 */
/**
 * A headache that will not go, changes in vision and sudden swelling late in pregnancy: the signs
 * of pre-eclampsia, for the maternity unit today (the chat batch ah's question about moving a
 * handover meeting).
 */
export const PREGNANCY_URGENT = {
  read: 'What you describe can be a sign of something in pregnancy that needs checking today, before anything about work.',
  lead: `A headache that painkillers don't touch, changes in your vision (sparkles, flashing lights, blurring) and sudden swelling of the hands, face or feet in pregnancy can be signs of pre-eclampsia, which needs checking the same day: call your maternity unit's triage line or your midwife now, and if you can't reach them, your local emergency number (${EMERGENCY_NUMBERS}). Don't wait until after the meeting.`,
} as const;

export const SOMEONE_ELSE_URGENT = {
  read: 'What you describe can be an emergency for them: they need medical help now, before anything about work.',
  lead: `Call your local emergency number (${EMERGENCY_NUMBERS}) now, even if they say they are fine: chest pain or pressure, a numb or weak arm or face, trouble breathing, collapsing, confusion or slurred speech, or a fall they cannot get up from can be an emergency. Stay with them until help arrives and don't let them drive.`,
  next: "If they don't want a fuss, say it kindly and plainly: calling is the safe choice, and the work can wait.",
  closing:
    'Once they are being looked after, I can help you tell the team or their family, in a few lines.',
  reply:
    "I'm worried about you, so I'm calling for help now. Please sit down and stay with me until they get here.",
} as const;

/**
 * A crisis seen in someone else (a flatmate giving his things away, a student's journal): the
 * person asking is the one who can reach them today, and the answer tells them how, the lines
 * being for them too. "who" is "your flatmate", or null when only a he or she points to them.
 */
export const SOMEONE_ELSE_CRISIS = {
  read: (who: string | null): string =>
    `What you describe can be warning signs that ${who ?? 'the person you are worried about'} may be thinking about ending their life. You're right to take it seriously, and reaching out to them today can make a real difference.`,
  ask: 'Talk to them today, somewhere private, and ask kindly and directly: "I\'ve been worried about you. Are you thinking about ending your life?" Asking does not put the idea in their head; it tells them they can talk. Then listen, and don\'t promise to keep it a secret.',
  danger:
    'If they say yes, or you think they could be in danger now, don\'t leave them alone: call your local emergency number (the numbers for common countries are under "Help right now"), or stay with them while they call a crisis line.',
  lines:
    'A crisis line can also guide you, at any hour and for free, on how to help someone: "Help right now" names one for each of those countries, and findahelpline.com lists free lines anywhere else.',
  student:
    "As their teacher or mentor, tell your school's safeguarding or pastoral lead today, even if they asked you to keep it quiet.",
  staff:
    "As their manager, you can also bring in HR or your employee assistance programme, but don't let that replace talking to them today.",
  closing:
    "This isn't yours to carry alone: tell someone you trust what is happening, and look after yourself too. How you word it matters far less than reaching out.",
  reply: `If they're in danger now, call ${EMERGENCY_NUMBERS}. ${CRISIS_LINES}`,
} as const;

/** The user's own crisis: asking plainly, and the last line when they came about something else. */
export const OWN_CRISIS = {
  ask: 'Can I ask you plainly: are you thinking about ending your life? If you are, you don\'t need the right words: telling a crisis line or someone you trust "I\'m not safe" is enough.',
  closing:
    "Whatever you came here to write can wait until you're safe. When you're ready, I'm here to help with it too.",
} as const;

/** A blood thinner with an anti-inflammatory painkiller: the classic dangerous mix. */
export const BLOOD_THINNER_AND_NSAID =
  'Ibuprofen, naproxen, aspirin and other anti-inflammatory painkillers can cause serious bleeding with warfarin and other blood thinners: that combination needs a doctor or pharmacist to say yes first, whatever a friend or neighbour found.';

/** Asked to tell someone a medicine is fine to take: the message says check first instead. */
export const NOT_YOURS_TO_CLEAR = {
  insight:
    "Please don't tell them it's fine to take: only their doctor or pharmacist can say that, knowing their health and everything else they take. Tell them to check first, and offer to help them ask.",
  reply:
    "Please don't take it until you've checked with your doctor or pharmacist: they know what else you take and can say whether it's safe. I'm happy to call the pharmacy with you today.",
  replyBleeding:
    "Please don't take ibuprofen or other anti-inflammatory painkillers with your warfarin: together they can cause serious bleeding. Let's ask your GP or pharmacist what is safe for the pain; I'm happy to call them with you today.",
} as const;

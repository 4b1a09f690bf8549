import type { MomentAnswer, MomentVariant } from '../data/moments/index.js';
import {
  DISCLOSE_NERVES,
  DISCLOSE_NERVES_REPLY,
  DO_NOT_SIGN,
  HOLDING_REPLY,
  LAW_OF,
  LEGAL_LEAD_IN,
  LEGAL_READ_IN,
  LEGAL_ROUTES,
  NEGOTIATE_AFTER_ADVICE,
  NERVES,
  NOT_THEIRS,
  NOT_YET,
  NO_CATCHING_UP,
  URGENT_DOSE,
  RECEIPT_ONLY,
  NOT_AT_THE_WHEEL,
  DISCLOSE_HEALTH,
  DISCLOSE_HEALTH_REPLY,
  QUID_PRO_QUO,
  QUID_PRO_QUO_READ,
  QUID_PRO_QUO_REPLY,
  NOT_OFF_THE_RECORD,
  WRITE_IT_DOWN,
  CONFIRM_IN_WRITING,
  BETA_BLOCKERS_AND_ASTHMA,
  OPENING_TIP,
  PROTECTED_LEAVE,
  UK_MATERNITY_ROUTE,
  UK_SETTLEMENT,
  SOMEONE_ELSE_URGENT,
  PREGNANCY_URGENT,
  SOMEONE_ELSE_CRISIS,
  BLOOD_THINNER_AND_NSAID,
  NOT_YOURS_TO_CLEAR,
  OWN_CRISIS,
  HARASSMENT_REPORT_IN,
  DISCRIMINATION_REPLY,
  SEXUAL_BOUNDARY,
  type Jurisdiction,
} from '../data/moments/specifics.js';
import { MOMENT_ANSWERS, REPORT } from '../data/moments/answers.js';
import type { MomentHit } from './detect.js';
import { listOf } from '../writing/words.js';
import { isSomeoneElsesCrisis, whoIsAtRisk } from './whose-crisis.js';

/**
 * What a medical or legal answer says beyond its class, read from the message
 * (docs/decisions/0125-coach-safety-moments.md): the plain "don't" that fits, the country's own
 * routes, a holding reply with the deadline the employer set, and the practical half of telling a
 * manager about nerves. Every pattern here is bounded (no nested repetition): the text is hostile.
 */
export interface MomentTailoring {
  /** Replaces the answer's opening sentence (the country's law named). */
  read?: string;
  /** Replaces the lead insight and the note. */
  lead?: string;
  /** Plain lines that come straight after the lead. */
  first: string[];
  /** Replaces the routes insight. */
  routes?: string;
  /** Replaces the closing "I can help with the nerves" insight. */
  nerves?: string;
  /** Replaces the reply to the employer about the matter itself. */
  replyToThem?: string;
  /** Telling a manager about nerves: the insight and the sentence to say. */
  disclose?: { insight: string; reply: string };
  /** Replaces the boundary sentence (an advance tied to a promotion gets its own). */
  reply?: string;
  /** Replaces the closing insight (an emergency seen in someone else). */
  closing?: string;
  /** Replaces the routes to report harassment (the country's own bodies). */
  report?: string;
  /** Replaces every insight (a crisis seen in someone else is answered for the one who can reach them). */
  insights?: string[];
}

const COUNTRIES: readonly [Jurisdiction, RegExp][] = [
  ['new-zealand', /\b(?:new zealand|kiwi employer|auckland|wellington|christchurch)\b|\bNZ\b/i],
  ['australia', /\b(?:australia|australian|sydney|melbourne|brisbane|perth|adelaide)\b/i],
  [
    'canada',
    /\b(?:canada|canadian|ontario|quebec|alberta|british columbia|toronto|vancouver|montreal)\b/i,
  ],
  [
    'uk',
    /\b(?:the uk|in uk|u\.k\.|united kingdom|britain|british|england|scotland|wales|northern ireland|london|manchester|birmingham|glasgow|edinburgh|cardiff|leeds|bristol|liverpool|acas)\b|\bUK\b/i,
  ],
  ['ireland', /\b(?:ireland|irish|dublin|cork|galway)\b/i],
  [
    'south-africa',
    /\b(?:south africa|south african|johannesburg|joburg|jozi|cape town|durban|pretoria|sandton|soweto|gqeberha|port elizabeth)\b/i,
  ],
  [
    'us',
    /\b(?:united states|america|american|california|texas|new york|florida|illinois|washington state|massachusetts|ohio|georgia|colorado|fmla|eeoc|at-will)\b/i,
  ],
  // "us" is a pronoun: only the capitals name the country.
  ['us', /\b(?:US|USA|U\.S\.)(?![a-z])/],
];

/** The country the person works in, when the message says it; Northern Ireland is the UK's. */
function jurisdictionOf(text: string): Jurisdiction | null {
  if (/\bnorthern ireland\b/i.test(text)) return 'uk';
  for (const [country, words] of COUNTRIES) if (words.test(text)) return country;
  return null;
}

const SIGN = /\b(?:sign|signing|signed)\b/i;
const AGREEMENT =
  /\b(?:settlement|severance|compromise) (?:agreement|offer|deal|package)|\b(?:nda|non-?disclosure|non-?compete|exit (?:agreement|package|deal))\b|\bsign (?:a|the|their) (?:full and final )?release\b/i;
const SETTLEMENT = /\b(?:settlement|compromise) agreement\b/i;
const MORE_MONEY =
  /\b(?:more money|a bit more|a higher (?:amount|figure|offer|payment)|a better (?:offer|deal|package)|negotiate|increase the (?:amount|offer|payment))\b/i;
const LEAVE_OR_PREGNANCY =
  /\b(?:pregnant|pregnancy|maternity|paternity|parental leave|adoption leave|expecting a baby)\b/i;
const STEP_AGAINST =
  /\b(?:fired|sacked|dismissed|let go|laid off|made redundant|redundancy|restructur\w*|role (?:is |was )?(?:being )?(?:eliminated|removed|cut)|demoted|pay cut|passed over|replaced|settlement|pushed out|managed out|hours cut|at risk|think carefully about|(?:not|won'?t|wouldn'?t|isn'?t) (?:be )?renewed|non-?renewal)\b/i;
/** Asked only to confirm a letter arrived: confirm that, and nothing about its content. */
const CONFIRM_RECEIPT =
  /\b(?:confirm(?:ing)? (?:that )?(?:i'?ve |i have )?(?:received|got)|acknowledg\w* (?:receipt|the letter|that i)|confirm receipt)\b/i;

const DAY =
  /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|the end of (?:the )?(?:day|week|month))\b/i;
const DEADLINE =
  /\b(?:by|before|until|till|no later than)\s+(?:this |next )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|the end of (?:the )?(?:day|week|month))\b/i;

const capitalised = (day: string): string =>
  day.startsWith('the ') ? day : day.charAt(0).toUpperCase() + day.slice(1).toLowerCase();

/** "by Monday" in the message, as the day: the employer's deadline. */
function deadlineOf(text: string): string | null {
  const found = DEADLINE.exec(text);
  return found?.[1] ? capitalised(found[1]) : null;
}

/** " before Friday" when the message names the day of the event, else nothing. */
function beforeDay(text: string): string {
  const found = DAY.exec(text);
  return found?.[1] && !found[1].startsWith('the ') ? ` before ${capitalised(found[1])}` : '';
}

/** Someone else's medicine: "my partner's propranolol", "one of hers", "a colleague offered me one". */
const NOT_PRESCRIBED_FOR_THEM =
  /\b(?:partner|wife|husband|girlfriend|boyfriend|friend|flatmate|roommate|housemate|mum|mom|dad|mother|father|sister|brother|colleague|coworker|co-worker|cousin|aunt|uncle|gran|grandma|nan)(?:'s|’s|s') (?:\w+ ){0,2}(?:pills?|tablets?|meds|medication|medicine|prescription|propranolol|beta.?blockers?|xanax|valium|diazepam|adderall|ritalin|sleeping pills?|painkillers?|inhaler)\b|\b(?:one|some|a couple|two|a few|a couple) of (?:hers|his|theirs)\b|\b(?:borrow|take|taking|try|use) (?:one|some|a few) of (?:her|his|their|my \w+'s) (?:pills?|tablets?|meds)\b|\b(?:offered|gave|give|given|lend|lent|sell|sold|handed) me (?:[\w'’]+ ){0,4}(?:pills?|tablets?|meds|medication|adderall|xanax|propranolol|beta.?blockers?|diazepam|valium)\b/i;
const BETA_BLOCKER = /\b(?:propranolol|beta.?blockers?|atenolol|metoprolol)\b/i;
const BLOOD_THINNER =
  /\b(?:warfarin|coumadin|apixaban|eliquis|rivaroxaban|xarelto|dabigatran|edoxaban|clopidogrel|blood thinners?|anticoagulants?)\b/i;
const NSAID =
  /\b(?:ibuprofen|advil|motrin|nurofen|naproxen|aleve|diclofenac|voltaren|aspirin|anti-?inflammator(?:y|ies)|nsaids?)\b/i;
/** Asked to tell someone a medicine is fine to take. */
const CLEAR_TO_TAKE =
  /\b(?:tell|text|message|reassure|let) (?:him|her|them|my \w+)(?: know)? (?:that )?(?:it'?s|it is|they'?re|they are) (?:fine|ok|okay|safe|alright|all right) to (?:take|have|use|mix)\b/i;
const ASTHMA = /\b(?:asthma|asthmatic|inhaler)\b/i;
/** "Any tips for opening the pitch?": they also ask how to start. */
const ASKS_OPENING =
  /\b(?:open(?:ing)?|start(?:ing)?|begin(?:ning)?|first (?:minute|line|words))\b[^.?!]{0,40}\b(?:pitch|presentation|talk|speech|interview|demo)\b|\btips?\b/i;
/** Changing a prescribed dose on their own: "take half the dose on work days". */
const CHANGES_DOSE =
  /\b(?:take|taking|try) half\b|\b(?:halve|split|cut|reduce|lower|skip|double|change)\b (?:\w+ ){0,2}(?:dose|dosage|tablets?|pills?|meds|medication)\b/i;
/** Dizzy, faint or drowsy at a job where that endangers someone. */
const IMPAIRED = /\b(?:dizzy|dizziness|faint|light-?headed|drowsy|blurred vision|blacked out)\b/i;
const AT_THE_WHEEL =
  /\b(forklift|reach truck|crane|machinery|machine|van|lorry|truck|bus|car|ladder|scaffold)\b|\b(driv(?:e|ing))\b/i;
/** Asking a manager for a change without saying why. */
const ASK_MANAGER =
  /\b(?:ask|tell|let) (?:my |our )?(?:\w+ )?(?:boss|manager|line manager|supervisor|team lead|lead|director)\b/i;
const TAKE_ME_OFF =
  /\b(?:take me off|off) ((?:the )?[a-z]+(?: [a-z]+)? (?:duty|duties|shifts?|rota|work))\b/i;
const WANTS_TO_TAKE =
  /\b(?:should|can|could|may|would it be (?:ok|okay|fine|safe) to|is it (?:ok|okay|fine|safe) to|thinking of|planning to|going to) (?:i )?(?:take|try|pop|use|have|double|skip|stop)\b/i;
const BEFORE_EVENT =
  /\b(?:before|for|to get through|ahead of|on the day of) (?:my|the|a|this|tomorrow's|friday's|monday's) (?:\w+ )?(?:presentation|pitch|interview|speech|talk|demo|board meeting|panel)\b/i;
const EVENT_NERVES =
  /\b(?:present\w*|pitch\w*|speech|talk|interview\w*|demo|board meeting|public speaking|stage fright)\b[\s\S]{0,200}\b(?:nerv\w+|anxi\w+|shak\w+|panic\w*|terrified|scared|sweat\w*)\b|\b(?:nerv\w+|anxi\w+|shak\w+|panic\w*|terrified|scared)\b[\s\S]{0,200}\b(?:present\w*|pitch\w*|speech|talk|interview\w*|demo|board meeting|public speaking)\b/i;
const TELL_MANAGER =
  /\b(?:tell|telling|mention|say to|let) (?:my )?(?:boss|manager|lead|line manager|director|supervisor|team lead)\b/i;
const AUDIENCE_OF_EVENT =
  /\b(?:to|in front of|for) (the board|the exec(?:utive)? team|the leadership team|senior leadership|the directors|investors|the client|clients)\b/i;

/** Said, not written: "told me in our 1:1 today", "let's keep this between us". */
const SAID_NOT_WRITTEN =
  /\b(?:told me|said (?:to me|that)|in (?:our|my|a) (?:1:1|one[- ]to[- ]one|meeting|catch-up|chat|call)|off the record|between us|keep (?:this|it) (?:quiet|to ourselves|between)|don'?t (?:tell|mention))\b/i;
const OFF_THE_RECORD =
  /\b(?:off the record|between us|keep (?:this|it) (?:quiet|to ourselves|between)|don'?t (?:tell|mention))\b/i;
const THEIR_NAME =
  /\b[Mm]y (?:boss|manager|line manager|director|supervisor|team lead|lead) ([\p{Lu}][\p{Ll}]+)\b/u;

function legalTailoring(text: string): MomentTailoring {
  const country = jurisdictionOf(text);
  const tailoring: MomentTailoring = { first: [] };
  if (country) {
    tailoring.read = LEGAL_READ_IN(LAW_OF[country]);
    tailoring.lead = LEGAL_LEAD_IN(LAW_OF[country]);
    tailoring.routes =
      LEGAL_ROUTES[country] +
      (country === 'uk' && LEAVE_OR_PREGNANCY.test(text) ? ` ${UK_MATERNITY_ROUTE}` : '');
  }
  const agreement = AGREEMENT.test(text) || (SIGN.test(text) && STEP_AGAINST.test(text));
  if (LEAVE_OR_PREGNANCY.test(text) && STEP_AGAINST.test(text))
    tailoring.first.push(PROTECTED_LEAVE);
  if (!agreement && SAID_NOT_WRITTEN.test(text) && STEP_AGAINST.test(text)) {
    tailoring.first.push(OFF_THE_RECORD.test(text) ? NOT_OFF_THE_RECORD : WRITE_IT_DOWN);
    const name = THEIR_NAME.exec(text)?.[1];
    tailoring.replyToThem = CONFIRM_IN_WRITING(name ?? null, LEAVE_OR_PREGNANCY.test(text));
  }
  if (CONFIRM_RECEIPT.test(text)) tailoring.replyToThem = RECEIPT_ONLY;
  if (agreement) {
    tailoring.first.push(DO_NOT_SIGN);
    if (country === 'uk' && SETTLEMENT.test(text)) tailoring.first.push(UK_SETTLEMENT);
    if (MORE_MONEY.test(text)) tailoring.first.push(NEGOTIATE_AFTER_ADVICE);
    const deadline = deadlineOf(text);
    const settlement = SETTLEMENT.test(text);
    tailoring.replyToThem = [
      HOLDING_REPLY.opening,
      `${HOLDING_REPLY.advice}${settlement ? HOLDING_REPLY.asRequired : ''}.`,
      `${deadline ? HOLDING_REPLY.moreTime(deadline) : HOLDING_REPLY.howLong}${settlement ? HOLDING_REPLY.cost : ''}?`,
    ].join(' ');
  }
  return tailoring;
}

/** Two or three doses taken at once, or planned, "to catch up". */
const DOUBLED =
  /\b(?:took|taken|had|given|gave|give|take|taking|giving)\b (?:\w+ ){0,3}?(?:two|three|double|triple|twice|extra)\b|\b(?:double|triple) (?:dose|doses|up)\b|\bcatch(?:ing)? up\b/i;
const TAKEN_ALREADY = /\b(?:took|taken|had|gave|given|has taken|'s taken)\b/i;
/** What a dose too high can do, said as happening. */
const SYMPTOMS =
  /\b(?:nose ?bleeds?|bleed\w*|blood in|bruis\w*|dizz\w*|faint\w*|fell|fall|falls|near(?:ly)? fell|light-?headed|confus\w*|chest pain|short of breath|vomit\w*|drows\w*|collaps\w*|black(?:ed)? out)\b/i;

function medicationTailoring(text: string): MomentTailoring {
  const tailoring: MomentTailoring = { first: [] };
  // "Took three at once to catch up … a nosebleed on and off since lunch": help now, first.
  const doubled = DOUBLED.test(text);
  if (doubled && TAKEN_ALREADY.test(text) && SYMPTOMS.test(text)) {
    tailoring.lead = URGENT_DOSE;
    tailoring.read = 'This needs medical advice today, before anything about how to say it.';
  }
  if (doubled) tailoring.first.push(NO_CATCHING_UP);
  if (NOT_PRESCRIBED_FOR_THEM.test(text)) tailoring.first.push(NOT_THEIRS);
  else if (WANTS_TO_TAKE.test(text) || CHANGES_DOSE.test(text)) tailoring.first.push(NOT_YET);
  const wheel = IMPAIRED.test(text) ? AT_THE_WHEEL.exec(text) : null;
  if (wheel)
    tailoring.first.push(NOT_AT_THE_WHEEL((wheel[1] ?? wheel[2] ?? 'vehicle').toLowerCase()));
  if (BETA_BLOCKER.test(text) && ASTHMA.test(text)) tailoring.first.push(BETA_BLOCKERS_AND_ASTHMA);
  const bleeding = BLOOD_THINNER.test(text) && NSAID.test(text);
  if (bleeding) tailoring.first.push(BLOOD_THINNER_AND_NSAID);
  // "How do I text him that it's fine to take 400mg?": the message says check first.
  if (CLEAR_TO_TAKE.test(text)) {
    tailoring.disclose = {
      insight: NOT_YOURS_TO_CLEAR.insight,
      reply: bleeding ? NOT_YOURS_TO_CLEAR.replyBleeding : NOT_YOURS_TO_CLEAR.reply,
    };
    return tailoring;
  }
  const nerves = EVENT_NERVES.test(text) || BEFORE_EVENT.test(text);
  // Asking to be taken off a duty for a health reason (not days off, which the coaching writes).
  const duty = TAKE_ME_OFF.exec(text)?.[1]?.toLowerCase() ?? null;
  if (!nerves && ASK_MANAGER.test(text) && (duty !== null || wheel !== null)) {
    tailoring.disclose = {
      insight: DISCLOSE_HEALTH,
      reply: DISCLOSE_HEALTH_REPLY(
        duty,
        wheel ? (wheel[1] ?? wheel[2] ?? 'vehicle').toLowerCase() : null,
      ),
    };
  }
  if (nerves) {
    const before = beforeDay(text);
    tailoring.nerves = NERVES(before) + (ASKS_OPENING.test(text) ? ` ${OPENING_TIP}` : '');
    if (TELL_MANAGER.test(text)) {
      const audience = AUDIENCE_OF_EVENT.exec(text)?.[1];
      tailoring.disclose = {
        insight: DISCLOSE_NERVES,
        reply: DISCLOSE_NERVES_REPLY(audience ? ` to ${audience}` : '', before),
      };
    }
  }
  return tailoring;
}

/** Someone else's medicine offered or borrowed: a medication question, whatever else it holds. */
export function isSomeoneElsesMedicine(text: string): boolean {
  return NOT_PRESCRIBED_FOR_THEM.test(text);
}

/** Something at work hung on a private meeting: "let's discuss your promotion over dinner at my hotel". */
const CAREER_LEVER =
  /\b(?:promotion|review|appraisal|contract|bonus|raise|pay rise|career|reference|shifts?|hours|renewal|probation)\b/i;
const PRIVATE_INVITATION =
  /\b(?:hotel|my room|your room|dinner|drinks|my place|your place|my flat|just the two of us|just us|nightcap|weekend away|come over|how friendly you are|friendly with me|nice to me|nicer to me|sweet to me|(?:a bit |a little |more )?friendlier|after lock-?up|after closing)\b/i;

/** Remarks on the body or on looks, touching, and advances by message or invitation. */
const ABOUT_BODY =
  /\b(?:my|her) (?:body|figure|legs|chest|breasts?|boobs|bum|butt|arse|ass|hips|curves|weight)\b|\b(?:sexy|hot body|nice legs|rack)\b/i;
const ABOUT_LOOKS =
  /\b(?:my|her) (?:looks|appearance|outfits?|clothes|dress(?:es)?|skirts?|lipstick|make-?up|hair)\b|\b(?:how|what) I (?:look|wear)\b|\b(?:pretty|gorgeous|beautiful|attractive|stunning)\b|\byou look(?:ed|s)? (?:great|hot|sexy|amazing|lovely|good|nice)\b/i;
const TOUCHING =
  /\b(?:touch(?:es|ed|ing)?|grop\w*|grabb?\w*|hands? on (?:my|me|her)|arm (?:around|round) (?:me|my|her)|rubb?(?:s|ed|ing)? (?:my|me|her|against)|brush(?:es|ed|ing)? (?:against|past)|massag\w*|pinch\w*|squeez\w* my|kiss(?:ed|es|ing)? (?:me|her)|hug(?:s|ged|ging)? me)\b/i;
const ADVANCES =
  /\b(?:texts?|texted|texting|messag\w+|dms?|dm'?d|snaps?|whatsapp\w*|calls?|called|calling) (?:me |her )?(?:at (?:night|\d|midnight)|late|after (?:hours|work|midnight|\d))|\b(?:midnight|1am|2am|3am)\b|\b(?:hotel|his room|my room|his place|his flat|a date|drinks with him|dinner with him|asked me out|asks me out|asking me out|keeps asking me out|come over|photos? of me|pics? of me|nudes?|send him (?:a )?(?:photo|pic))\b/i;

/** What remarks single out ("comments about my hijab", "mocks my accent"), named in the boundary. */
const REMARKED_ON =
  /\b(?:about|on|at|mocks?|mocking|mocked|imitat\w*|copies|copying|jokes? about|laughs? at) my (hijab|headscarf|turban|kippah|yarmulke|accent|english|religion|faith|skin(?: colou?r)?|race|ethnicity|nationality|age|name|pregnancy|bump|disability|wheelchair|stammer|stutter|hearing aids?|sexuality|pronouns|hair)\b/i;

type BoundaryPart = { readonly ask: string; readonly named: string };

/** The boundary sentence and the naming for what this message describes. */
function sexualBoundary(text: string): Pick<MomentTailoring, 'read' | 'reply'> {
  const parts: BoundaryPart[] = [
    ABOUT_BODY.test(text)
      ? SEXUAL_BOUNDARY.body
      : ABOUT_LOOKS.test(text)
        ? SEXUAL_BOUNDARY.looks
        : null,
    TOUCHING.test(text) ? SEXUAL_BOUNDARY.touch : null,
    ADVANCES.test(text) ? SEXUAL_BOUNDARY.advances : null,
  ].filter((part) => part !== null);
  // Nothing recognised: the answer's own sentence, which names the usual two.
  if (parts.length === 0) return {};
  const advances = ADVANCES.test(text);
  return {
    read: SEXUAL_BOUNDARY.read(
      listOf(parts.map((part) => part.named)),
      parts.length > 1 || parts[0] === SEXUAL_BOUNDARY.advances,
    ),
    reply: [
      `Please ${listOf(parts.map((part) => part.ask))}.`,
      ...(advances ? [SEXUAL_BOUNDARY.notInterested] : []),
      SEXUAL_BOUNDARY.close,
    ].join(' '),
  };
}

/**
 * Sexual harassment by what the message describes, whatever variant the classifier chose: an
 * advance hung on a renewal, or remarks on looks beside late-night messages or an invitation.
 */
export function describesSexualHarassment(text: string): boolean {
  return (
    (CAREER_LEVER.test(text) && PRIVATE_INVITATION.test(text)) ||
    ((ABOUT_BODY.test(text) || ABOUT_LOOKS.test(text) || TOUCHING.test(text)) &&
      ADVANCES.test(text))
  );
}

function harassmentTailoring(variant: MomentVariant, text: string): MomentTailoring {
  const country = jurisdictionOf(text);
  const tailoring: MomentTailoring = {
    first: [],
    ...(country ? { report: HARASSMENT_REPORT_IN(country) } : {}),
  };
  if (variant === 'discrimination') {
    const target = REMARKED_ON.exec(text)?.[1]?.toLowerCase();
    return target ? { ...tailoring, reply: DISCRIMINATION_REPLY(target) } : tailoring;
  }
  if (variant !== 'sexual') return tailoring;
  if (!(CAREER_LEVER.test(text) && PRIVATE_INVITATION.test(text)))
    return { ...tailoring, ...sexualBoundary(text) };
  const lever = CAREER_LEVER.exec(text)?.[0]?.toLowerCase() ?? 'work';
  return {
    ...tailoring,
    read: QUID_PRO_QUO_READ(lever),
    first: [QUID_PRO_QUO],
    reply: QUID_PRO_QUO_REPLY(lever),
  };
}

const PREGNANT = /\b(?:\d{1,2} weeks pregnant|pregnant|pregnancy|expecting a baby)\b/i;
/** The signs of pre-eclampsia: two of them together, in pregnancy, are a call to maternity triage now. */
const PREGNANCY_SIGNS: readonly RegExp[] = [
  /\b(?:headache|head is pounding|pounding head)\b/i,
  /\b(?:vision|sparkl\w*|flashing lights|flashes|blurr\w*|seeing spots|spots in front)\b/i,
  /\b(?:swell\w*|swollen|puffy)\b/i,
  /\b(?:pain (?:under|below) (?:my|the) ribs|upper (?:tummy|stomach|belly) pain)\b/i,
];

export function pregnancyWarningSigns(text: string): boolean {
  return PREGNANT.test(text) && PREGNANCY_SIGNS.filter((sign) => sign.test(text)).length >= 2;
}

/** What the message adds to its moment's answer; nothing for the other moments. */
/** Someone else is the one who is ill: a colleague, a relative, "he" or "she" with the symptom. */
const SOMEONE_ELSE =
  /\b(?:my|our|a|the) (?:colleague|coworker|co-worker|dad|father|mum|mom|mother|husband|wife|partner|boyfriend|girlfriend|son|daughter|friend|boss|manager|brother|sister|grandma|grandmother|grandad|grandfather|new hire|employee|customer|student|kollege|kollegin)\b/i;
const OWN_SYMPTOM =
  /\bI(?:['’]ve| have|['’]m| am| feel| keep| get| got)\b[^.?!\n]{0,40}\b(?:chest|breath\w*|numb|faint\w*|dizzy|blood|slurr\w*|collapsed|weight on)\b|\bmy (?:left |right )?(?:hand|hands|arm|arms|leg|legs|foot|feet|face|words|speech|vision|eyesight|head|chest)\b[^.?!\n]{0,40}\b(?:gone|went|clumsy|weak|numb|slurr\w*|sparkl\w*|blurr\w*|puffy|swollen|pounding|droop\w*)|\bI(?:['’]m| am) \d{1,2} weeks pregnant\b|\b(?:in|on|across) my (?:chest|jaw|left arm|head)\b/i;

function urgentTailoring(text: string): MomentTailoring {
  if (pregnancyWarningSigns(text) && (!SOMEONE_ELSE.test(text) || OWN_SYMPTOM.test(text)))
    return { read: PREGNANCY_URGENT.read, lead: PREGNANCY_URGENT.lead, first: [] };
  if (!SOMEONE_ELSE.test(text) || OWN_SYMPTOM.test(text)) return { first: [] };
  return {
    read: SOMEONE_ELSE_URGENT.read,
    lead: SOMEONE_ELSE_URGENT.lead,
    first: [],
    routes: SOMEONE_ELSE_URGENT.next,
    closing: SOMEONE_ELSE_URGENT.closing,
    reply: SOMEONE_ELSE_URGENT.reply,
  };
}

/** Someone the person teaches, or works above. */
const THEIR_STUDENT = /\b(?:student|pupil|tutor group|form group|year \d+|grade \d+|class)\b/i;
const THEIR_STAFF =
  /\b(?:my|our|one of my|one of our) (?:[\w-]+ )?(?:employees?|reports?|staff|team|lads|agents?|drivers?|baristas?|devs?|interns?|apprentices?|crew|nurses|workers)\b|\bI (?:manage|supervise|lead|run)\b/i;
/** Words about work: the closing line of the own-crisis answer speaks of work only when they do. */
const ABOUT_WORK =
  /\b(?:work|job|boss|manager|colleague|coworker|office|shift|client|meeting|deadline|team|review|presentation|career|company|hr)\b/i;

function crisisTailoring(text: string, hits: readonly MomentHit[]): MomentTailoring {
  if (!isSomeoneElsesCrisis(text, hits)) {
    const [lead, ...rest] = MOMENT_ANSWERS.crisis.insights;
    const insights = [OWN_CRISIS.ask, ...(lead ? [lead] : []), ...rest];
    if (!ABOUT_WORK.test(text)) insights[insights.length - 1] = OWN_CRISIS.closing;
    return { first: [], insights };
  }
  const answer = SOMEONE_ELSE_CRISIS;
  return {
    read: answer.read(whoIsAtRisk(text)),
    first: [],
    insights: [
      answer.ask,
      answer.danger,
      answer.lines,
      ...(THEIR_STUDENT.test(text)
        ? [answer.student]
        : THEIR_STAFF.test(text)
          ? [answer.staff]
          : []),
      answer.closing,
    ],
    reply: answer.reply,
  };
}

export function tailoringOf(
  variant: MomentVariant,
  text: string,
  hits: readonly MomentHit[] = [],
): MomentTailoring {
  if (variant === 'crisis') return crisisTailoring(text, hits);
  if (variant === 'urgent') return urgentTailoring(text);
  if (variant === 'legal') return legalTailoring(text);
  if (variant === 'medication' || variant === 'health') return medicationTailoring(text);
  if (variant === 'sexual' || variant === 'discrimination' || variant === 'bullying')
    return harassmentTailoring(variant, text);
  return { first: [] };
}

/** The moment's fixed answer with what the message adds put in its places. */
export function tailoredAnswer(answer: MomentAnswer, tailoring: MomentTailoring): MomentAnswer {
  const [lead, routesOrNext, ...rest] = answer.insights;
  const insights =
    tailoring.insights ??
    [
      tailoring.lead ?? lead,
      ...tailoring.first,
      ...(routesOrNext === undefined ? [] : [tailoring.routes ?? routesOrNext]),
      ...rest,
    ].filter((insight): insight is string => insight !== undefined);
  // The medication answer's last insight offers help with nerves; the tailored one gives it.
  if (tailoring.nerves && insights.length > 0) insights[insights.length - 1] = tailoring.nerves;
  if (tailoring.closing && insights.length > 0) insights[insights.length - 1] = tailoring.closing;
  // The routes to report, in the country's own bodies (the discrimination answer's one adds a
  // sentence after them, which stays).
  const routes = tailoring.report;
  const reported = routes
    ? insights.map((insight) =>
        insight.startsWith(REPORT) ? routes + insight.slice(REPORT.length) : insight,
      )
    : insights;
  return {
    ...answer,
    read: tailoring.read ? { ...answer.read, chat: tailoring.read } : answer.read,
    insights: reported,
    note: tailoring.lead ?? answer.note,
    ...(tailoring.replyToThem ? { replyToThem: tailoring.replyToThem } : {}),
    ...(tailoring.reply ? { reply: tailoring.reply } : {}),
  };
}

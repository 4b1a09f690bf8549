import type { SafetyCues } from '../types.js';

/**
 * Being asked to falsify records, pay or take a bribe, or hide money: writers of the fresh safety
 * batches call it fraud, and the product's money warnings (payments, gift cards, credentials) did
 * not see it (docs/decisions/0125-coach-safety-moments.md). A warning first, then the coaching,
 * which can help with saying no.
 */
export const wrongdoing: SafetyCues = {
  kind: 'wrongdoing',
  // Words that are this and nothing else; the rest is in `WRONGDOING` below.
  phrases: [
    'cook the books',
    'cooking the books',
    'off the books',
    'under the table',
    'a backhander',
    'backhanders',
    'kickback',
    'kickbacks',
    'a bribe',
    'bribe',
    'bribes',
    'bribing',
    'bribery',
    'brown envelope',
    'ghost employee',
    'ghost employees',
  ],
  warning:
    "What this describes could be fraud: falsified records, a bribe or hidden money put the person who does it at risk too, whoever asked. You do not have to go along with it. Keep a dated note of what you were asked, by whom and when, answer in writing, and use your organisation's whistleblowing or ethics route, a regulator, or an employment adviser, who can tell you how you are protected.",
};

const RECORD =
  '(?:log|logs|records?|figures|books|accounts|timesheets?|time sheets?|expenses?|expense claims?|invoices?|invoice date|data|results?|readings?|temperatures?|signatures?|hours|mileage|reports?|inspection|audit|testimonials?|references?|certificates?|receipts?|minutes|accrual|revenue|losses)';

/**
 * What the lists cannot hold, because the record named sits a few words on ("backdate the safety
 * inspection log", "change the lab results on the batch report so it passes QA"). Each pattern is
 * bounded, so none is slower than linear on any input.
 */
export const WRONGDOING: readonly RegExp[] = [
  new RegExp(
    `\\b(?:backdate|back-date|falsify|falsified|falsifying|forge|forged|forging|fabricate|fabricated|fudge|fiddle|doctor the|fake (?:the|a|an|his|her|their|our|some))\\b[^.?!\\n]{0,40}?\\b${RECORD}\\b`,
    'i',
  ),
  // "can you date the first invoice 30 Sept": a record given a date it did not happen on.
  /\b(?:date|dating|re-date|redate) (?:the |this |that |our |my |it |them )?(?:\w+ )?(?:invoices?|contracts?|agreements?|receipts?|timesheets?|orders?) (?:as |to |for |on )?\d{1,2}(?:st|nd|rd|th)?[ /.-]?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|\d)/i,
  // "auditors only sample over 100k so it won't come up": counting on the check not to look.
  /\b(?:auditors?|inspectors?|the bank|hmrc|the irs|tax office|the regulator|compliance)\b[^.?!\n]{0,50}?\b(?:won'?t|will not|wouldn'?t|would not|never|don'?t|doesn'?t|do not|does not) (?:come up|notice|catch|spot|see it|pick (?:it|this|that) up|find out|flag it|look (?:at|closely))\b/i,
  /\bmake up (?:some |the |fake )?(?:customer |client )?(?:testimonials|reviews|results|data|receipts|references|readings)\b/i,
  // "change the lab results on the batch report so it passes QA": a value, not a format.
  /\b(?:change|alter|adjust|edit|tweak|move|push)\b[^.?!\n]{0,30}?\b(?:results?|readings?|figures|numbers|data|dates?|invoice date|accrual|losses|revenue|temperatures?|hours|mileage|scores?)\b[^.?!\n]{0,50}?\b(?:so (?:it|they|we|that it|that they) (?:pass|passes|meets?|lands?|doesn'?t show|don'?t show)|before the (?:audit|inspection|inspector|auditors?|year end|year-end))\b/i,
  /\b(?:shred|destroy|delete|wipe|hide|lose)\b[^.?!\n]{0,40}?\b(?:logs?|records?|files|documents|emails|evidence)\b[^.?!\n]{0,30}?\bbefore (?:the )?(?:inspector|inspection|audit|auditors?|investigation|regulator|tribunal)\b/i,
  /\bsign (?:off|for)\b[^.?!\n]{0,50}?\b(?:(?:we|i) (?:didn'?t|did not|haven'?t|have not|never) (?:do|done|did|inspect|inspected|check|checked|see|seen|visit|visited)|(?:i|we) haven'?t (?:been|gone))\b/i,
  /\bclock (?:him|her|them|me) (?:in|out)\b[^.?!\n]{0,40}?\b(?:not here|isn'?t here|aren'?t here|left|gone|not in|home)\b/i,
  /\b(?:put|puts|putting|book|record|enter|write) (?:\S+ ){0,6}?(?:through|down|in|into the crm)? ?as ['‘"“]?(?:a )?(?:client|business|team|staff) (?:entertainment|expense|workshop|meal|dinner|trip|event)\b/i,
  /\b(?:as (?:closed|done|complete|completed|paid|delivered|won)) even (?:when|though|if)\b/i,
  /\bon (?:the )?payroll as (?:a |an )?['‘"“]?(?:consultant|contractor|employee|advisor|adviser)\b[^.?!\n]{0,40}?\b(?:does nothing|doesn'?t work|never works|does no work|doesn'?t do anything)\b/i,
  /\b(?:a cut of every|(?:\d+|five|ten)\s?% of every order)\b/i,
  /\bpersonal ['‘"“]?(?:rebate|commission|fee|gift)\b/i,
  /['‘"“](?:consultancy|consulting|finder'?s|facilitation) fee['’"”] to (?:his|her|their)\b/i,
  /\b(?:villa|holiday|trip|tickets?|gift|cash)\b[^.?!\n]{0,60}?\bif (?:we|i) (?:renew|sign|award|choose|pick|give|approve)\b/i,
  /\bwrite (?:the|it|this|that) (?:\w+ ){0,2}?as (?:happening|happened|having happened)\b[^.?!\n]{0,30}?\binstead of\b/i,
  // A request to record or claim something, and the words that say it is not true: "asked me to
  // document vitals I didn't take", "sign off the time sheets even though half of them didn't
  // show", "backdate the contract so it looks signed".
  /\b(?:asked|asks|asking|told|tells|wants|wanted|expects|expected|pressur\w*|instructed|needs) (?:me|us|everyone|all of us|the team|staff) to (?:\w+ ){0,2}?(?:sign|record|log|document|fill in|fill out|submit|write|enter|report|mark|change|update|create|claim|put|backdate|date|tell (?:them|the \w+)|say|confirm|certify|keep)\b[^.?!\n]{0,80}?\b(?:even though|when (?:it|they|he|she|we|i) (?:wasn'?t|weren'?t|didn'?t|hadn'?t|never)|(?:i|we|they|he|she) (?:didn'?t|never|did not) (?:take|do|did|see|check|inspect|attend|give|work|show)|who (?:weren'?t|wasn'?t|didn'?t|never|did not) (?:there|attend|show|come|work|in)|so (?:it|they|that it|that they) looks?\b|so (?:the )?(?:auditors?|inspectors?|bank|board|client|customer|donor|tax \w+|ministry|regulator)s? (?:don'?t|doesn'?t|won'?t|can'?t|never)\b)/i,
  /\b(?:a second set of (?:accounts|books)|(?:make|write) (?:my |a |the )?fake \w+(?:['’]s)? (?:note|receipt|invoice|reference|certificate)|an envelope with|['‘"“]?a little something['’"”]? (?:for|to|when)|['‘"“]show (?:some |a little )?appreciation['’"”])/i,
  /\b(?:split|break) (?:a|the|this) [^.?!\n]{0,30}?\b(?:purchase|order|payment|invoice)\b[^.?!\n]{0,40}?\bso (?:it|that it|we) (?:doesn'?t|don'?t|won'?t) need\b/i,
  /\b(?:looks? like a (?:client|business|work) (?:dinner|lunch|meal|trip|expense)|(?:keep|kept) paying (?:his|her|their|my) [\w ]{0,20}?who (?:left|quit|retired))\b/i,
];

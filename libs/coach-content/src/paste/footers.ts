/**
 * Legal and confidentiality footers, external-sender warnings, "consider the environment" lines and
 * newsletter unsubscribe blocks: paragraphs written by a mail system or a legal team, not by the
 * people talking. Each paragraph is read once, lower-cased, with `includes`.
 */

/** Words that add up to a confidentiality notice; one alone appears in ordinary messages. */
const LEGAL_CUES = [
  'confidential',
  'privileged',
  'intended recipient',
  'intended solely',
  'intended only for',
  'addressee',
  'in error',
  'notify the sender',
  'notify us',
  'inform the sender',
  'contact the sender',
  'delete',
  'destroy',
  'disclos',
  'distribut',
  'copying',
  'dissemination',
  'prohibited',
  'unauthori',
  'any attachments',
  'any files transmitted',
  'views or opinions',
  'do not necessarily',
  'liability',
  'virus',
  'monitored',
];

/** A paragraph that opens as a notice ("CONFIDENTIALITY NOTICE: …", "Disclaimer: …"). */
const NOTICE_HEADINGS = [
  'disclaimer',
  'confidentiality',
  'confidential:',
  'legal notice',
  'important notice',
  'privileged and confidential',
  'notice:',
];

const COMPANY_CUES = [
  'registered in england',
  'registered in scotland',
  'registered in ireland',
  'registered office',
  'company registration',
  'registered number',
  'company number',
  'company no',
  'authorised and regulated',
  'authorized and regulated',
  'vat registration',
  'vat no',
  'vat number',
];

const ALWAYS = [
  'consider the environment before printing',
  'think before you print',
  'think of the environment before printing',
  'received this email in error',
  'received this e-mail in error',
  'received this message in error',
  'received this communication in error',
  'received this transmission in error',
  'originated from outside of the organization',
  'originated from outside of the organisation',
  'originated from outside the organization',
  'originated from outside the organisation',
  'scanned for viruses',
  'checked for viruses',
];

const UNSUBSCRIBE_CUES = [
  'you are receiving',
  "you're receiving",
  'you received this',
  'click here',
  'preferences',
  'no longer wish',
  'opt out',
  'opt-out',
  'privacy policy',
  'view in browser',
  'view this email in your browser',
];

/** A person speaking ("I'm", "I'll") is not a legal department. */
const FIRST_PERSON = /(?:^|[^\p{L}'’])i(?:'|’|\s)/u;

/** True for a paragraph (lower-cased, its lines joined with spaces) that is a footer. */
export function isFooter(lower: string): boolean {
  // The shortest footer is a line like "Unsubscribe" or "Virus-free.".
  if (lower.length < 11 || lower.length > 4000) return false;
  if (FIRST_PERSON.test(lower)) return false;
  if (ALWAYS.some((cue) => lower.includes(cue))) return true;
  let score = LEGAL_CUES.filter((cue) => lower.includes(cue)).length;
  if (NOTICE_HEADINGS.some((heading) => lower.startsWith(heading))) score += 2;
  if (score >= 3) return true;
  const short = lower.length <= 400 && !lower.includes('?');
  if (short && COMPANY_CUES.some((cue) => lower.includes(cue))) return true;
  if (short && (lower.startsWith('virus-free') || lower.startsWith('virus free'))) return true;
  if (lower.includes('unsubscribe')) {
    return (
      UNSUBSCRIBE_CUES.some((cue) => lower.includes(cue)) ||
      (lower.length <= 60 && !lower.includes('?'))
    );
  }
  // "[EXTERNAL]", "CAUTION: This email came from outside …": warnings mail systems add on top.
  const banner =
    lower.startsWith('[external]') ||
    lower.startsWith('external email') ||
    lower.startsWith('external:') ||
    lower.startsWith('caution:') ||
    lower.startsWith('caution -') ||
    lower.startsWith('warning:');
  return (
    banner &&
    lower.length <= 400 &&
    (lower.includes('outside') || lower.includes('external')) &&
    (lower.includes('click') ||
      lower.includes('link') ||
      lower.includes('attachment') ||
      lower.includes('sender'))
  );
}

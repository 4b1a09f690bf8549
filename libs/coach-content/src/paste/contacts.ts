import { wordCount } from './lines.js';

/**
 * Lines of a signature that only give contact details: phone numbers ("T: +44 20 7946 0000"),
 * addresses ("maria@acme.com", "www.acme.com", a LinkedIn URL), "|"-separated lines of them and
 * the placeholders of signature images. Each test reads one short line.
 */

const PHONE_LABELS = new Set([
  't',
  'tel',
  'telephone',
  'phone',
  'ph',
  'p',
  'm',
  'mob',
  'mobile',
  'cell',
  'c',
  'direct',
  'dir',
  'd',
  'dd',
  'o',
  'office',
  'f',
  'fax',
  'main',
  'work',
  'switchboard',
  'whatsapp',
]);
const OTHER_LABELS = new Set([
  'e',
  'email',
  'e-mail',
  'mail',
  'w',
  'web',
  'website',
  'linkedin',
  'twitter',
  'x',
  'skype',
  'teams',
  'a',
  'address',
  'book a meeting',
  'book time with me',
  'calendar',
]);
const TOP_LEVEL_DOMAINS = new Set([
  'com',
  'org',
  'net',
  'io',
  'co',
  'uk',
  'de',
  'fr',
  'es',
  'it',
  'nl',
  'be',
  'ch',
  'at',
  'se',
  'no',
  'dk',
  'fi',
  'ie',
  'pt',
  'pl',
  'eu',
  'us',
  'ca',
  'au',
  'nz',
  'in',
  'sg',
  'jp',
  'br',
  'mx',
  'za',
  'ai',
  'app',
  'dev',
  'biz',
  'info',
  'edu',
  'gov',
]);

const PHONE_CHARS = /^[\d +\-()./]+$/;
const EXTENSION = / (?:ext\.?|x) ?\d{1,6}$/i;
const DOMAIN = /^[a-z\d-]+(?:\.[a-z\d-]+)+(?:\/\S*)?$/i;

function isPhone(text: string): boolean {
  const number = text.trim().replace(EXTENSION, '');
  if (number.length < 7 || number.length > 40 || !PHONE_CHARS.test(number)) return false;
  const digits = number.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 16 && /^[\d+(]/.test(number);
}

function isEmail(text: string): boolean {
  let address = text.trim();
  if (address.toLowerCase().startsWith('mailto:')) address = address.slice(7);
  if (address.startsWith('<') && address.endsWith('>')) address = address.slice(1, -1);
  if (address.length > 100 || address.includes(' ')) return false;
  const at = address.indexOf('@');
  return at > 0 && address.indexOf('.', at) > at + 1 && address.indexOf('@', at + 1) < 0;
}

function isUrl(text: string): boolean {
  let url = text.trim();
  if (url.startsWith('<') && url.endsWith('>')) url = url.slice(1, -1);
  if (url === '' || url.length > 200 || url.includes(' ')) return false;
  const lower = url.toLowerCase();
  if (lower.startsWith('http://') || lower.startsWith('https://') || lower.startsWith('www.')) {
    return true;
  }
  if (lower.includes('linkedin.com/')) return true;
  if (!DOMAIN.test(lower)) return false;
  const host = lower.split('/')[0] ?? '';
  return TOP_LEVEL_DOMAINS.has(host.slice(host.lastIndexOf('.') + 1));
}

/** "T: +44 20 7946 0000", "Mobile +44 7700 900123", "maria@acme.com", "www.acme.com". */
function isContactItem(raw: string): boolean {
  let text = raw.trim();
  const colon = text.indexOf(':');
  if (colon > 0 && colon <= 18) {
    const label = text.slice(0, colon).trim().toLowerCase().replace(/\.$/, '');
    if (PHONE_LABELS.has(label) || OTHER_LABELS.has(label)) text = text.slice(colon + 1).trim();
  } else {
    const space = text.indexOf(' ');
    if (space > 0 && space <= 12) {
      const label = text.slice(0, space).toLowerCase().replace(/\.$/, '');
      if (PHONE_LABELS.has(label) && isPhone(text.slice(space + 1))) return true;
    }
  }
  return isPhone(text) || isEmail(text) || isUrl(text);
}

/** "[cid:image001.png@01D9…]", "[image: Acme logo]", "<image002.jpg>": a signature's pictures. */
function isImagePlaceholder(body: string): boolean {
  if (body.length > 200) return false;
  const lower = body.toLowerCase();
  if (lower.startsWith('[') && lower.endsWith(']')) {
    return ['cid:', 'image', 'logo', 'icon', 'banner', 'automatically generated', 'signature'].some(
      (word) => lower.includes(word),
    );
  }
  return /^<image\d*\.(?:png|jpe?g|gif)>$/.test(lower);
}

/** The parts of a "|"-separated line ("Maria Lopez | Head of Operations | +44 20 7946 0000"). */
export function pipeParts(body: string): string[] {
  return body
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

function isPipeLine(body: string): boolean {
  const parts = pipeParts(body);
  return (
    parts.length >= 2 &&
    parts.some(isContactItem) &&
    parts.every(
      (part) =>
        isContactItem(part) || (part.length <= 60 && wordCount(part) <= 7 && !/[?!]/.test(part)),
    )
  );
}

/** True for a line that only gives contact details (or a signature's picture). */
export function isContactLine(body: string): boolean {
  if (body === '' || body.length > 200) return false;
  if (isImagePlaceholder(body)) return true;
  if (body.includes('|')) return isPipeLine(body);
  const lower = body.toLowerCase();
  if (
    body.length <= 60 &&
    (lower.startsWith('follow us') ||
      lower.startsWith('connect with me') ||
      lower.startsWith('find us on'))
  ) {
    return true;
  }
  return isContactItem(body);
}

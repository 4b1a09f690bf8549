/**
 * References to the product's rules and to past issues, as they appear in code and docs, and how
 * each is written to resolve inside the repository: "spec §8" becomes `docs/product.md#s8` (a
 * link in Markdown), "issue 5" the decision that records what the issue asked. Pure: the CLI
 * (cite-product.ts) reads and writes the files. See docs/decisions/0005.
 */

/** Subsections of docs/product.md by the quoted title a reference may carry (`§8 "Coach reply cleaning"`). */
const SUBSECTIONS: Record<string, string> = {
  'route table': 's2-1',
  'signed-in layout': 's2-2',
  login: 's2-3',
  'login screen': 's2-3',
  'sign-up': 's2-4',
  'sign-up screen': 's2-4',
  'assessment screen': 's2-5',
  'profile screen': 's2-6',
  'ai coach screen': 's2-7',
  'analyze conversation mode': 's2-7',
  'chat mode': 's2-7',
  'suggestions screen': 's2-8',
  'signed-in user': 's3-1',
  profile: 's3-3',
  'assessment submission payload': 's3-4',
  'analysis request': 's3-5',
  'chat request': 's3-5',
  'chat message': 's3-5',
  'suggestion item': 's3-6',
  'error object': 's3-7',
  authentication: 's4-1',
  assessment: 's4-2',
  'password strength meter': 's4-3',
  'profile page': 's4-4',
  coach: 's4-5',
  'online notice': 's4-7',
  'file upload': 's5-7',
  keyboard: 's5-8',
  'clear conversation': 's5-9',
  'api errors': 's8-3',
  'profile load classification': 's8-4',
  'suggestions load failure': 's8-5',
  'coach failures': 's8-6',
  'coach reply cleaning': 's8-7',
  'assessment submission failure': 's8-8',
};

export interface IssueDecisions {
  /** Issue number → file name of the decision under docs/decisions/. */
  issues: Record<string, string>;
  /** Repository path → issue number → decision file, where one file needs another decision. */
  byFile?: Record<string, Record<string, string>>;
}

export interface FileContext {
  /** Path from the repository root, with forward slashes. */
  path: string;
  decisions: IssueDecisions;
}

const isMarkdown = (file: string) => file.endsWith('.md');

/** The path from `file`'s directory to a repository path (Markdown links are relative). */
function relativeTo(file: string, target: string): string {
  const from = file.split('/').slice(0, -1);
  const to = target.split('/');
  let common = 0;
  while (common < from.length && common < to.length - 1 && from[common] === to[common]) common++;
  return [...from.slice(common).map(() => '..'), ...to.slice(common)].join('/') || target;
}

function anchorFor(section: string, title: string | undefined): string {
  const sub = title === undefined ? undefined : SUBSECTIONS[title.toLowerCase()];
  return sub?.startsWith(`s${section}-`) ? sub : `s${section}`;
}

/** One `§N` (with an optional quoted title) written as a resolvable reference. */
function productReference(
  file: string,
  section: string,
  title: string | undefined,
  style: 'lead' | 'bare' | 'chained',
): string {
  const anchor = anchorFor(section, title);
  const quoted = title === undefined ? '' : ` "${title}"`;
  if (isMarkdown(file)) {
    const target = `${relativeTo(file, 'docs/product.md')}#${anchor}`;
    const text = style === 'lead' ? `product rules §${section}` : `§${section}`;
    return `[${text}](${target})${quoted}`;
  }
  return `${style === 'chained' ? '' : 'docs/product.md'}#${anchor}${quoted}`;
}

// "spec §8", "Spec §8's", "the spec's §8", "§8", optionally followed by a quoted title, then any
// chain of ", §9" / " and §9" / ", and §9" each with an optional title.
const SECTION = String.raw`§\s?(\d)(?:\.\d+)?(?:\s+"([^"\n]{1,60})")?`;
const CHAIN = String.raw`(?:(?:,\s*(?:and\s+)?|\s+and\s+)§\s?\d(?:\.\d+)?(?:\s+"[^"\n]{1,60}")?)*`;
const PRODUCT_REFERENCE = new RegExp(
  String.raw`(\b(?:the\s+)?[Ss]pec(?:'s)?(?:\s+section)?\s+)?` + SECTION + `(${CHAIN})`,
  'g',
);
const CHAINED = new RegExp(String.raw`(,\s*(?:and\s+)?|\s+and\s+)` + SECTION, 'g');
const SPEC_SECTION_WORDS = /\b([Ss]pec(?:ification)?(?:'s)?\s+section\s+)(\d)\b/g;

/** Rewrites every spec section reference of a file's text. */
export function rewriteProductReferences(text: string, file: string): string {
  return text
    .replace(SPEC_SECTION_WORDS, (_match, _lead: string, section: string) =>
      productReference(file, section, undefined, 'lead'),
    )
    .replace(
      PRODUCT_REFERENCE,
      (_match, lead: string | undefined, section: string, title: string | undefined, chain) => {
        const first = productReference(file, section, title, lead ? 'lead' : 'bare');
        const rest = String(chain).replace(
          CHAINED,
          (_m, separator: string, next: string, nextTitle: string | undefined) =>
            separator + productReference(file, next, nextTitle, 'chained'),
        );
        return first + rest;
      },
    );
}

const ISSUE_REFERENCE = /\b([Ii])ssue\s+#?(\d+)\b|\(#(\d+)\)/g;
/** "(issue 5)" and "(#5)": dropped, with the space before, in the decision that records issue 5. */
const PARENTHESISED_ISSUE = /\s*\((?:[Ii]ssue\s+#?|#)(\d+)\)/g;

/** Rewrites "issue 4" / "(#4)" to the decision that records the issue; unknown issues stay. */
export function rewriteIssueReferences(text: string, context: FileContext): string {
  const decisionOf = (issue: string): string | undefined =>
    context.decisions.byFile?.[context.path]?.[issue] ?? context.decisions.issues[issue];
  const withoutOwn = text.replace(PARENTHESISED_ISSUE, (match, issue: string) =>
    context.path === `docs/decisions/${decisionOf(issue)}` ? '' : match,
  );
  return withoutOwn.replace(
    ISSUE_REFERENCE,
    (match, initial: string | undefined, number: string | undefined, hashNumber) => {
      const issue = number ?? String(hashNumber);
      const decision = decisionOf(issue);
      if (decision === undefined) return match;
      const decisionPath = `docs/decisions/${decision}`;
      const capital = initial === 'I';
      // The decision that records the issue speaks of it as its brief.
      if (context.path === decisionPath) return capital ? 'The brief' : 'the brief';
      const id = decision.slice(0, 4);
      const reference = isMarkdown(context.path)
        ? `[decision ${id}](${relativeTo(context.path, decisionPath)})`
        : decisionPath;
      return hashNumber === undefined ? reference : `(${reference})`;
    },
  );
}

/** Both rewrites. */
export function rewriteReferences(text: string, context: FileContext): string {
  return rewriteIssueReferences(rewriteProductReferences(text, context.path), context);
}

export interface Finding {
  line: number;
  text: string;
  why: string;
}

const LINK_TO_PRODUCT = /\[[^\]]*\]\([^)]*product\.md#[^)]*\)/g;
const FORBIDDEN: { pattern: RegExp; why: string }[] = [
  { pattern: /§\s?\d/, why: 'a spec section: cite docs/product.md#sN' },
  {
    pattern: /\bspec(?:ification)?(?:'s)?\s+section\s+\d/i,
    why: 'a spec section: cite docs/product.md#sN',
  },
  { pattern: /\bissues?\s+#?\d+\b/i, why: 'an issue number: cite the decision that records it' },
  { pattern: /\(#\d+\)/, why: 'an issue number: cite the decision that records it' },
];

/** References a reader of the repository cannot follow: spec sections and issue numbers. */
export function findUnresolvable(text: string): Finding[] {
  const findings: Finding[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    const withoutLinks = line.replace(LINK_TO_PRODUCT, '');
    for (const { pattern, why } of FORBIDDEN) {
      if (pattern.test(withoutLinks)) {
        findings.push({ line: index + 1, text: line.trim(), why });
        break;
      }
    }
  }
  return findings;
}

import { describe, expect, it } from 'vitest';
import {
  findUnresolvable,
  rewriteReferences,
  type FileContext,
  type IssueDecisions,
} from './references.js';

const decisions: IssueDecisions = {
  issues: { '4': '0050-e2e.md', '5': '0040-coach.md' },
  byFile: { 'tools/bench/web.ts': { '4': '0052-budgets.md' } },
};
const code: FileContext = { path: 'apps/web/src/lib/api-client.ts', decisions };
const decision: FileContext = { path: 'docs/decisions/0031-sign-in.md', decisions };

describe('rewriteReferences in code', () => {
  it('turns a spec section into an anchor of docs/product.md', () => {
    expect(rewriteReferences('/** Messages of spec §8, word for word. */', code)).toBe(
      '/** Messages of docs/product.md#s8, word for word. */',
    );
    expect(rewriteReferences("// Spec §4's password-strength meter.", code)).toBe(
      "// docs/product.md#s4's password-strength meter.",
    );
  });

  it('keeps a list of sections short after the first', () => {
    expect(rewriteReferences('(spec §2, §4, §5 and §8)', code)).toBe(
      '(docs/product.md#s2, #s4, #s5 and #s8)',
    );
  });

  it('points a quoted subsection title at its subsection', () => {
    expect(rewriteReferences('Spec §8 "Coach reply cleaning": what is shown', code)).toBe(
      'docs/product.md#s8-7 "Coach reply cleaning": what is shown',
    );
    // A title from another section does not move the anchor.
    expect(rewriteReferences('§2 "Coach reply cleaning"', code)).toBe(
      'docs/product.md#s2 "Coach reply cleaning"',
    );
  });

  it('rewrites a bare section and "spec section N"', () => {
    expect(rewriteReferences('texts word for word (§1, §2)', code)).toBe(
      'texts word for word (docs/product.md#s1, #s2)',
    );
    expect(rewriteReferences('see spec section 5', code)).toBe('see docs/product.md#s5');
  });

  it('turns an issue number into the decision that records it, per file when configured', () => {
    expect(rewriteReferences('The main story of issue 4, on the real stack', code)).toBe(
      'The main story of docs/decisions/0050-e2e.md, on the real stack',
    );
    expect(
      rewriteReferences('The web budgets of issue 4', { path: 'tools/bench/web.ts', decisions }),
    ).toBe('The web budgets of docs/decisions/0052-budgets.md');
    expect(rewriteReferences('offline coach (#5)', code)).toBe(
      'offline coach (docs/decisions/0040-coach.md)',
    );
  });

  it('leaves an issue it does not know, so the check reports it', () => {
    expect(rewriteReferences('as issue 99 asks', code)).toBe('as issue 99 asks');
  });
});

describe('rewriteReferences in Markdown', () => {
  it('writes relative links', () => {
    expect(rewriteReferences('Spec §2, §5 and §8 give the fields', decision)).toBe(
      '[product rules §2](../product.md#s2), [§5](../product.md#s5) and [§8](../product.md#s8) give the fields',
    );
    expect(rewriteReferences('Issue 5 asks', decision)).toBe('[decision 0040](0040-coach.md) asks');
  });

  it('calls the issue "the brief" inside the decision that records it', () => {
    const own: FileContext = { path: 'docs/decisions/0050-e2e.md', decisions };
    expect(rewriteReferences('Issue 4 asks for journeys', own)).toBe('The brief asks for journeys');
    const coach: FileContext = { path: 'docs/decisions/0040-coach.md', decisions };
    expect(rewriteReferences('no API key (issue 5), explain', coach)).toBe('no API key, explain');
  });
});

describe('findUnresolvable', () => {
  it('finds spec sections and issue numbers, line by line', () => {
    const text = [
      'fine line',
      '// spec §8 says so',
      '// as issue 12 asks',
      '// fixed (#7)',
      '// the spec section 3 table',
    ].join('\n');
    expect(findUnresolvable(text).map((finding) => finding.line)).toEqual([2, 3, 4, 5]);
  });

  it('accepts what the rewrite produces', () => {
    const lines = [
      '/** docs/product.md#s8-7 "Coach reply cleaning" */',
      '[product rules §2](../product.md#s2), [§5](../product.md#s5)',
      'see docs/decisions/0040-coach.md',
      'the issues list is long', // "issues" without a number is prose
    ];
    expect(findUnresolvable(lines.join('\n'))).toEqual([]);
  });

  it('does not excuse a section sign outside the link', () => {
    expect(findUnresolvable('[§5](../product.md#s5) and §8')).toHaveLength(1);
  });
});

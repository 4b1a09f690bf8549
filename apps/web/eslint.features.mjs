/**
 * Features do not import each other (bulletproof-react's rule): a feature folder under
 * apps/web/src/features/ may import its own files and the shared code (src/components, src/lib,
 * src/hooks, src/config), never another feature; shared code imports no feature. What two
 * features need goes to shared code; src/app composes the features. Imported by the root
 * eslint.config.mjs; the features are read from the folder, so a new feature is covered at once.
 */
import { readdirSync } from 'node:fs';

const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const SHARED = ['components', 'lib', 'hooks', 'config'];
const TESTS = ['**/*.test.{ts,tsx}'];
// This rule replaces the root config's no-restricted-imports for these files, so product code
// keeps the root's one restriction (no test harness) here too.
const NO_HARNESS = {
  name: '@styleprint/test-harness',
  message: 'The test harness is for tests, journeys and tools only.',
};

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function featurePatterns(feature) {
  const others = FEATURES.filter((name) => name !== feature).map(escape);
  const message =
    `Features do not import each other: move what "${feature}" shares with another feature to ` +
    'src/components, src/lib or src/hooks (apps/web/eslint.features.mjs).';
  return [
    // `#web/features/other/…`, `../../../features/other/…`
    { regex: `(^|/)features/(?!${escape(feature)}(/|$))`, message },
    // `../../other/…` from inside this feature's folders
    ...(others.length > 0 ? [{ regex: `^(\\.\\./)+(${others.join('|')})(/|$)`, message }] : []),
  ];
}

const sharedPatterns = [
  {
    regex: '(^|/)features(/|$)',
    message:
      'Shared code (src/components, src/lib, src/hooks, src/config) imports no feature; ' +
      'move what it needs out of the feature (apps/web/eslint.features.mjs).',
  },
];

/** The rule for product files and, without the harness restriction, for their tests. */
const restrict = (files, patterns) => [
  {
    files,
    ignores: TESTS,
    rules: { 'no-restricted-imports': ['error', { paths: [NO_HARNESS], patterns }] },
  },
  {
    files: files.map((glob) => glob.replace('**/*.{ts,tsx}', '**/*.test.{ts,tsx}')),
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  },
];

export const webFeatureBoundaries = [
  ...FEATURES.flatMap((feature) =>
    restrict([`apps/web/src/features/${feature}/**/*.{ts,tsx}`], featurePatterns(feature)),
  ),
  ...restrict(
    SHARED.map((folder) => `apps/web/src/${folder}/**/*.{ts,tsx}`),
    sharedPatterns,
  ),
];

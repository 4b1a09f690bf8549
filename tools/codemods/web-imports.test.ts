import { describe, expect, it } from 'vitest';
import { areaOf, rewriteSource, rewriteSpecifier } from './web-imports.js';

describe('web imports codemod', () => {
  it('names a file’s area: its feature, or its top-level folder of src', () => {
    expect(areaOf('features/coach/components/ChatPanel.tsx')).toBe('features/coach');
    expect(areaOf('lib/api-client.ts')).toBe('lib');
    expect(areaOf('components/ui/Button.tsx')).toBe('components');
    expect(areaOf('main.tsx')).toBe('');
  });

  it('rewrites imports that leave the area, keeps those inside it', () => {
    const file = 'features/coach/components/ChatPanel.tsx';
    expect(rewriteSpecifier(file, '../../../lib/api-client')).toBe('#web/lib/api-client');
    expect(rewriteSpecifier(file, '../../../test/render')).toBe('#web/test/render');
    expect(rewriteSpecifier(file, '../hooks/use-coach-profile')).toBeNull();
    expect(rewriteSpecifier(file, './Message')).toBeNull();
    expect(rewriteSpecifier(file, '@styleprint/contracts')).toBeNull();
    expect(rewriteSpecifier('lib/my-profile.ts', '../hooks/use-api-resource')).toBe(
      '#web/hooks/use-api-resource',
    );
    expect(rewriteSpecifier('main.tsx', './app/App')).toBeNull();
  });

  it('rewrites every import form and is idempotent', () => {
    const file = 'features/profile/routes/ProfileRoute.test.tsx';
    const source = [
      "import { a } from '../../../test/render';",
      "import type { B } from '../../../lib/api-client';",
      "export { c } from '../../../lib/c';",
      "import '../../../styles/x.css';",
      "const d = await import('../../../lib/d');",
      "vi.mock('../../../lib/e', () => ({}));",
      "import { f } from '../components/F';",
    ].join('\n');
    const once = rewriteSource(file, source);
    expect(once.count).toBe(6);
    expect(once.text).toBe(
      [
        "import { a } from '#web/test/render';",
        "import type { B } from '#web/lib/api-client';",
        "export { c } from '#web/lib/c';",
        "import '#web/styles/x.css';",
        "const d = await import('#web/lib/d');",
        "vi.mock('#web/lib/e', () => ({}));",
        "import { f } from '../components/F';",
      ].join('\n'),
    );
    expect(rewriteSource(file, once.text)).toEqual({ text: once.text, count: 0 });
  });
});

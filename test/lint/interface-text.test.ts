import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = process.cwd();
const eslint = new ESLint({ cwd: repoRoot });

/** The hard-coded-text messages `npm run lint` would give a probe file at `path` with `source`. */
async function textErrors(path: string, source: string): Promise<number> {
  const [result] = await eslint.lintText(source, { filePath: `${repoRoot}/${path}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'lingui/no-unlocalized-strings' || message.ruleId === 'no-restricted-syntax').length;
}

const macros = "import { t, msg } from '@lingui/core/macro';\nimport { Trans, useLingui } from '@lingui/react/macro';\n";

describe('interface text goes through Lingui (issue 21)', () => {
  it.each([
    ['text in JSX', 'src/features/languages/probe.tsx', 'export const P = () => <p>Nothing here yet</p>;'],
    ['a one-word label in JSX', 'src/features/languages/probe.tsx', 'export const P = () => <button>Save</button>;'],
    ['an aria-label', 'src/components/probe.tsx', 'export const P = () => <nav aria-label="Main" />;'],
    ['a placeholder', 'src/app/probe.tsx', 'export const P = () => <input placeholder="Search attributes" />;'],
    ['a title', 'src/features/attributes/probe.tsx', 'export const P = () => <span title="Data from the mock">x</span>;'],
    ['a title built from a template', 'src/features/attributes/probe.tsx', 'export const P = ({ n }: { n: string }) => <span title={`Opened ${n}`}>x</span>;'],
    ['one lower-case word between tags', 'src/features/attributes/probe.tsx', 'export const P = () => <span className="missing">missing</span>;'],
    ['one lower-case word in an aria-label', 'src/components/probe.tsx', 'export const P = () => <button aria-label="close">x</button>;'],
    ['a string expression in JSX', 'src/features/attributes/probe.tsx', "export const P = () => <p>{'No attributes'}</p>;"],
    ['a toast message', 'src/features/attributes/probe.ts', "declare const toast: { show(m: string): void };\nexport const f = () => toast.show('Saved the attribute');"],
    ['a validation message in api/', 'src/api/probe.ts', "export const check = (v: string) => (v ? null : 'Alias is required.');"],
    ['a label table', 'src/app/probe.ts', "export const ITEMS = [{ to: '/x', label: 'Saved searches' }];"],
  ])('refuses %s', async (_what, path, source) => {
    expect(await textErrors(path, source)).toBeGreaterThan(0);
  });

  it.each([
    ['<Trans> and t``', 'src/features/languages/probe.tsx', `${macros}export function P() {\n  const { t } = useLingui();\n  return <button aria-label={t\`Close\`}><Trans>Save</Trans></button>;\n}`],
    ['msg`` in a table', 'src/app/probe.ts', `${macros}export const ITEMS = [{ to: '/x', label: msg\`Saved searches\` }];\nexport const f = () => t\`Saved\`;`],
    [
      "class names, roles, keys and the service's names",
      'src/features/languages/probe.tsx',
      'export const P = ({ k }: { k: string }) => <div className="page-header is-open" role="grid" data-state="open">{k === \'Escape\' ? \'TextAttribute\' : null}</div>;',
    ],
    [
      'a form field named as the API names it',
      'src/features/languages/probe.tsx',
      "declare const form: { register(name: string): object };\nexport const P = () => <input {...form.register('Name')} />;",
    ],
    [
      'an API path and a query key',
      'src/api/probe.ts',
      "declare const http: { get(p: string): void };\nexport const f = () => http.get('/v1/SavedSearchFolders');\nexport const key = ['attributes', 'list'];",
    ],
    ['text in the mock (the server speaks English)', 'src/mocks/probe.ts', "export const title = 'The attribute was not found';"],
    ['text in a test', 'test/integration/probe.test.tsx', "export const name = 'Saved the attribute';"],
  ])('allows %s', async (_what, path, source) => {
    expect(await textErrors(path, source)).toBe(0);
  });
});

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = process.cwd();
const eslint = new ESLint({ cwd: repoRoot });

/** The import-boundary messages `npm run lint` would give a probe file at `path` importing `source`. */
async function boundaryErrors(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${source}';\nexport const y = x;\n`, { filePath: `${repoRoot}/${path}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('import boundaries (DESIGN.md: components, api -> features -> app)', () => {
  it.each([
    ['a feature importing another feature', 'src/features/languages/probe.ts', '../attributes/attribute-list-model'],
    ['a feature importing app/', 'src/features/languages/probe.ts', '../../app/query-client'],
    ['components/ importing a feature', 'src/components/probe.ts', '../features/attributes/attribute-list-model'],
    ['components/ importing a resource module of api/', 'src/components/probe.ts', '../api/attributes'],
    ['components/ importing app/', 'src/components/probe.ts', '../app/layout'],
    ['api/ importing components/', 'src/api/probe.ts', '../components/toast'],
    ['api/ importing a feature', 'src/api/probe.ts', '../features/attributes/attribute-list-model'],
    ['api/ importing app/', 'src/api/probe.ts', '../app/query-client'],
    ['i18n/ importing components/', 'src/i18n/probe.ts', '../components/format'],
    ['mocks/ importing app/', 'src/mocks/probe.ts', '../app/query-client'],
    ['mocks/ importing a feature', 'src/mocks/probe.ts', '../features/attributes/attribute-list-model'],
    ['classic zod in a feature', 'src/features/languages/probe.ts', 'zod'],
    ['classic zod in app/', 'src/app/probe.ts', 'zod'],
    ['classic zod in a test', 'test/integration/probe.test.tsx', 'zod'],
  ])('refuses %s', async (_what, path, source) => {
    expect(await boundaryErrors(path, source)).toHaveLength(1);
  });

  it.each([
    ['a feature importing its own files, components/ and api/', 'src/features/languages/probe.ts', ['./language-form', '../../components/dialog', '../../api/languages']],
    ['components/ importing api/ plumbing', 'src/components/probe.ts', ['../api/api-error', '../api/settings', '../api/versions', '../api/three-way-merge']],
    ['app/ importing a feature', 'src/app/probe.ts', ['../features/attributes/attributes-page']],
    ['mocks/ importing api/ types', 'src/mocks/probe.ts', ['../api/attributes']],
    ['zod/mini anywhere', 'src/features/languages/probe.ts', ['zod/mini']],
  ])('allows %s', async (_what, path, sources) => {
    for (const source of sources) expect(await boundaryErrors(path, source), source).toEqual([]);
  });
});

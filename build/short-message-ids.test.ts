import { join } from 'node:path';
import { createCompiledCatalog } from '@lingui/cli/api';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it } from 'vitest';
import { linguiMacros } from './lingui-macros';
import { catalogWithShortIds, shortIdsFor, shortMessageIds } from './short-message-ids';

const LOCALES = join(process.cwd(), 'src/i18n/locales');

/** The code and the catalog of a build: each plugin's transform, as Vite calls them. */
async function buildPlugins() {
  const [macros, catalogs] = linguiMacros();
  (macros!.configResolved as (config: { command: string; root: string }) => void)({ command: 'build', root: process.cwd() });
  const transform = (plugin: typeof macros, code: string, id: string) => (plugin!.transform as (code: string, id: string) => Promise<{ code: string } | null> | { code: string } | null)(code, id);
  return { code: (source: string) => transform(macros, source, '/src/x.tsx'), catalog: (code: string) => transform(catalogs, code, '/src/i18n/locales/da/app.po') };
}

describe('short message ids in a build', () => {
  const ids = shortMessageIds(LOCALES);

  it('gives every message of the catalogs the shortest start of its hash no other shares, the same on every build', () => {
    expect(ids.size).toBeGreaterThan(1000);
    expect(new Set(ids.values()).size).toBe(ids.size);
    for (const [hash, id] of ids) expect(hash.startsWith(id) && id.length >= 2).toBe(true);
    expect([...ids.values()].filter((id) => id.length === 2).length).toBeGreaterThan(ids.size / 2);
    expect(ids.get(generateMessageId('Attributes'))).toBeDefined();
    expect([...shortMessageIds(LOCALES)]).toEqual([...ids]);
  });

  it('keeps the ids of the other messages when a message comes, but for those starting as it does', () => {
    const before = shortIdsFor(['abcdef', 'abxyz1', 'q1w2e3', 'zz0000']);
    const after = shortIdsFor(['abcdef', 'abxyz1', 'q1w2e3', 'zz0000', 'q1aaaa']);
    expect([...before]).toEqual([
      ['abcdef', 'abc'],
      ['abxyz1', 'abx'],
      ['q1w2e3', 'q1'],
      ['zz0000', 'zz'],
    ]);
    expect(after.get('abcdef')).toBe('abc');
    expect(after.get('zz0000')).toBe('zz');
    expect(after.get('q1w2e3')).toBe('q1w');
    expect(after.get('q1aaaa')).toBe('q1a');
  });

  it('puts the same id in the code and in the Danish catalog, so a Danish interface finds its words', async () => {
    const build = await buildPlugins();
    const code = await build.code("import { t } from '@lingui/core/macro';\nexport const title = () => t`Attributes`;");
    const short = ids.get(generateMessageId('Attributes'))!;
    expect(code?.code).toContain(`id: "${short}"`);

    const { source } = createCompiledCatalog('da', { [generateMessageId('Attributes')]: 'Attributter', unknownHash: 'Ukendt' }, { namespace: 'es' });
    const catalog = (await build.catalog(source))!.code;
    const messages = JSON.parse(JSON.parse(/JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(catalog)![1]!) as string) as Record<string, unknown>;
    expect(messages[short]).toEqual(['Attributter']);
    // A message the table does not know (not extracted yet) keeps its hash, in the code as in the catalog.
    expect(messages.unknownHash).toEqual(['Ukendt']);
  });

  it('stops the build on a compiled catalog of another shape, rather than leave its words unfound', () => {
    expect(() => catalogWithShortIds('export default {"abc123": "x"}', ids, 'da/app.po')).toThrow(/learn its new shape/);
  });
});

import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';

type Token = string | [string, string?, Record<string, Token[] | string>?];

/** What a message must keep in every language: its arguments (with their kind: plural, select, number…) and its tags (<0>…</0>). */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: Token[] | string) => {
    if (typeof tokens === 'string') tokens = [tokens];
    for (const token of tokens) {
      if (typeof token === 'string') {
        for (const [, tag] of token.matchAll(/<\/?(\d+)\/?>/g)) found.add(`<${tag}>`);
        continue;
      }
      const [name, kind, branches] = token;
      found.add(kind ? `{${name}, ${kind}}` : `{${name}}`);
      // A plural's `offset` is a branch of its own, possibly undefined.
      for (const branch of Object.values(branches ?? {})) if (branch !== undefined) walk(branch as Token[] | string);
    }
  };
  walk(compileMessage(message) as Token[]);
  return [...found].sort();
}

const config = getConfig({ cwd: process.cwd(), skipValidation: true });
const catalogs = await getCatalogs(config);
const SOURCE = config.sourceLocale ?? 'en';
const TRANSLATED = config.locales.filter((locale) => locale !== SOURCE);

describe('the interface catalogs (issue 21)', () => {
  it('cover every area of the app', () => {
    expect(catalogs.map((catalog) => catalog.name).sort()).toEqual(['app', 'asset-types', 'attributes', 'languages', 'saved-searches', 'shared', 'transfer', 'translations']);
  });

  describe.each(catalogs.map((catalog) => [catalog.name, catalog] as const))('%s', (_name, catalog) => {
    it('holds exactly the messages of the code (run `npm run i18n:extract` after changing one)', async () => {
      const inCode = await catalog.collect();
      const english = await catalog.read(SOURCE);
      const text = (messages: Record<string, { message?: string }>) =>
        Object.entries(messages)
          .map(([id, m]) => m.message ?? id)
          .sort();
      expect(text(english ?? {})).toEqual(text(inCode ?? {}));
    });

    it.each(TRANSLATED)('has every message in %s, with the placeholders of the English', async (locale) => {
      const english = (await catalog.read(SOURCE)) ?? {};
      const translated = (await catalog.read(locale)) ?? {};
      const problems: string[] = [];
      for (const [id, source] of Object.entries(english)) {
        if (source.obsolete) continue;
        const sourceText = source.message ?? id;
        const translation = translated[id]?.translation;
        if (!translation) {
          problems.push(`missing: "${sourceText}"`);
          continue;
        }
        const expected = placeholders(sourceText);
        let actual: string[];
        try {
          actual = placeholders(translation);
        } catch (error) {
          problems.push(`not valid ICU: "${translation}" (${(error as Error).message})`);
          continue;
        }
        if (actual.join() !== expected.join()) problems.push(`"${translation}" has ${actual.join(' ') || 'no placeholders'}; "${sourceText}" has ${expected.join(' ') || 'none'}`);
      }
      expect(problems).toEqual([]);
    });
  });
});

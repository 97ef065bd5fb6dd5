import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = process.cwd();
// The plugin ships no types.
const jsxA11y = createRequire(import.meta.url)('eslint-plugin-jsx-a11y') as { flatConfigs: { recommended: { rules: Record<string, unknown> } } };

const sourceFiles = (folder: string) =>
  readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));

/** 'error' and 2 alike, an entry with or without options alike. */
const normalised = (entry: unknown) => (Array.isArray(entry) ? entry : [entry]).map((part) => ({ error: 2, warn: 1, off: 0 })[part as string] ?? part);

// Issue 18: jsx-a11y's recommended rules with every finding fixed, none switched off.
describe('accessibility lint rules', () => {
  it('apply to the JSX of src/ exactly as jsx-a11y recommends them', async () => {
    const config = await new ESLint({ cwd: repoRoot }).calculateConfigForFile(`${repoRoot}/src/components/probe.tsx`);
    for (const [rule, recommended] of Object.entries(jsxA11y.flatConfigs.recommended.rules)) expect(normalised(config.rules[rule]), rule).toEqual(normalised(recommended));
  });

  it('are not disabled by a comment anywhere in src/', () => {
    expect(sourceFiles(`${repoRoot}/src`).filter((file) => /eslint-disable[^\n]*jsx-a11y/.test(readFileSync(file, 'utf8')))).toEqual([]);
  });
});

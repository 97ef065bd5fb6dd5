import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = process.cwd();
const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');
/** The targets of a Markdown text's links. */
const linksOf = (text: string) => [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);

// Issue 20: a newcomer reads the README alone; everything it points at is in the repository.
describe('README', () => {
  const readme = read('README.md');

  it('links only to files inside the repository, and those exist', () => {
    for (const file of ['README.md', 'docs/api.md', 'docs/measurements.md']) {
      for (const link of linksOf(read(file)).filter((target) => !/^(https?:|mailto:|#)/.test(target))) {
        const target = normalize(join(dirname(file), link.split('#')[0]!));
        expect(target.startsWith('..'), `${file} links outside the repository: ${link}`).toBe(false);
        expect(existsSync(join(repoRoot, target)), `${file} links to a missing file: ${link}`).toBe(true);
      }
    }
    expect(readme).not.toMatch(/\.\.\/shared|`spec\/|spec\/pim-api\.md|decisions\.md/);
  });

  it('points at the API contract in docs/, and keeps the long measured tables there', () => {
    expect(linksOf(readme)).toContain('docs/api.md');
    expect(readme).not.toMatch(/\| \/attributes \| [\d.]+ KiB/);
    expect(read('docs/measurements.md')).toMatch(/\| \/attributes \| [\d.]+ KiB/);
  });

  it('explains every config.json field, how the API key is sent, CORS and where deploying is described', () => {
    // public/config.json carries every field the app reads (src/api/settings.ts).
    for (const field of Object.keys(JSON.parse(read('public/config.json')) as object)) expect(readme, `config.json field ${field}`).toContain(`| \`${field}\` |`);
    expect(readme).toMatch(/`Authorization` header, with the bare key as its value\s+and no scheme/);
    expect(readme).toMatch(/\*\*CORS\*\*/);
    expect(readme).toContain('](#deploy)');
    expect(readme).toMatch(/^## Deploy$/m);
  });

  it('keeps robots away from a backoffice', () => {
    expect(read('public/robots.txt')).toMatch(/User-agent: \*\s+Disallow: \/\s*$/);
  });
});

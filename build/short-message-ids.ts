import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CatalogType } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** 0 → "0", 61 → "Z", 62 → "10": never 6 characters long for fewer than 62^5 messages, so never one of Lingui's ids. */
function shortId(index: number): string {
  let id = '';
  do {
    id = DIGITS[index % DIGITS.length] + id;
    index = Math.floor(index / DIGITS.length);
  } while (index > 0);
  return id;
}

/**
 * Lingui's id for each message every catalog under `localesDir` holds (a 6-character hash of its English),
 * mapped to a short id of 1-2 characters. Why: the code carries every message's id beside its English, and
 * gzip cannot shrink a hash: /attributes' first visit carried 117 of them, 0.5 KiB. Sorted by the hash, so a
 * build gives the same id whatever order the files are read in.
 */
export function shortMessageIds(localesDir: string): Map<string, string> {
  const po = formatter({ origins: false });
  const hashes = new Set<string>();
  for (const locale of readdirSync(localesDir)) {
    for (const file of readdirSync(join(localesDir, locale)).filter((name) => name.endsWith('.po'))) {
      const filename = join(localesDir, locale, file);
      const catalog = po.parse(readFileSync(filename, 'utf8'), { locale, sourceLocale: 'en', filename }) as CatalogType;
      for (const hash of Object.keys(catalog)) hashes.add(hash);
    }
  }
  return new Map([...hashes].sort().map((hash, index) => [hash, shortId(index)]));
}

/** What @lingui/vite-plugin makes of a .po file: `export const messages=JSON.parse("{…}")`, keyed by the hashes. */
const COMPILED_CATALOG = /^([\s\S]*?export const messages\s*=\s*JSON\.parse\()("(?:[^"\\]|\\.)*")(\);?\s*)$/;

/**
 * The compiled catalog `code` with its messages under their short ids. A message the table does not know keeps
 * its hash (the code does too). Anything but the plugin's known shape stops the build: a catalog whose ids did
 * not match the code's would show English in its place, silently.
 */
export function catalogWithShortIds(code: string, ids: ReadonlyMap<string, string>, file: string): string {
  const parts = COMPILED_CATALOG.exec(code);
  if (!parts) throw new Error(`${file}: the compiled catalog is not \`export const messages=JSON.parse("…")\`; build/short-message-ids.ts must learn its new shape`);
  const [, head, literal, tail] = parts;
  const messages = JSON.parse(JSON.parse(literal!) as string) as Record<string, unknown>;
  const renamed = Object.fromEntries(Object.entries(messages).map(([hash, message]) => [ids.get(hash) ?? hash, message]));
  return `${head}${JSON.stringify(JSON.stringify(renamed))}${tail}`;
}

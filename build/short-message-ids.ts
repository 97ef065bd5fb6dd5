import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CatalogType } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

/**
 * Lingui's id for each message every catalog under `localesDir` holds (a 6-character hash of its English),
 * mapped to the shortest start of it that no other message's id shares (2 or 3 characters). Why: the code
 * carries every message's id beside its English, and gzip cannot shrink a hash: /attributes' first visit
 * carried 117 of them, 0.5 KiB. A start of the hash, not a number: a message keeps its id when others come and
 * go (unless one comes that starts alike), so a deployment does not change every file that shows a message
 * (their names, and the browser's copies, stay). Only Lingui's own ids: an explicit one stays as it is.
 */
export function shortMessageIds(localesDir: string): Map<string, string> {
  const po = formatter({ origins: false });
  const hashes = new Set<string>();
  for (const locale of readdirSync(localesDir)) {
    for (const file of readdirSync(join(localesDir, locale)).filter((name) => name.endsWith('.po'))) {
      const filename = join(localesDir, locale, file);
      const catalog = po.parse(readFileSync(filename, 'utf8'), { locale, sourceLocale: 'en', filename }) as CatalogType;
      for (const [id, entry] of Object.entries(catalog)) {
        if (entry.message !== undefined && generateMessageId(entry.message, entry.context ?? undefined) === id) hashes.add(id);
      }
    }
  }
  return shortIdsFor(hashes);
}

/** Each of `hashes` mapped to the shortest start of it (2 characters at least) that no other shares. */
export function shortIdsFor(hashes: Iterable<string>): Map<string, string> {
  const sorted = [...new Set(hashes)].sort();
  // In sorted order, the ids sharing the longest start with a hash are its neighbours.
  const shared = (a: string | undefined, b: string) => {
    let n = 0;
    while (a !== undefined && n < b.length && a[n] === b[n]) n++;
    return n;
  };
  // At least 2 characters: a 1-character id saves little and would change whenever a message came beside it.
  return new Map(sorted.map((hash, i) => [hash, hash.slice(0, Math.max(2, shared(sorted[i - 1], hash) + 1, shared(sorted[i + 1], hash) + 1))]));
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

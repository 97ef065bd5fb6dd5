import { plural, t } from '@lingui/core/macro';
import type { Attribute } from '../../api/attributes';
import { ATTRIBUTE_DICTIONARIES } from '../../api/attribute-writes';
import { canonicalCultureCode } from '../../api/culture-codes';

type Texts = Record<string, string | null>;

/**
 * The BCP 47 tag a key of a file stands for, canonicalised by Intl: keys written with underscores, as some tools
 * write locales ("nb_NO", "fi_FI"), made tags first. Null when the key is no culture code at all.
 */
export const cultureTagOf = (code: string): string | null => canonicalCultureCode(code.replaceAll('_', '-'));

/**
 * The code this server's language has for a key of a file: the same code in other letters ("DA-dk" -> "da-DK"),
 * or the same tag once canonicalised ("nb_NO" -> "nb-NO"). Undefined when no language has it.
 */
function codesHere(known: readonly string[]): (code: string) => string | undefined {
  const here = new Map(known.map((code) => [code.toLowerCase(), code]));
  return (code) => here.get(code.toLowerCase()) ?? here.get(cultureTagOf(code)?.toLowerCase() ?? '');
}

/** A record's note on texts not imported, as the preview and the result say it. */
export function leftOutNote(codes: readonly string[]): string {
  const count = codes.length;
  const listed = codes.join(', ');
  return t`${plural(count, {
    one: `Its names or descriptions under ${listed} are not imported: no language here has that code.`,
    other: `Its names or descriptions under ${listed} are not imported: no language here has those codes.`,
  })}`;
}

type CulturesHere = {
  attribute: Attribute;
  notes: string[];
  refusal: string | null;
  /** The file's keys whose texts are left out, as no language here has their code (a text no editor could see or edit). */
  leftOut: string[];
};

/**
 * An attribute's texts under the codes of this server's languages: a key that is a language's code in other
 * letter cases ("DA-dk") or with underscores ("nb_NO") is written under that language's code ("da-DK", "nb-NO"),
 * where its editors see it, and the note says so; two texts that would land on one code refuse the record. Texts
 * under a code no language has are left out: written, no editor could see or edit them (and under a key that is no
 * culture code, "fi_FI", not even once the language is added); the preview names them and offers to add it.
 */
export function culturesHere(attribute: Attribute, known: readonly string[]): CulturesHere {
  const codeHere = codesHere(known);
  const notes: string[] = [];
  const leftOut = new Set<string>();
  let refusal: string | null = null;
  const rewritten: Partial<Attribute> = {};
  for (const key of ATTRIBUTE_DICTIONARIES) {
    const texts = attribute[key] as Texts | null | undefined;
    if (!texts) continue;
    const entries = new Map<string, string | null>();
    for (const [code, text] of Object.entries(texts)) {
      const target = codeHere(code);
      if (target === undefined) {
        if (text) leftOut.add(code);
        continue;
      }
      const earlier = entries.get(target);
      if (target !== code) notes.push(t`Its texts under ${code} are written under ${target}, as this environment spells that language’s code.`);
      if (earlier && text && earlier !== text) refusal ??= t`It has two different texts for ${target} (one under ${code}): keep one in the file.`;
      if (!earlier || target === code) entries.set(target, text);
    }
    rewritten[key] = Object.fromEntries(entries);
  }
  return { attribute: { ...attribute, ...rewritten }, notes: [...new Set(notes)], refusal, leftOut: [...leftOut].sort() };
}

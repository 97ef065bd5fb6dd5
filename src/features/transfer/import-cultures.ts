import { plural, t } from '@lingui/core/macro';
import type { Attribute } from '../../api/attributes';
import { ATTRIBUTE_DICTIONARIES } from '../../api/attribute-writes';
import { canonicalCultureCode } from '../../api/culture-codes';

type Texts = Record<string, string | null>;

const textCodes = (attribute: Attribute) => ATTRIBUTE_DICTIONARIES.flatMap((key) => Object.entries((attribute[key] as Texts | null | undefined) ?? {}).flatMap(([code, text]) => (text ? [code] : [])));

/**
 * The code this server's language has for a key of a file: the same code in other letters
 * ("DA-dk" -> "da-DK"), or written with underscores as some tools write locales ("nb_NO" -> "nb-NO",
 * made a tag and canonicalised by Intl before it is compared). Undefined when no language has it.
 */
function codesHere(known: readonly string[]): (code: string) => string | undefined {
  const here = new Map(known.map((code) => [code.toLowerCase(), code]));
  return (code) => {
    const same = here.get(code.toLowerCase());
    if (same !== undefined || !code.includes('_')) return same;
    const tag = canonicalCultureCode(code.replaceAll('_', '-'));
    return tag === null ? undefined : here.get(tag.toLowerCase());
  };
}

/** The culture codes of an attribute's names and descriptions that no language among `known` has (in other letters, or with underscores, included). */
export function unknownCultures(attribute: Attribute, known: readonly string[]): string[] {
  const codeHere = codesHere(known);
  return [...new Set(textCodes(attribute))].filter((code) => codeHere(code) === undefined).sort();
}

/** Unknown codes a language can be added under, and those no language can have (not BCP 47, such as "fi_FI" on a server with no fi-FI). */
export function byAddable(codes: readonly string[]): { addable: string[]; malformed: string[] } {
  return { addable: codes.filter((code) => canonicalCultureCode(code) !== null), malformed: codes.filter((code) => canonicalCultureCode(code) === null) };
}

function languagesNote(codes: readonly string[]): string {
  const count = codes.length;
  const listed = codes.join(', ');
  return t`${plural(count, {
    one: `It has names or descriptions in ${listed}, a language this environment does not have: they are written, but no editor sees them until that language is added.`,
    other: `It has names or descriptions in ${listed}, languages this environment does not have: they are written, but no editor sees them until those languages are added.`,
  })}`;
}

function malformedCodesNote(codes: readonly string[]): string {
  const count = codes.length;
  const listed = codes.join(', ');
  return t`${plural(count, {
    one: `It has names or descriptions under ${listed}, which is not a culture code (a BCP 47 tag such as en-GB): they are written, but no editor ever sees them, as no language can have that code. Correct the code in the file to import them where they show.`,
    other: `It has names or descriptions under ${listed}, which are not culture codes (BCP 47 tags such as en-GB): they are written, but no editor ever sees them, as no language can have those codes. Correct the codes in the file to import them where they show.`,
  })}`;
}

function unknownNotes(codes: readonly string[]): string[] {
  const { addable, malformed } = byAddable(codes);
  return [...(addable.length > 0 ? [languagesNote(addable)] : []), ...(malformed.length > 0 ? [malformedCodesNote(malformed)] : [])];
}

type CulturesHere = { attribute: Attribute; notes: string[]; refusal: string | null };

/**
 * An attribute's texts under the codes of this server's languages: a key that is a language's
 * code in other letter cases ("DA-dk") or with underscores ("nb_NO") is written under that
 * language's code ("da-DK", "nb-NO"), where its editors see it, and the note says so; two texts
 * that would land on one code refuse the record.
 */
export function culturesHere(attribute: Attribute, known: readonly string[]): CulturesHere {
  const codeHere = codesHere(known);
  const notes: string[] = [];
  let refusal: string | null = null;
  const rewritten: Partial<Attribute> = {};
  for (const key of ATTRIBUTE_DICTIONARIES) {
    const texts = attribute[key] as Texts | null | undefined;
    if (!texts) continue;
    const entries = new Map<string, string | null>();
    for (const [code, text] of Object.entries(texts)) {
      const target = codeHere(code) ?? code;
      const earlier = entries.get(target);
      if (target !== code) notes.push(t`Its texts under ${code} are written under ${target}, as this environment spells that language’s code.`);
      if (earlier && text && earlier !== text) refusal ??= t`It has two different texts for ${target} (one under ${code}): keep one in the file.`;
      if (!earlier || target === code) entries.set(target, text);
    }
    rewritten[key] = Object.fromEntries(entries);
  }
  return { attribute: { ...attribute, ...rewritten }, notes: [...new Set(notes), ...unknownNotes(unknownCultures(attribute, known))], refusal };
}

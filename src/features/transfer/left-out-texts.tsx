import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { cultureTagOf } from './import-cultures';
import type { PlanStep } from './import-plan';

const unique = (codes: readonly string[]) => [...new Set(codes)].sort();

/** The codes of the file whose texts are left out, over the records that are not refused. */
const leftOutCodes = (steps: readonly PlanStep[]) => unique(steps.flatMap((step) => (step.status === 'refused' ? [] : (step.leftOut ?? []))));

/** The languages the codes name, as tags a language can be added under ("fi_FI" -> "fi-FI"); codes that are no culture code name none. */
export const addableTags = (codes: readonly string[]) => unique(codes.flatMap((code) => cultureTagOf(code) ?? []));

/** A link per language, to the Languages page with the new language's form filled in. It opens in a new tab, so the preview stays. */
export function AddLanguageLinks({ tags }: { tags: readonly string[] }) {
  const { t } = useLingui();
  return tags.map((tag, index) => (
    <Fragment key={tag}>
      {index > 0 && ', '}
      <Link to={`/languages?new=${encodeURIComponent(tag)}`} target="_blank" rel="noopener">
        {t`Add ${tag}`}
      </Link>
    </Fragment>
  ));
}

/**
 * The one notice of the preview on names and descriptions it leaves out (no language here has their code): the
 * languages to add, with links, and the keys that are no culture code at all, to correct in the file.
 */
export function LeftOutTextsNotice({ steps, applied }: { steps: readonly PlanStep[]; applied: boolean }) {
  const { t } = useLingui();
  const codes = leftOutCodes(steps);
  if (codes.length === 0) return null;
  const count = codes.length;
  const listed = codes.join(', ');
  const malformed = codes.filter((code) => cultureTagOf(code) === null);
  const malformedCount = malformed.length;
  const malformedListed = malformed.join(', ');
  const tags = addableTags(codes);
  return (
    <p className="page-notice">
      {/* One run of text (the notice lays out its children side by side): the links stay in the sentence. */}
      <span>
        {t`${plural(count, {
          one: `The file has names or descriptions under ${listed}, a code no language here has: they are not imported, as no editor could see or edit them.`,
          other: `The file has names or descriptions under ${listed}, codes no language here has: they are not imported, as no editor could see or edit them.`,
        })}`}{' '}
        {tags.length > 0 && (
          <>
            {applied ? (
              <Trans>Add the language on the Languages page (it opens in a new tab), then preview again to import them:</Trans>
            ) : (
              <Trans>Add the language on the Languages page (it opens in a new tab), and this preview takes them in:</Trans>
            )}{' '}
            <AddLanguageLinks tags={tags} />.{' '}
          </>
        )}
        {malformedCount > 0 &&
          t`${plural(malformedCount, {
            one: `${malformedListed} is not a culture code (a BCP 47 tag such as en-GB): correct it in the file and choose the file again.`,
            other: `${malformedListed} are not culture codes (BCP 47 tags such as en-GB): correct them in the file and choose the file again.`,
          })}`}
      </span>
    </p>
  );
}

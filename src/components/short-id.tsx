import { useLingui } from '@lingui/react/macro';
import { CopyButton } from './copy-button';

/** An id's first characters, for where nothing names the thing. */
export const shortId = (id: string) => (id.length > 12 ? `${id.slice(0, 8)}…` : id);

/**
 * An id where nothing names the thing: its first characters (the whole id on hover) and a
 * button that copies the whole id, for whoever needs it in another tool.
 */
export function ShortId({ id, what }: { id: string; what: string }) {
  const { t } = useLingui();
  return (
    <span className="short-id">
      <abbr title={id}>{shortId(id)}</abbr> <CopyButton text={id} label={t`Copy ${what}`} />
    </span>
  );
}

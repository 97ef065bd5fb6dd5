import { CopyButton } from './copy-button';

/** An id's first characters, for where nothing names the thing. */
export const shortId = (id: string) => (id.length > 9 ? `${id.slice(0, 8)}…` : id);

/** An id shown short (the whole id on hover) with a button that copies it whole. */
export function ShortId({ id, copyLabel }: { id: string; copyLabel: string }) {
  return (
    <span className="short-id">
      <abbr title={id}>{shortId(id)}</abbr> <CopyButton text={id} label={copyLabel} />
    </span>
  );
}

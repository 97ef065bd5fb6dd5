import { describeError } from '../../api/api-error';
import type { MergedAttributeSave } from '../../api/attribute-list-writes';
import type { Attribute } from '../../api/attributes';
import { runInPool } from '../../components/run-pool';

/** What a bulk edit can set (issue 11), each with the kind of value it takes. */
export const BULK_FIELDS = [
  { field: 'Localized', label: 'Localized', kind: 'flag' },
  { field: 'DisableIndexing', label: 'Disable indexing', kind: 'flag' },
  { field: 'DisableRevisionLogging', label: 'Disable revision logging', kind: 'flag' },
  { field: 'AttributeGroupId', label: 'Attribute group id', kind: 'int32' },
] as const;
export type BulkField = (typeof BULK_FIELDS)[number]['field'];

type BulkFailure = { attribute: Attribute; reason: string };
export type BulkResult = { saved: number; failed: BulkFailure[]; notStarted: Attribute[] };

type RunOptions = {
  attributes: readonly Attribute[];
  field: BulkField;
  value: boolean | number;
  save: MergedAttributeSave;
  onProgress: (done: number) => void;
  /** Set when the editor stops the run: what has not started is left alone. */
  stopped: () => boolean;
  concurrency?: number;
};

/**
 * One save per attribute, a few at a time, each through the editor's merge: the latest copy
 * with only this field changed. A colleague's change to the same field, or a deletion, is a
 * failure that says so; nothing is overwritten silently.
 */
export async function runBulkEdit({ attributes, field, value, save, onProgress, stopped, concurrency = 4 }: RunOptions): Promise<BulkResult> {
  const failed: BulkFailure[] = [];
  let saved = 0;
  const notStarted = await runInPool(
    attributes,
    async (attribute) => {
      try {
        const outcome = await save(attribute, { ...attribute, [field]: value });
        if (outcome.kind === 'saved') saved += 1;
        else failed.push({ attribute, reason: outcome.kind === 'deleted' ? 'It was deleted meanwhile.' : 'A colleague changed this setting meanwhile.' });
      } catch (error) {
        failed.push({ attribute, reason: describeError(error) });
      }
    },
    { concurrency, stopped, onProgress },
  );
  return { saved, failed, notStarted };
}

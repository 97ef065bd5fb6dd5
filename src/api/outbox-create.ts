import { outbox, outboxKey } from './outbox';

/** The record id under which a form for a new record keeps what was typed. */
export const NEW_RECORD = 'new';

/**
 * A new record's create (POST) through the outbox: kept with what was typed before it is sent, so
 * a reload in the middle asks first and the form offers it back; gone once the server has it.
 * `uid` names the record before the server answers (its client-made uid; a language's culture code): a kept create the
 * server already holds is not offered.
 */
export async function sendCreate<T>(fields: { resource: string; label: string; link?: string; uid: string; values: unknown }, send: () => Promise<T>): Promise<T> {
  const key = outboxKey(fields.resource, NEW_RECORD);
  await outbox.put({ resource: fields.resource, recordId: NEW_RECORD, kind: 'save', label: fields.label, link: fields.link, mine: { Uid: fields.uid }, values: fields.values });
  try {
    const created = await send();
    await outbox.remove(key);
    return created;
  } catch (error) {
    await outbox.update(key, { state: 'held', reason: 'failed' });
    throw error;
  }
}

/** The uid a kept create was sent with. */
export function keptCreateUid(resource: string): string | null {
  const mine = outbox.get(outboxKey(resource, NEW_RECORD))?.mine as { Uid?: unknown } | undefined;
  return typeof mine?.Uid === 'string' ? mine.Uid : null;
}

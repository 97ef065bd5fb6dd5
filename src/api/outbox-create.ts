import { useRef } from 'react';
import { toApiError } from './api-error';
import { outbox, outboxKey, type OutboxEntry } from './outbox';
import { THIS_PAGE } from './record-lock';

/** The record id under which a form for a new record keeps what was typed; each page keeps its own (`new:<page>`). */
const NEW_RECORD = 'new';
export const THIS_PAGE_CREATE = `${NEW_RECORD}:${THIS_PAGE}`;

/**
 * A new record's create (POST) through the outbox: kept with what was typed before it is sent, so
 * a reload in the middle asks first and the form offers it back; gone once the server has it.
 * `uid` names the record before the server answers (its client-made uid; a language's culture code): a kept create the
 * server already holds is not offered. Kept under this page's own key: another tab's create at the same moment neither
 * replaces it nor, when it lands, removes it.
 */
export async function sendCreate<T>(fields: { resource: string; label: string; link?: string; uid: string; values: unknown }, send: () => Promise<T>): Promise<T> {
  const key = outboxKey(fields.resource, THIS_PAGE_CREATE);
  await outbox.put({ resource: fields.resource, recordId: THIS_PAGE_CREATE, kind: 'save', label: fields.label, link: fields.link, mine: { Uid: fields.uid }, values: fields.values });
  try {
    const created = await send();
    await outbox.remove(key);
    return created;
  } catch (error) {
    await outbox.update(key, { state: 'held', reason: 'failed' });
    throw error;
  }
}

/** Whether an outbox entry is a new record's create (any page's). */
export const isKeptCreate = (entry: OutboxEntry) => entry.kind === 'save' && (entry.recordId === NEW_RECORD || entry.recordId.startsWith(`${NEW_RECORD}:`));

/** The creates of `resource` kept on this device, newest first. */
export function keptCreates(resource: string): OutboxEntry[] {
  return outbox
    .list()
    .filter((entry) => entry.resource === resource && isKeptCreate(entry))
    .sort((a, b) => b.updatedAt - a.updatedAt);
}

/** The uid a kept create was sent with. */
export function keptCreateUid(entry: Pick<OutboxEntry, 'mine'> | undefined): string | null {
  const mine = entry?.mine as { Uid?: unknown } | undefined;
  return typeof mine?.Uid === 'string' ? mine.Uid : null;
}

/**
 * The uid a form's new record is created under: one whose create's outcome stayed unknown (it may land yet) is sent again
 * by the next try, so a record the server made after all is never made twice.
 */
export function useCreateUid() {
  const unknown = useRef<string | null>(null);
  return {
    /** This try's uid, and whether an earlier try sent it. */
    next: () => ({ uid: unknown.current ?? crypto.randomUUID(), sentBefore: unknown.current !== null }),
    /**
     * The try under `uid` failed: its uid is kept for the next when the server may have made it, by this try or by an
     * earlier one whose outcome is still unknown (a 503 to a resend says nothing of the 504'd send before it).
     */
    failed: (uid: string, error: unknown) => {
      unknown.current = toApiError(error).mayHaveLanded || unknown.current === uid ? uid : null;
    },
    /** Created (or found held), or a new record asked for (its form opened anew): the next try is another record. */
    forget: () => {
      unknown.current = null;
    },
  };
}

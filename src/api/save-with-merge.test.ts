import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { outbox } from './outbox';
import { keptSaveId, saveWithMerge } from './save-with-merge';

const base = { Uid: 'a', Label: 'Photo', Alias: 'photo' };
const record = { resource: 'assetType', id: 'a' };

describe('saveWithMerge', () => {
  it('sends mine laid over the server copy when the fields do not clash', async () => {
    const send = vi.fn(async () => {});
    const theirs = { ...base, Alias: 'picture' };
    const outcome = await saveWithMerge({ record, base, mine: { ...base, Label: 'Image' }, fetchLatest: async () => theirs, send });
    expect(send).toHaveBeenCalledWith({ Uid: 'a', Label: 'Image', Alias: 'picture' }, theirs);
    expect(outcome).toMatchObject({ kind: 'saved', theirsChanged: ['Alias'] });
  });

  it('sends nothing when both changed one field', async () => {
    const send = vi.fn(async () => {});
    const outcome = await saveWithMerge({ record, base, mine: { ...base, Label: 'Image' }, fetchLatest: async () => ({ ...base, Label: 'Picture' }), send });
    expect(send).not.toHaveBeenCalled();
    expect(outcome.kind).toBe('conflict');
  });

  it('reports a record deleted meanwhile and sends nothing', async () => {
    const send = vi.fn(async () => {});
    const fetchLatest = async () => {
      throw new ApiError({ kind: 'http', status: 404, title: 'Not found' });
    };
    expect(await saveWithMerge({ record, base, mine: base, fetchLatest, send })).toEqual({ kind: 'deleted' });
    expect(send).not.toHaveBeenCalled();
  });

  it('lets any other failure of the re-read reach the caller', async () => {
    const fetchLatest = async () => {
      throw new ApiError({ kind: 'network', title: 'The server could not be reached' });
    };
    await expect(saveWithMerge({ record, base, mine: base, fetchLatest, send: async () => {} })).rejects.toThrow('could not be reached');
  });

  it('lets two saves of one record take turns: the second re-reads after the first has sent', async () => {
    let server = { ...base };
    const events: string[] = [];
    const save = (field: 'Label' | 'Alias', value: string) =>
      saveWithMerge({
        record,
        base,
        mine: { ...base, [field]: value },
        fetchLatest: async () => {
          events.push(`read ${field}`);
          await Promise.resolve();
          return { ...server };
        },
        send: async (merged) => {
          events.push(`send ${field}`);
          await Promise.resolve();
          server = { ...merged };
        },
      });
    const [first, second] = await Promise.all([save('Label', 'Image'), save('Alias', 'picture')]);
    expect(server).toEqual({ Uid: 'a', Label: 'Image', Alias: 'picture' });
    expect(events.slice(0, 3)).toEqual(['read Label', 'send Label', 'read Label']);
    expect(first).toMatchObject({ kind: 'saved', replaced: [] });
    expect(second).toMatchObject({ kind: 'saved', replaced: [], theirsChanged: ['Label'] });
  });

  it('names a field this save wrote that the server holds otherwise when read back', async () => {
    let reads = 0;
    const outcome = await saveWithMerge({
      record,
      base,
      mine: { ...base, Label: 'Image' },
      fetchLatest: async () => (++reads === 1 ? base : { ...base, Label: 'Picture' }),
      send: async () => {},
    });
    expect(outcome).toMatchObject({ kind: 'saved', replaced: ['Label'], now: { Label: 'Picture' } });
  });

  it('keeps what was typed in the outbox until the server has it, and holds it when the save fails', async () => {
    let seenWhileSending: unknown;
    await saveWithMerge({
      record,
      base,
      mine: { ...base, Label: 'Image' },
      keep: { label: 'Asset type photo', values: { label: 'Image' } },
      fetchLatest: async () => base,
      send: async () => {
        seenWhileSending = outbox.get(`assetType:${keptSaveId('a')}`);
      },
    });
    expect(seenWhileSending).toMatchObject({ state: 'sending', values: { label: 'Image' } });
    expect(outbox.get(`assetType:${keptSaveId('a')}`)).toBeUndefined();

    const failing = saveWithMerge({
      record,
      base,
      mine: { ...base, Label: 'Image' },
      keep: { label: 'Asset type photo', values: { label: 'Image' } },
      fetchLatest: async () => base,
      send: async () => {
        throw new ApiError({ kind: 'http', status: 500, title: 'Server error' });
      },
    });
    await expect(failing).rejects.toThrow('Server error');
    expect(outbox.get(`assetType:${keptSaveId('a')}`)).toMatchObject({ state: 'held', reason: 'failed', values: { label: 'Image' } });
  });
});

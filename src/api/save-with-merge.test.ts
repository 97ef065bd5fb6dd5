import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { saveWithMerge } from './save-with-merge';

const base = { Uid: 'a', Label: 'Photo', Alias: 'photo' };

describe('saveWithMerge', () => {
  it('sends mine laid over the server copy when the fields do not clash', async () => {
    const send = vi.fn(async () => {});
    const theirs = { ...base, Alias: 'picture' };
    const outcome = await saveWithMerge({ base, mine: { ...base, Label: 'Image' }, fetchLatest: async () => theirs, send });
    expect(send).toHaveBeenCalledWith({ Uid: 'a', Label: 'Image', Alias: 'picture' }, theirs);
    expect(outcome).toMatchObject({ kind: 'saved', theirsChanged: ['Alias'] });
  });

  it('sends nothing when both changed one field', async () => {
    const send = vi.fn(async () => {});
    const outcome = await saveWithMerge({ base, mine: { ...base, Label: 'Image' }, fetchLatest: async () => ({ ...base, Label: 'Picture' }), send });
    expect(send).not.toHaveBeenCalled();
    expect(outcome.kind).toBe('conflict');
  });

  it('reports a record deleted meanwhile and sends nothing', async () => {
    const send = vi.fn(async () => {});
    const fetchLatest = async () => {
      throw new ApiError({ kind: 'http', status: 404, title: 'Not found' });
    };
    expect(await saveWithMerge({ base, mine: base, fetchLatest, send })).toEqual({ kind: 'deleted' });
    expect(send).not.toHaveBeenCalled();
  });

  it('lets any other failure of the re-read reach the caller', async () => {
    const fetchLatest = async () => {
      throw new ApiError({ kind: 'network', title: 'The server could not be reached' });
    };
    await expect(saveWithMerge({ base, mine: base, fetchLatest, send: async () => {} })).rejects.toThrow('could not be reached');
  });
});

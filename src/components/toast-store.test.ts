import { afterEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toast-store';

describe('the toast store', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets successes and notes pass, keeps errors and anything with an action until dismissed', () => {
    vi.useFakeTimers();
    const toasts = createToastStore();
    toasts.show('Saved.');
    toasts.show('Note.', 'info', { link: { to: '/x', label: 'Open it' } });
    toasts.show('Failed.', 'error');
    toasts.show('Moved, then refused.', 'info', { action: { label: 'Retry', onClick: () => {} } });
    vi.advanceTimersByTime(60_000);
    expect(toasts.store.get().toasts.map((toast) => toast.message)).toEqual(['Failed.', 'Moved, then refused.']);
    toasts.dismiss(toasts.store.get().toasts[0]!.id);
    expect(toasts.store.get().toasts.map((toast) => toast.message)).toEqual(['Moved, then refused.']);
  });

  it('makes way on screen only with passing messages, the oldest first', () => {
    const toasts = createToastStore();
    toasts.show('Refused 1', 'error');
    toasts.show('Saved 1');
    toasts.show('Refused 2', 'error', { action: { label: 'Retry', onClick: () => {} } });
    for (const n of [2, 3, 4]) toasts.show(`Saved ${n}`);
    expect(toasts.store.get().toasts.map((toast) => toast.message)).toEqual(['Refused 1', 'Refused 2', 'Saved 3', 'Saved 4']);
    for (const n of [3, 4, 5]) toasts.show(`Refused ${n}`, 'error');
    expect(toasts.store.get().toasts.map((toast) => toast.message)).toEqual(['Refused 1', 'Refused 2', 'Refused 3', 'Refused 4', 'Refused 5']);
  });

  it('records every message for Activity, newest first, the last 50', () => {
    const toasts = createToastStore();
    for (let n = 1; n <= 60; n += 1) toasts.show(`Saved ${n}`, 'success', { link: { to: `/attributes/${n}`, label: 'Open it' } });
    const activity = toasts.store.get().activity;
    expect(activity).toHaveLength(50);
    expect(activity[0]).toMatchObject({ message: 'Saved 60', kind: 'success', link: { to: '/attributes/60', label: 'Open it' } });
    expect(activity[49]!.message).toBe('Saved 11');
  });
});

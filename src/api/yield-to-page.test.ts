import { afterEach, expect, test, vi } from 'vitest';
import { timeSlices } from './yield-to-page';

afterEach(() => vi.useRealTimers());

test('a slice is timed from the loop going on after its pause, not from when the previous slice ended', () => {
  vi.useFakeTimers();
  const clock = timeSlices(4);
  vi.advanceTimersByTime(3);
  expect(clock.due()).toBe(false);
  vi.advanceTimersByTime(1);
  expect(clock.due()).toBe(true);
  // The loop yields; the page takes 20 ms before it goes on.
  vi.advanceTimersByTime(20);
  expect(clock.due()).toBe(false);
  vi.advanceTimersByTime(3);
  expect(clock.due()).toBe(false);
  vi.advanceTimersByTime(1);
  expect(clock.due()).toBe(true);
});

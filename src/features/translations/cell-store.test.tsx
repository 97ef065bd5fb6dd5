import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useCellState, useTranslationCells, type CellStore } from './cell-store';

function Cell({ store, uid }: { store: CellStore; uid: string }) {
  const state = useCellState(store, { uid, field: 'Name', cultureCode: 'sv-SE' });
  return <p data-testid={uid}>{state?.text ?? 'server text'}</p>;
}

describe('the translation cell store', () => {
  it('re-renders only the cell that changed, and forgets a cleared cell nobody shows', () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const store = renderHook(useTranslationCells, { wrapper }).result.current;
    const renders: Record<string, number> = {};
    render(
      <>
        {['a', 'b', 'c'].map((uid) => (
          <Profiler key={uid} id={uid} onRender={() => (renders[uid] = (renders[uid] ?? 0) + 1)}>
            <Cell store={store} uid={uid} />
          </Profiler>
        ))}
      </>,
      { wrapper },
    );
    const before = { ...renders };
    act(() => store.set({ uid: 'b', field: 'Name', cultureCode: 'sv-SE' }, { kind: 'editing', text: 'Hej', base: '' }));
    expect(screen.getByTestId('b')).toHaveTextContent('Hej');
    expect([renders.a! - before.a!, renders.b! - before.b!, renders.c! - before.c!]).toEqual([0, 1, 0]);

    const offScreen = { uid: 'z', field: 'Name', cultureCode: 'sv-SE' } as const;
    act(() => store.set(offScreen, { kind: 'saving', text: 'Då' }));
    expect(store.all().map((cell) => cell.uid)).toEqual(['b', 'z']);
    act(() => store.set(offScreen, undefined));
    expect(store.get(offScreen)).toBeUndefined();
    expect(store.all().map((cell) => cell.uid)).toEqual(['b']);
  });
});

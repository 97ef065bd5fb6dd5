import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createStore, perQueryClient, useStore, type Store } from './create-store';

describe('createStore', () => {
  it('keeps a value, takes updaters, and tells subscribers only about real changes', () => {
    const store = createStore({ count: 0 });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set((current) => ({ count: current.count + 1 }));
    expect(store.get()).toEqual({ count: 1 });
    store.set(store.get());
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set({ count: 5 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toEqual({ count: 5 });
  });

  it('useStore re-renders with the picked part, and a selector may build a new array', () => {
    const store = createStore({ names: ['Ada'], other: 0 });
    let renders = 0;
    function Names({ from }: { from: Store<{ names: string[]; other: number }> }) {
      renders += 1;
      const upper = useStore(from, (state) => state.names.map((name) => name.toUpperCase()));
      return <p>{upper.join(', ')}</p>;
    }
    render(<Names from={store} />);
    expect(screen.getByText('ADA')).toBeTruthy();
    act(() => store.set((state) => ({ ...state, names: [...state.names, 'Grace'] })));
    expect(screen.getByText('ADA, GRACE')).toBeTruthy();
    const before = renders;
    act(() => store.set((state) => state));
    expect(renders).toBe(before);
  });

  it('perQueryClient gives every component under one QueryClient the same store, and another QueryClient a fresh one', () => {
    const useCounter = perQueryClient(() => createStore(0));
    function Counter({ name }: { name: string }) {
      const store = useCounter();
      return (
        <button type="button" onClick={() => store.set((count) => count + 1)}>
          {name} {useStore(store)}
        </button>
      );
    }
    const inApp = (client: QueryClient, names: string[]) => (
      <QueryClientProvider client={client}>
        {names.map((name) => (
          <Counter key={name} name={name} />
        ))}
      </QueryClientProvider>
    );
    const first = render(inApp(new QueryClient(), ['a', 'b']));
    act(() => screen.getByRole('button', { name: 'a 0' }).click());
    expect(screen.getByRole('button', { name: 'b 1' })).toBeTruthy();
    first.unmount();
    render(inApp(new QueryClient(), ['c']));
    expect(screen.getByRole('button', { name: 'c 0' })).toBeTruthy();
  });
});

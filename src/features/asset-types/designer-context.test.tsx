import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createStore } from '../../components/create-store';
import { cueAt, DropCueContext, useDropCue, type DropCue } from './designer-context';

function Row({ id }: { id: string }) {
  const cue = useDropCue(id);
  return <div data-testid={id}>{cue ?? 'none'}</div>;
}

describe('the drop cue during a drag', () => {
  it('re-renders only the items the cue leaves and reaches, never the rest', () => {
    const renders: Record<string, number> = {};
    const cues = createStore<DropCue>(null);
    render(
      <DropCueContext.Provider value={cues}>
        {['a', 'b', 'c'].map((id) => (
          <Profiler key={id} id={id} onRender={() => (renders[id] = (renders[id] ?? 0) + 1)}>
            <Row id={id} />
          </Profiler>
        ))}
      </DropCueContext.Provider>,
    );
    const before = { ...renders };
    const told = vi.fn();
    cues.subscribe(told);
    act(() => cues.set(cueAt({ id: 'a', position: 'before' })));
    act(() => cues.set(cueAt({ id: 'a', position: 'before' })));
    act(() => cues.set(cueAt({ id: 'b', position: 'after' })));
    expect(told).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('a')).toHaveTextContent('none');
    expect(screen.getByTestId('b')).toHaveTextContent('after');
    expect(renders.a! - before.a!).toBe(2);
    expect(renders.b! - before.b!).toBe(1);
    expect(renders.c! - before.c!).toBe(0);
  });
});

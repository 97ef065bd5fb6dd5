import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installDoubleClickGuard } from './double-click-guard';

function press(element: Element, detail: number) {
  fireEvent.mouseDown(element, { detail });
  fireEvent.mouseUp(element, { detail });
  fireEvent.click(element, { detail });
}

describe('the double click guard', () => {
  let uninstall = () => {};
  afterEach(() => {
    uninstall();
    document.body.replaceChildren();
  });

  it('holds back the second click of a gesture whose first click took its target away, and nothing after it', () => {
    uninstall = installDoubleClickGuard();
    const link = document.body.appendChild(document.createElement('a'));
    link.href = '#row';
    const onLink = vi.fn();
    link.addEventListener('click', onLink);
    const confirm = document.body.appendChild(document.createElement('button'));
    confirm.addEventListener('click', () => confirm.remove());

    press(confirm, 1);
    press(link, 2);
    fireEvent.dblClick(link, { detail: 2 });
    expect(onLink).not.toHaveBeenCalled();

    press(link, 1);
    expect(onLink).toHaveBeenCalledTimes(1);
  });

  it('lets a double click on one element through', () => {
    uninstall = installDoubleClickGuard();
    const button = document.body.appendChild(document.createElement('button'));
    const clicks: number[] = [];
    button.addEventListener('click', (event) => clicks.push(event.detail));
    const onDouble = vi.fn();
    button.addEventListener('dblclick', onDouble);

    press(button, 1);
    press(button, 2);
    fireEvent.dblClick(button, { detail: 2 });
    expect(clicks).toEqual([1, 2]);
    expect(onDouble).toHaveBeenCalledTimes(1);
  });
});

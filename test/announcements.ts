import { waitFor, type waitForOptions } from '@testing-library/react';
import { expect } from 'vitest';

const LIVE = '[aria-live]:not([aria-live="off"]), [role="alert"], [role="status"], [role="log"]';
const CONTROL = 'input, select, textarea, button, a[href]';

const textOf = (ids: string | null) => (ids ?? '').split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '');

/** What a screen reader says as the focus lands on `element`: a control's label and description, anything else's text. */
function saidOnFocus(element: Element): string {
  if (!element.matches(CONTROL)) return element.textContent?.trim() ?? '';
  const labels = 'labels' in element && element.labels instanceof NodeList ? [...element.labels].map((label) => label.textContent ?? '') : [];
  const name = element.getAttribute('aria-label') ?? [...labels, ...textOf(element.getAttribute('aria-labelledby'))].join(' ');
  return [name || element.textContent, ...textOf(element.getAttribute('aria-describedby'))].join(' ').trim();
}

/**
 * What a screen reader hears from now on, in order: the text that joins a live region (an alert mounted with its text
 * counts), and what is read where the focus lands. `stop` ends the recording.
 */
export function recordAnnouncements() {
  const heard: string[] = [];
  const take = (records: MutationRecord[]) => {
    for (const record of records) {
      const target = record.target instanceof Element ? record.target : record.target.parentElement;
      if (record.type === 'characterData') {
        if (target?.closest(LIVE)) heard.push(record.target.textContent?.trim() ?? '');
        continue;
      }
      for (const node of record.addedNodes) {
        const element = node instanceof Element ? node : node.parentElement;
        const text = node.textContent?.trim();
        if (text && element?.closest(LIVE)) heard.push(text);
      }
    }
  };
  const observer = new MutationObserver(take);
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  const focused = (event: FocusEvent) => {
    if (event.target instanceof Element) heard.push(saidOnFocus(event.target));
  };
  document.addEventListener('focusin', focused);
  return {
    heard,
    /** How many times something said matched `pattern`. */
    count: (pattern: RegExp) => {
      take(observer.takeRecords());
      return heard.filter((text) => pattern.test(text)).length;
    },
    stop: () => {
      observer.disconnect();
      document.removeEventListener('focusin', focused);
    },
  };
}

/** The message of a refused save the form moved the focus to (which reads it), inside `container` if given. */
export function findFocusedError(container?: HTMLElement | null, options?: waitForOptions): Promise<HTMLElement> {
  return waitFor(() => {
    const focused = document.activeElement as HTMLElement;
    expect(focused).toHaveClass('form-error');
    if (container) expect(container).toContainElement(focused);
    return focused;
  }, options);
}

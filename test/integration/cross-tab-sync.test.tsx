import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifyThisTab, openChangeChannel, type DataChange } from '../../src/api/change-channel';
import { TEST_API_BASE_URL } from '../../src/mocks/node';
import { renderApp } from '../render-app';

// Two tabs of the app in one browser: each its own query client, one server (issue 9).
function openTwoTabs(path: string) {
  const first = renderApp(path);
  const second = renderApp(path);
  return { first: { ...first, screen: within(first.container) }, second: { ...second, screen: within(second.container) } };
}

describe('cross-tab sync of the app', () => {
  it('shows a language added in one tab in the other tab’s open list, without a reload', async () => {
    const { first, second } = openTwoTabs('/languages');
    await first.screen.findByRole('table');
    await second.screen.findByRole('table');
    expect(second.screen.queryByText('it-IT')).not.toBeInTheDocument();

    await first.user.click(first.screen.getByRole('button', { name: 'New language' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'New language' });
    await first.user.type(within(dialog).getByLabelText('Culture code'), 'it-IT');
    await first.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    // Tab 1 saves, refetches, then tells tab 2, which refetches: more round trips than one findBy allows on a busy machine.
    expect(await second.screen.findByText('it-IT', {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('announces what a finished mutation changed, and only that', async () => {
    const heard: DataChange[] = [];
    const otherTab = openChangeChannel((change) => heard.push(change));
    try {
      const { first } = openTwoTabs('/languages');
      await first.screen.findByRole('table');
      expect(heard).toEqual([]);
      await first.user.click(first.screen.getByRole('button', { name: 'New language' }));
      const dialog = await within(document.body).findByRole('dialog', { name: 'New language' });
      await first.user.type(within(dialog).getByLabelText('Culture code'), 'it-IT');
      await first.user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await expect.poll(() => heard).toEqual([{ roots: [['languages']] }]);
    } finally {
      otherTab.close();
    }
  });

  it('refetches what the mock says arrived late from another tab', async () => {
    const first = renderApp('/languages');
    const page = within(first.container);
    await page.findByRole('table');
    // Another tab's write reaches this tab's mock only now (its storage event came after the announcement).
    await fetch(`${TEST_API_BASE_URL}/v1/Languages`, {
      method: 'POST',
      headers: { Authorization: 'test-key', 'Content-Type': 'application/json' },
      body: JSON.stringify({ CultureCode: 'fi-FI', Name: 'Finnish', SortOrder: 60 }),
    });
    expect(page.queryByText('fi-FI')).not.toBeInTheDocument();
    notifyThisTab({ roots: [['languages']] });
    expect(await page.findByText('fi-FI')).toBeInTheDocument();
  });
});

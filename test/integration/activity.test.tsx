import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_API_BASE_URL } from '../../src/mocks/node';
import { renderApp } from '../render-app';

configure({ asyncUtilTimeout: 5000 });

describe('Activity (issue 18)', () => {
  it('lists a save’s outcome with a link to the record, and nothing before', async () => {
    const all = (await (await fetch(`${TEST_API_BASE_URL}/attributes`, { headers: { Authorization: 'test-key' } })).json()) as { Uid: string; Alias: string }[];
    const { Uid } = all.find((attribute) => attribute.Alias === 'colour')!;
    const { user, router } = renderApp(`/attributes/${Uid}`);
    await waitFor(() => expect(screen.getByLabelText('Alias')).toHaveValue('colour'));

    await user.click(screen.getByRole('button', { name: 'Activity' }));
    let panel = await screen.findByRole('dialog', { name: 'Activity' });
    expect(within(panel).getByText('Nothing yet')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Activity' })).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('Disable revision logging'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findAllByText(/Attribute colour saved\./);
    await user.click(screen.getByRole('link', { name: 'Attributes' }));
    await screen.findByRole('heading', { level: 1, name: 'Attributes' });

    await user.click(screen.getByRole('button', { name: 'Activity' }));
    panel = await screen.findByRole('dialog', { name: 'Activity' });
    const entries = within(panel).getAllByRole('listitem');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toHaveTextContent(/Attribute colour saved\..*just now/);
    const link = within(entries[0]!).getByRole('link', { name: 'Open it' });
    expect(link).toHaveAttribute('href', `/attributes/${Uid}`);
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/attributes/${Uid}`));
    expect(screen.queryByRole('dialog', { name: 'Activity' })).not.toBeInTheDocument();
    // Keyboard users start on the record, not back on the header's button.
    await waitFor(() => expect(document.getElementById('main')).toHaveFocus());
  });
});

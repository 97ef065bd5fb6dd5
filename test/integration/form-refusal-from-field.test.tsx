import { configure, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer, TEST_API_BASE_URL } from '../../src/mocks/node';
import { recordAnnouncements } from '../announcements';
import { openDanish } from './language-helpers';

configure({ asyncUtilTimeout: 5000 });

describe('A refusal naming a field, saved from a field (Ctrl+S)', () => {
  it('keeps the focus in the field the editor types in and says the reason once', async () => {
    mockServer.use(
      mswHttp.put(`${TEST_API_BASE_URL}/v1/Languages`, () => HttpResponse.json({ title: 'Validation failed', status: 400, errors: { Name: ['Names are at most 3 letters here.'] } }, { status: 400 }), {
        once: true,
      }),
    );
    const { user, name } = await openDanish();
    await user.clear(name);
    await user.type(name, 'Dansk');
    const said = recordAnnouncements();
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(name).toHaveAccessibleDescription(/Names are at most 3 letters here\./));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(/Names are at most 3 letters here/);
    expect(name).toHaveFocus();
    expect(said.count(/Names are at most 3 letters here/)).toBe(1);
    said.stop();
  });
});

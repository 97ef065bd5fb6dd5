import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordAnnouncements } from '../../test/announcements';
import { withInterfaceLanguage } from '../../test/with-interface-language';
import { ReplacedNotice } from './save-outcome-notices';

describe('ReplacedNotice', () => {
  it('is said once to a screen reader: its heading takes the focus, which reads it', () => {
    const said = recordAnnouncements();
    render(<ReplacedNotice fields={['Name']} pending={false} onRestoreMine={() => {}} onKeepTheirs={() => {}} />, { wrapper: withInterfaceLanguage });
    expect(screen.getByRole('heading', { name: 'Name was replaced by a save made at the same moment' })).toHaveFocus();
    expect(said.count(/replaced by a save made at the same moment/)).toBe(1);
    said.stop();
  });
});

import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Attribute } from '../../api/attributes';
import { activateInterfaceLanguage } from '../../i18n/interface-language';
import { withInterfaceLanguage } from '../../../test/with-interface-language';
import type { AttributeRow } from './attribute-list-model';
import { AttributesTable } from './attributes-table';

const rows: AttributeRow[] = Array.from({ length: 1234 }, (_, index) => ({
  uid: `uid-${index}`,
  alias: `alias${index}`,
  backofficeName: `Name ${index}`,
  firstName: `Name ${index}`,
  type: 'TextAttribute',
  localized: false,
  segmented: false,
  translated: 6,
  attribute: {} as Attribute,
}));

describe('AttributesTable', () => {
  it('in German, says how many rows "select all" ticks as German writes the number (1.234, not 1234)', async () => {
    await activateInterfaceLanguage('de');
    const selection = { selected: new Set<string>(), onClick: () => {}, onToggleAll: () => {} };
    const wrapper = ({ children }: { children: ReactNode }) => withInterfaceLanguage({ children: <MemoryRouter>{children}</MemoryRouter> });
    render(<AttributesTable rows={rows} languageCount={6} firstLanguageLabel="en-GB" sort="alias" descending={false} onSort={() => {}} onOpen={() => {}} selection={selection} />, { wrapper });
    expect(screen.getByRole('checkbox', { name: 'Alle 1.234 angezeigten auswählen' })).toBeInTheDocument();
  });
});

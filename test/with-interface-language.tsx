import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { ShortcutsProvider } from '../src/components/shortcuts';

/** For a component rendered alone (outside <App>): the interface language's provider, as the app gives it. */
export const withInterfaceLanguage = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;

/** For a dialog rendered alone: the interface language and the keyboard shortcuts (a dialog holds Ctrl+S), as the app gives them. */
export const withDialogProviders = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>
    <ShortcutsProvider>{children}</ShortcutsProvider>
  </I18nProvider>
);

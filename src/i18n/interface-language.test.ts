import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { activateInterfaceLanguage, chooseInterfaceLanguage, formattingLocale, initialInterfaceLanguage, preferredInterfaceLanguage } from './interface-language';

describe('the interface language', () => {
  // First: the Danish catalog has not been loaded yet, so choosing Danish waits for it while English is chosen.
  it('lets the later of two quick choices win', async () => {
    const danish = activateInterfaceLanguage('da');
    const english = activateInterfaceLanguage('en');
    await Promise.all([danish, english]);
    expect(i18n.locale).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('follows the first of the browser’s languages the interface speaks', () => {
    expect(preferredInterfaceLanguage(['da-DK', 'en-US'])).toBe('da');
    expect(preferredInterfaceLanguage(['fr-FR', 'de-AT', 'da'])).toBe('de');
    expect(preferredInterfaceLanguage(['nb-NO', 'sv'])).toBe('en');
    expect(preferredInterfaceLanguage([])).toBe('en');
  });

  it('prefers the choice kept on this device', () => {
    localStorage.setItem('pim.interfaceLanguage', 'de');
    expect(initialInterfaceLanguage()).toBe('de');
    localStorage.setItem('pim.interfaceLanguage', 'klingon');
    expect(initialInterfaceLanguage()).toBe(preferredInterfaceLanguage());
  });

  it('formats numbers and dates in the browser’s own variant of the interface language, else in the interface language', async () => {
    expect(formattingLocale(['en-GB', 'da'])).toBe('en-GB');
    await activateInterfaceLanguage('da');
    expect(formattingLocale(['en-GB', 'da-DK'])).toBe('da-DK');
    expect(formattingLocale(['en-GB'])).toBe('da');
    expect(document.documentElement.lang).toBe('da');
    expect(i18n.locale).toBe('da');
  });

  it('keeps on this device the choice shown, not one overtaken while its catalog loaded', async () => {
    await activateInterfaceLanguage('da');
    // German has not been loaded in this file: Danish, chosen after it, is shown first and stays.
    const german = chooseInterfaceLanguage('de');
    const danish = chooseInterfaceLanguage('da');
    await Promise.all([german, danish]);
    expect(i18n.locale).toBe('da');
    expect(localStorage.getItem('pim.interfaceLanguage')).toBe('da');
  });
});

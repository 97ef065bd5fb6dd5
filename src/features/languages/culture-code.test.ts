import { describe, expect, it } from 'vitest';
import { isDuplicateCultureCode, proposedLanguageName } from './culture-code';

describe('proposedLanguageName', () => {
  it('names a culture code from Intl', () => {
    expect(proposedLanguageName('fr-CA')).toBe('Canadian French');
    expect(proposedLanguageName('da-DK')).toBe('Danish (Denmark)');
    expect(proposedLanguageName('it-it')).toBe('Italian (Italy)');
  });

  it('proposes nothing for an invalid code', () => {
    expect(proposedLanguageName('not a code')).toBe('');
  });
});

describe('isDuplicateCultureCode', () => {
  const languages = [
    { Id: 1, CultureCode: 'en-GB' },
    { Id: 2, CultureCode: 'da-DK' },
  ];

  it('finds a duplicate case-insensitively', () => {
    expect(isDuplicateCultureCode('DA-dk', languages)).toBe(true);
    expect(isDuplicateCultureCode('de-DE', languages)).toBe(false);
  });

  it('does not count the language being edited', () => {
    expect(isDuplicateCultureCode('da-DK', languages, 2)).toBe(false);
    expect(isDuplicateCultureCode('en-gb', languages, 2)).toBe(true);
  });
});

describe('nextSortOrder', () => {
  it('puts a new language after the last, and the very first at 0', async () => {
    const { nextSortOrder } = await import('./language-form-schema');
    expect(nextSortOrder([])).toBe(0);
    expect(
      nextSortOrder([
        { Id: 1, CultureCode: 'en-GB', Name: 'English', SortOrder: 4 },
        { Id: 2, CultureCode: 'da-DK', Name: 'Danish', SortOrder: 9 },
      ]),
    ).toBe(10);
  });
});

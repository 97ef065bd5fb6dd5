import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The interface's messages: English is written in the code (and travels inline, see build/lingui-macros.ts);
 * Danish and German live in one catalog per area of the app, so colleagues translating different features
 * never touch the same file. `npx lingui extract` updates them all.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'da', 'de'],
  // No origins: a catalog changes when a message does, not when a line moves.
  format: formatter({ origins: false }),
  catalogs: [
    { path: '<rootDir>/src/i18n/locales/{locale}/{name}', include: ['<rootDir>/src/features/{name}/'], exclude: ['**/*.test.*'] },
    { path: '<rootDir>/src/i18n/locales/{locale}/app', include: ['<rootDir>/src/app/'], exclude: ['**/*.test.*'] },
    {
      path: '<rootDir>/src/i18n/locales/{locale}/shared',
      include: ['<rootDir>/src/components/', '<rootDir>/src/api/', '<rootDir>/src/i18n/'],
      exclude: ['**/*.test.*'],
    },
  ],
});

import { i18n, type Messages } from '@lingui/core';

/** The languages the interface speaks. The data's languages (the PIM's cultures) are another matter. */
export const INTERFACE_LANGUAGES = ['en', 'da', 'de'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

const STORAGE_KEY = 'pim.interfaceLanguage';

// English is inline in the code (build/lingui-macros.ts); the others load only when chosen, every area in one file.
const catalogs: Record<Exclude<InterfaceLanguage, 'en'>, () => Promise<{ messages: Messages }>> = {
  da: () => import('./messages-da'),
  de: () => import('./messages-de'),
};

export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return typeof value === 'string' && (INTERFACE_LANGUAGES as readonly string[]).includes(value);
}

/** The first of the browser's preferred languages the interface speaks ("da-DK" → Danish; "nb" → English). */
export function preferredInterfaceLanguage(preferred: readonly string[] = globalThis.navigator?.languages ?? []): InterfaceLanguage {
  for (const tag of preferred) {
    const language = tag.toLowerCase().split('-')[0];
    if (isInterfaceLanguage(language)) return language;
  }
  return 'en';
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage blocked by the browser: the choice lasts until the tab closes
  }
}

/** The language chosen on this device, else the browser's. */
export function initialInterfaceLanguage(): InterfaceLanguage {
  const kept = storage()?.getItem(STORAGE_KEY);
  return isInterfaceLanguage(kept) ? kept : preferredInterfaceLanguage();
}

const loaded = new Set<InterfaceLanguage>();
let latestChoice: InterfaceLanguage | undefined;

/**
 * Switches the interface (no reload: everything rendered through Lingui re-renders) and sets <html lang>.
 * Answers whether this choice is the one shown (false when a later choice won while its catalog loaded).
 */
export async function activateInterfaceLanguage(language: InterfaceLanguage): Promise<boolean> {
  latestChoice = language;
  if (!loaded.has(language)) {
    const messages = language === 'en' ? {} : (await catalogs[language]()).messages;
    i18n.load(language, messages);
    loaded.add(language);
  }
  // Chosen again while this catalog loaded: the later choice wins.
  if (latestChoice !== language) return false;
  i18n.activate(language);
  if (globalThis.document) document.documentElement.lang = language;
  return true;
}

/**
 * At start: the kept or preferred language; English when its catalog cannot be downloaded (offline, a new
 * deployment). A choice made later in another tab of this browser applies here too.
 */
export async function startInterfaceLanguage(): Promise<void> {
  globalThis.addEventListener?.('storage', (event) => {
    if (event.key === STORAGE_KEY && isInterfaceLanguage(event.newValue)) void activateInterfaceLanguage(event.newValue).catch(() => {});
  });
  const language = initialInterfaceLanguage();
  try {
    await activateInterfaceLanguage(language);
  } catch {
    await activateInterfaceLanguage('en');
  }
}

/** Keeps the choice on this device, then applies it. */
export async function chooseInterfaceLanguage(language: InterfaceLanguage): Promise<void> {
  if (await activateInterfaceLanguage(language)) storage()?.setItem(STORAGE_KEY, language);
}

/** The locale for numbers and dates: the browser's own variant when it speaks the interface's language (en-GB keeps its dates), else the interface's. */
export function formattingLocale(preferred: readonly string[] = globalThis.navigator?.languages ?? []): string {
  const language = (i18n.locale || 'en') as InterfaceLanguage;
  return preferred.find((tag) => tag.toLowerCase().split('-')[0] === language) ?? language;
}

/** An Intl formatter (or collator) for the interface's language, made once per locale: `perFormattingLocale((l) => new Intl.NumberFormat(l))()`. */
export function perFormattingLocale<T>(make: (locale: string) => T): () => T {
  const made = new Map<string, T>();
  return () => {
    const locale = formattingLocale();
    let formatter = made.get(locale);
    if (!formatter) made.set(locale, (formatter = make(locale)));
    return formatter;
  };
}

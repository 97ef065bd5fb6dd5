import type { Messages } from '@lingui/core';

const areas = import.meta.glob<{ messages: Messages }>('./locales/de/*.po', { eager: true });

/** Every area's German messages: one file, loaded when the interface is switched to German. */
export const messages: Messages = Object.assign({}, ...Object.values(areas).map((area) => area.messages));

import type { Messages } from '@lingui/core';

const areas = import.meta.glob<{ messages: Messages }>('./locales/da/*.po', { eager: true });

/** Every area's Danish messages: one file, loaded when the interface is switched to Danish. */
export const messages: Messages = Object.assign({}, ...Object.values(areas).map((area) => area.messages));

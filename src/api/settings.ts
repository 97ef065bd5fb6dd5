import * as z from 'zod/mini';

/**
 * Connection settings: the deployment's runtime config (public/config.json) with this
 * browser's overrides on top. The API key lives in sessionStorage unless the user opts
 * in to "remember on this device" (localStorage). It is never put in a URL or a log.
 */
/** The fixed user the embedded mock acts as (decisions.md). */
export const MOCK_CURRENT_USER_UID = '7f3c2a10-0d4e-4c55-9a51-000000000001';

const runtimeConfigSchema = z.looseObject({
  apiBaseUrl: z._default(z.string(), '/api'),
  mock: z._default(z.boolean(), true),
  serverVersion: z._default(z.string(), ''),
  // Only for the embedded demo mock, which wants some key; real deployments leave it out.
  defaultApiKey: z.optional(z.string()),
  // Who "private" means: saved searches and folders created private get this OwnerUserUid.
  currentUserUid: z._default(z.string(), MOCK_CURRENT_USER_UID),
});
type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** The newest server version the UI knows of: every gated feature is available. */
const NEWEST_SERVER_VERSION = '4.0.0';

export type Connection = {
  apiBaseUrl: string;
  apiKey: string;
  serverVersion: string;
  mock: boolean;
  rememberKey: boolean;
  currentUserUid: string;
};

/** Where this browser keeps the connection chosen in Settings, and the API key (local when remembered, else for the session). */
export const OVERRIDES_KEY = 'pim.settings';
export const KEY_KEY = 'pim.apiKey';

const overridesSchema = z.object({
  apiBaseUrl: z.optional(z.string()),
  serverVersion: z.optional(z.string()),
});

let config: RuntimeConfig = runtimeConfigSchema.parse({});
let connection: Connection = compute();
const listeners = new Set<() => void>();

/** This browser's local or session storage, or undefined where it is blocked. */
export function browserStorage(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

function readOverrides() {
  const raw = browserStorage('local')?.getItem(OVERRIDES_KEY);
  if (!raw) return {};
  try {
    return overridesSchema.parse(JSON.parse(raw));
  } catch {
    return {};
  }
}

function readKey(): { apiKey: string | null; rememberKey: boolean } {
  const remembered = browserStorage('local')?.getItem(KEY_KEY);
  if (remembered != null) return { apiKey: remembered, rememberKey: true };
  return { apiKey: browserStorage('session')?.getItem(KEY_KEY) ?? null, rememberKey: false };
}

function compute(): Connection {
  const overrides = readOverrides();
  const { apiKey, rememberKey } = readKey();
  return {
    apiBaseUrl: (overrides.apiBaseUrl ?? config.apiBaseUrl).replace(/\/+$/, ''),
    serverVersion: overrides.serverVersion || config.serverVersion || NEWEST_SERVER_VERSION,
    apiKey: apiKey ?? config.defaultApiKey ?? '',
    mock: config.mock,
    rememberKey,
    currentUserUid: config.currentUserUid,
  };
}

/** The connection as now kept in this browser is read again, and its listeners told. */
export function connectionChanged() {
  connection = compute();
  listeners.forEach((listener) => listener());
}

/** Reads public/config.json; a missing or broken file leaves the defaults (embedded mock). */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    config = runtimeConfigSchema.parse(response.ok ? await response.json() : {});
  } catch {
    config = runtimeConfigSchema.parse({});
  }
  connectionChanged();
  return config;
}

export function setRuntimeConfig(next: Partial<RuntimeConfig>) {
  config = runtimeConfigSchema.parse({ ...config, ...next });
  connectionChanged();
}

export function getConnection(): Connection {
  return connection;
}

export function subscribeConnection(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function resetConnectionOverrides() {
  browserStorage('local')?.removeItem(OVERRIDES_KEY);
  browserStorage('local')?.removeItem(KEY_KEY);
  browserStorage('session')?.removeItem(KEY_KEY);
  connectionChanged();
}

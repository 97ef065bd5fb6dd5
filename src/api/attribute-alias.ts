import { t } from '@lingui/core/macro';

const ALIAS_MAX_LENGTH = 50;

/**
 * The first alias rule that fails (pim-api.md 2.1 and 8), or null. Shared by the form and
 * the mock so both say the same thing. Uniqueness (case-insensitive) is checked when
 * `takenAliases` (lower-cased) is given.
 */
export function aliasProblem(alias: string, takenAliases?: ReadonlySet<string>): string | null {
  const length = alias.length;
  if (length === 0) return t`Alias is required.`;
  if (length > ALIAS_MAX_LENGTH) return t`Alias must be at most ${ALIAS_MAX_LENGTH} characters (it has ${length}).`;
  if (!/^[A-Za-z0-9]+$/.test(alias)) return t`Alias may contain only letters a-z, A-Z and digits 0-9.`;
  if (/^[0-9]/.test(alias)) return t`Alias must not start with a digit.`;
  if (takenAliases?.has(alias.toLowerCase())) return t`Alias is already used by another attribute.`;
  return null;
}

import { transformAsync, types as t, type PluginObj } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { catalogWithShortIds, shortMessageIds } from './short-message-ids.ts';

const USES_MACROS = /from\s+['"]@lingui\/(core|react)\/macro['"]/;
/** The ids Lingui's macro generates (a hash of the message): how a descriptor it wrote is told from our own objects. */
const GENERATED_ID = /^[A-Za-z0-9+/]{6}$/;

type Token = string | [string, string?, Record<string, Token[] | string | undefined>?];

function compile(message: string, where: string): Token[] {
  try {
    return compileMessage(message) as Token[];
  } catch (error) {
    throw new Error(`${where}: the message "${message}" is not valid ICU: ${(error as Error).message}`);
  }
}

/** The placeholders a message shows as they are ({name}), not those it formats ({count, plural, …}, {n, number}). */
function plainPlaceholders(tokens: Token[]): Set<string> {
  const plain = new Set<string>();
  const formatted = new Set<string>();
  const walk = (part: Token[] | string | undefined) => {
    if (!Array.isArray(part)) return;
    for (const token of part) {
      if (typeof token === 'string') continue;
      const [name, kind, branches] = token;
      (kind ? formatted : plain).add(name);
      for (const branch of Object.values(branches ?? {})) walk(branch);
    }
  };
  walk(tokens);
  return new Set([...plain].filter((name) => !formatted.has(name)));
}

/**
 * <Trans> looks for tags (<0>…</0>) in the message after putting the values in: a name from the API such as
 * "<b>x</b>" would be read as markup and lost. A value given as an element is placed as a whole, so every
 * plain value is wrapped in a fragment: text from the API stays text.
 */
function valuesAsText(values: t.Node | undefined, tokens: Token[]): void {
  if (!t.isObjectExpression(values)) return;
  const plain = plainPlaceholders(tokens);
  for (const property of values.properties) {
    if (!t.isObjectProperty(property) || !t.isExpression(property.value)) continue;
    const key = t.isIdentifier(property.key) ? property.key.name : t.isStringLiteral(property.key) ? property.key.value : null;
    if (key === null || !plain.has(key)) continue;
    property.value = t.jsxFragment(t.jsxOpeningFragment(), t.jsxClosingFragment(), [t.jsxExpressionContainer(property.value)]);
    property.shorthand = false;
  }
}

/**
 * English travels in the code, already compiled: `{ id, message: "Used by {count}" }` becomes
 * `{ id, message: ["Used by ", ["count"]] }`, which Lingui's runtime formats when the active catalog has no
 * entry for the id (English has no catalog at all). So the first page downloads no catalog and no ICU parser
 * (6 KiB gzip), and a message is never missing whatever part of the app renders it.
 */
function inlineCompiledMessages(filename: string, shortIds: ReadonlyMap<string, string> | null): PluginObj {
  const inline = {
    ObjectExpression(path: { node: t.ObjectExpression; parent: t.Node }) {
      const props = path.node.properties.filter((p): p is t.ObjectProperty => t.isObjectProperty(p) && t.isIdentifier(p.key));
      const prop = (name: string) => props.find((p) => (p.key as t.Identifier).name === name);
      const id = prop('id');
      const message = prop('message');
      if (!id || !message || !t.isStringLiteral(id.value) || !t.isStringLiteral(message.value) || !GENERATED_ID.test(id.value.value)) return;
      const tokens = compile(message.value.value, filename);
      message.value = t.valueToNode(tokens);
      id.value = t.stringLiteral(shortIds?.get(id.value.value) ?? id.value.value);
      // <Trans {...{ id, message, values, components }} />: only an element reads tags (t`` gives plain text).
      if (t.isJSXSpreadAttribute(path.parent)) valuesAsText(prop('values')?.value, tokens);
    },
  };
  // On the way out of the file: Lingui's macro has rewritten every t``, msg`` and <Trans> by then.
  return { name: 'pim-inline-compiled-messages', visitor: { Program: { exit: (path) => path.traverse(inline) } } };
}

/**
 * Lingui's macros (t``, plural, <Trans>…) compiled by Babel before Vite's own TypeScript/JSX transform. In a
 * build, the messages' ids are short ones (short-message-ids.ts), in the code and in the catalogs alike; the dev
 * server and the tests keep Lingui's, so a catalog edited while the dev server runs needs no table kept in step.
 */
export function linguiMacros(): Plugin[] {
  let shortIds: Map<string, string> | null = null;
  return [
    {
      name: 'pim-lingui-macros',
      enforce: 'pre',
      configResolved(config) {
        shortIds = config.command === 'build' ? shortMessageIds(join(config.root, 'src/i18n/locales')) : null;
      },
      async transform(code, id) {
        const file = id.split('?')[0]!;
        if (!/\.[jt]sx?$/.test(file) || file.includes('/node_modules/') || !USES_MACROS.test(code)) return null;
        const result = await transformAsync(code, {
          filename: file,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: { plugins: file.endsWith('x') ? ['typescript', 'jsx'] : ['typescript'] },
          plugins: [[linguiMacro, { stripMessageField: false }], inlineCompiledMessages(file, shortIds)],
        });
        return result?.code ? { code: result.code, map: result.map } : null;
      },
    },
    {
      // After @lingui/vite-plugin has compiled a .po file into JS.
      name: 'pim-short-catalog-ids',
      enforce: 'post',
      transform(code, id) {
        const file = id.split('?')[0]!;
        if (!shortIds || !file.endsWith('.po')) return null;
        return { code: catalogWithShortIds(code, shortIds, file), map: null };
      },
    },
  ];
}

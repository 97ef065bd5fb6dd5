import { transformAsync, types as t, type PluginObj } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const USES_MACROS = /from\s+['"]@lingui\/(core|react)\/macro['"]/;
/** The ids Lingui's macro generates (a hash of the message): how a descriptor it wrote is told from our own objects. */
const GENERATED_ID = /^[A-Za-z0-9+/]{6}$/;

function compiled(message: string, where: string): t.Expression {
  try {
    return t.valueToNode(compileMessage(message));
  } catch (error) {
    throw new Error(`${where}: the message "${message}" is not valid ICU: ${(error as Error).message}`);
  }
}

/**
 * English travels in the code, already compiled: `{ id, message: "Used by {count}" }` becomes
 * `{ id, message: ["Used by ", ["count"]] }`, which Lingui's runtime formats when the active catalog has no
 * entry for the id (English has no catalog at all). So the first page downloads no catalog and no ICU parser
 * (6 KiB gzip), and a message is never missing whatever part of the app renders it.
 */
function inlineCompiledMessages(filename: string): PluginObj {
  const inline = {
    ObjectExpression(path: { node: t.ObjectExpression }) {
      const props = path.node.properties.filter((p): p is t.ObjectProperty => t.isObjectProperty(p) && t.isIdentifier(p.key));
      const id = props.find((p) => (p.key as t.Identifier).name === 'id');
      const message = props.find((p) => (p.key as t.Identifier).name === 'message');
      if (!id || !message || !t.isStringLiteral(id.value) || !t.isStringLiteral(message.value) || !GENERATED_ID.test(id.value.value)) return;
      message.value = compiled(message.value.value, filename);
    },
    JSXOpeningElement(path: { node: t.JSXOpeningElement }) {
      const attributes = path.node.attributes.filter((a): a is t.JSXAttribute => t.isJSXAttribute(a));
      const id = attributes.find((a) => a.name.name === 'id');
      const message = attributes.find((a) => a.name.name === 'message');
      if (!id || !message || !t.isStringLiteral(id.value) || !t.isStringLiteral(message.value) || !GENERATED_ID.test(id.value.value)) return;
      message.value = t.jsxExpressionContainer(compiled(message.value.value, filename));
    },
  };
  // On the way out of the file: Lingui's macro has rewritten every t``, msg`` and <Trans> by then.
  return { name: 'pim-inline-compiled-messages', visitor: { Program: { exit: (path) => path.traverse(inline) } } };
}

/** Lingui's macros (t``, plural, <Trans>…) compiled by Babel before Vite's own TypeScript/JSX transform. */
export function linguiMacros(): Plugin {
  return {
    name: 'pim-lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.[jt]sx?$/.test(file) || file.includes('/node_modules/') || !USES_MACROS.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: file.endsWith('x') ? ['typescript', 'jsx'] : ['typescript'] },
        plugins: [[linguiMacro, { stripMessageField: false }], inlineCompiledMessages(file)],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

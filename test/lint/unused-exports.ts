import { resolve } from 'node:path';
import ts from 'typescript';

/**
 * Exports of src/ (outside tests) that no file of the project imports: dead code that only looks
 * used. A dynamic import() counts as using every export of its module (route modules).
 */
export function unusedExports(repoRoot: string): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(resolve(repoRoot, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) throw new Error('tsconfig.json could not be read');
  const program = ts.createProgram(config.fileNames, config.options);
  const checker = program.getTypeChecker();
  const used = new Set<string>();
  const markAllUsed = (module: ts.Symbol | undefined) => {
    const file = module?.declarations?.[0]?.getSourceFile().fileName;
    if (module && file) for (const symbol of checker.getExportsOfModule(module)) used.add(`${file}#${symbol.name}`);
  };
  const markUsed = (module: ts.Symbol | undefined, names: readonly string[]) => {
    const file = module?.declarations?.[0]?.getSourceFile().fileName;
    if (file) for (const name of names) used.add(`${file}#${name}`);
  };

  for (const sourceFile of program.getSourceFiles()) {
    if (sourceFile.fileName.includes('/node_modules/')) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node)) {
        const module = checker.getSymbolAtLocation(node.moduleSpecifier);
        const bindings = node.importClause?.namedBindings;
        if (node.importClause?.name) markUsed(module, ['default']);
        if (bindings && ts.isNamespaceImport(bindings)) markAllUsed(module);
        else if (bindings)
          markUsed(
            module,
            bindings.elements.map((element) => (element.propertyName ?? element.name).text),
          );
      } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
        const module = checker.getSymbolAtLocation(node.moduleSpecifier);
        if (node.exportClause && ts.isNamedExports(node.exportClause))
          markUsed(
            module,
            node.exportClause.elements.map((element) => (element.propertyName ?? element.name).text),
          );
        else markAllUsed(module);
      } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const [specifier] = node.arguments;
        if (specifier && ts.isStringLiteral(specifier)) {
          const resolved = ts.resolveModuleName(specifier.text, sourceFile.fileName, config.options, ts.sys).resolvedModule;
          const target = resolved && program.getSourceFile(resolved.resolvedFileName);
          if (target) markAllUsed(checker.getSymbolAtLocation(target));
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sourceFile);
  }

  const unused: string[] = [];
  for (const sourceFile of program.getSourceFiles()) {
    const { fileName } = sourceFile;
    if (!fileName.startsWith(resolve(repoRoot, 'src') + '/') || /\.test\.tsx?$/.test(fileName) || fileName.endsWith('/main.tsx')) continue;
    const module = checker.getSymbolAtLocation(sourceFile);
    if (!module) continue;
    for (const symbol of checker.getExportsOfModule(module)) if (!used.has(`${fileName}#${symbol.name}`)) unused.push(`${fileName.slice(repoRoot.length + 1)}: ${symbol.name}`);
  }
  return unused;
}

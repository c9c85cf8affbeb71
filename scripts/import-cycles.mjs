#!/usr/bin/env node
/**
 * Import cycles of a folder: builds the graph of its .ts/.tsx files from their relative imports (value and
 * type-only imports, re-exports, `import('…')` types, and dynamic `import()`), and prints each strongly
 * connected component (the files that import each other in a circle), with the edges that close it.
 *
 *   node scripts/import-cycles.mjs server [src sw …]
 *
 * Only imports that resolve to a file inside the folder count: a circle must come back into the folder, and
 * the layers' lint keeps the folders from importing each other both ways. A dynamic `import()` is "lazy": the
 * cycles are counted without those edges, and a circle that needs a lazy edge to close is listed apart.
 * tests/unit/import-cycles.test.ts holds server/ at no cycle.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = /\.tsx?$/;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/**
 * The relative imports of one file, in source order.
 * @param {string} file  a name for diagnostics and the .tsx test
 * @param {string} text
 * @returns {{ specifier: string, kind: 'value' | 'type' | 'lazy' }[]}
 */
export function importsOf(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  /** @type {{ specifier: string, kind: 'value' | 'type' | 'lazy' }[]} */
  const found = [];
  const add = (node, kind) => {
    if (node && ts.isStringLiteralLike(node) && node.text.startsWith('.')) found.push({ specifier: node.text, kind });
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (!clause.name && clause.namedBindings !== undefined && ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      add(node.moduleSpecifier, typeOnly ? 'type' : 'value');
    } else if (ts.isExportDeclaration(node)) {
      add(node.moduleSpecifier, node.isTypeOnly ? 'type' : 'value');
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node.moduleReference.expression, node.isTypeOnly ? 'type' : 'value');
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal, 'type');
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0], 'lazy');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The import graph of a set of files (paths with posix separators): an edge for every relative import that
 * resolves to another file of the set.
 * @param {Map<string, string>} sources  path → text
 * @returns {Map<string, { to: string, kind: 'value' | 'type' | 'lazy' }[]>}
 */
export function importGraph(sources) {
  const graph = new Map();
  for (const [file, text] of sources) {
    const edges = [];
    for (const { specifier, kind } of importsOf(file, text)) {
      const base = path.posix.join(path.posix.dirname(file), specifier.replace(/\.(m?js|tsx?)$/, ''));
      const to = EXTENSIONS.map((ext) => base + ext).find((candidate) => sources.has(candidate));
      if (to !== undefined) edges.push({ to, kind });
    }
    graph.set(file, edges);
  }
  return graph;
}

/**
 * Strongly connected components with more than one file, or one file that imports itself (Tarjan's algorithm,
 * iterative so a long chain of imports does not exhaust the stack), each sorted, largest first.
 * @param {Map<string, { to: string, kind: string }[]>} graph
 * @param {(kind: string) => boolean} follows  which edges count
 * @returns {string[][]}
 */
export function cycles(graph, follows = () => true) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const targets = (file) => (graph.get(file) ?? []).filter((e) => follows(e.kind) && graph.has(e.to)).map((e) => e.to);
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [{ file: start, out: targets(start), at: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame.at < frame.out.length) {
        const to = frame.out[frame.at++];
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push({ file: to, out: targets(to), at: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.file, Math.min(low.get(frame.file), index.get(to)));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.file, Math.min(low.get(parent.file), low.get(frame.file)));
      if (low.get(frame.file) !== index.get(frame.file)) continue;
      const component = [];
      let file;
      do {
        file = stack.pop();
        onStack.delete(file);
        component.push(file);
      } while (file !== frame.file);
      if (component.length > 1 || targets(file).includes(file)) found.push(component.sort());
    }
  }
  return found.sort((a, b) => b.length - a.length || a[0].localeCompare(b[0]));
}

/**
 * Every .ts/.tsx file under a folder (not node_modules), as paths from the project root, with its text.
 * @param {string} folder  relative to the project root
 * @returns {Map<string, string>}
 */
export function readFolder(folder) {
  const sources = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = path.posix.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(rel);
      else if (entry.isFile() && SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        sources.set(rel, readFileSync(path.join(ROOT, rel), 'utf8'));
      }
    }
  };
  walk(folder.replace(/\/+$/, ''));
  return sources;
}

/**
 * What the script prints for one folder, and the figures.
 * @param {string} folder
 */
export function report(folder) {
  const sources = readFolder(folder);
  const graph = importGraph(sources);
  const strict = cycles(graph, (kind) => kind !== 'lazy');
  const inStrict = new Set(strict.flat());
  const known = new Set(strict.map((component) => component.join('\n')));
  const lazy = cycles(graph).filter((component) => !known.has(component.join('\n')));
  const lines = [...sources.values()].reduce((sum, text) => sum + text.split('\n').length - (text.endsWith('\n') ? 1 : 0), 0);
  const out = [];
  const describe = (component, label) => {
    const members = new Set(component);
    out.push(`${label} (${component.length} files):`);
    for (const file of component) {
      const edges = (graph.get(file) ?? []).filter((e) => members.has(e.to));
      out.push(`  ${file}`);
      for (const e of edges) out.push(`      → ${e.to}${e.kind === 'value' ? '' : ` (${e.kind})`}`);
    }
  };
  strict.forEach((component, i) => describe(component, `cycle ${i + 1}`));
  lazy.forEach((component, i) => describe(component, `lazy cycle ${i + 1} (closed only through import())`));
  const figures = { files: sources.size, lines, cycles: strict.length, filesInCycles: inStrict.size, lazyCycles: lazy.length };
  out.push(
    `${folder}: ${figures.files} files, ${figures.lines} lines, ${figures.cycles} cycles, ${figures.filesInCycles} files in cycles` +
      `, ${figures.lazyCycles} lazy cycles`,
  );
  return { text: out.join('\n'), figures, cycles: strict, lazy };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const folders = process.argv.slice(2);
  if (folders.length === 0) {
    console.error('usage: node scripts/import-cycles.mjs <folder> [folder …]');
    process.exit(2);
  }
  let found = 0;
  for (const folder of folders) {
    if (!existsSync(path.join(ROOT, folder)) || !statSync(path.join(ROOT, folder)).isDirectory()) {
      console.error(`${folder}: not a folder of the project`);
      process.exit(2);
    }
    const { text, figures } = report(folder);
    console.info(text);
    found += figures.cycles;
  }
  process.exit(found > 0 ? 1 : 0);
}

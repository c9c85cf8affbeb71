/** Types of scripts/import-cycles.mjs, for the test that imports it (tests/unit/import-cycles.test.ts). */
export type ImportKind = 'value' | 'type' | 'lazy';
export interface ImportEdge {
  to: string;
  kind: ImportKind;
}
export type ImportGraph = Map<string, ImportEdge[]>;

export function importsOf(file: string, text: string): { specifier: string; kind: ImportKind }[];
export function importGraph(sources: Map<string, string>): ImportGraph;
export function cycles(graph: ImportGraph, follows?: (kind: ImportKind) => boolean): string[][];
export function readFolder(folder: string): Map<string, string>;
export function report(folder: string): {
  text: string;
  figures: { files: number; lines: number; cycles: number; filesInCycles: number; lazyCycles: number };
  cycles: string[][];
  lazy: string[][];
};

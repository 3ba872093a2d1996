import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Production code imports downward only: a module never reaches itself again through its imports. A circle
 * makes one side see the other half-initialised at load time, and it ties two folders so that neither can be
 * read or changed alone. Type imports count too: they tie the two folders all the same.
 */
const ROOT = path.resolve(__dirname, "..");
const FOLDERS = ["lib", "app", "components"];
const SOURCE = /\.(ts|tsx|mts|mjs|cjs|js)$/;
const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".mjs", ".cjs", ".js", "/index.ts", "/index.tsx"];

/** File circles allowed; each entry is one exact group of files (relative to the root). None today. */
const KNOWN_CIRCLES: string[][] = [];

/**
 * lib/'s folders (one per domain) that still import each other, to be untangled: a circle among folders must
 * stay inside one of these groups. Each domain's schemas in lib/validation use the domain's constants, and
 * the domain validates with them; lib/auth asks lib/admin who is an admin, and lib/admin guards with a session.
 */
const KNOWN_FOLDER_CIRCLES: string[][] = [
  ["lib/leads", "lib/pixel", "lib/speech", "lib/translate", "lib/validation"],
  ["lib/admin", "lib/auth"],
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return SOURCE.test(name) && !/\.test\.|\.d\.ts$/.test(name) ? [file] : [];
  });
}

function resolve(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return undefined; // a package
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // try the next extension
    }
  }
  return undefined;
}

/** The modules a file names: static and dynamic imports, type imports and re-exports. */
function importedFiles(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers.flatMap((specifier) => resolve(file, specifier) ?? []);
}

/** Strongly connected groups of more than one file, or a file importing itself (Tarjan's algorithm). */
function circles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || graph.get(node)?.includes(node)) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return found;
}

/** Files (relative to the root) and the files each imports. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const folder of FOLDERS)
    for (const file of sourceFiles(path.join(ROOT, folder)))
      graph.set(
        path.relative(ROOT, file),
        importedFiles(file).map((target) => path.relative(ROOT, target)),
      );
  return graph;
}

/** lib/x/y.ts is in the folder lib/x; a file directly in lib/ is its own. */
const libFolder = (file: string) => file.split("/").slice(0, 2).join("/");

describe("import graph of lib/, app/ and components/", () => {
  const graph = importGraph();

  it("has no circle", () => {
    expect(graph.size).toBeGreaterThan(100);
    const known = new Set(KNOWN_CIRCLES.map((group) => [...group].sort().join(" ")));
    const unexpected = circles(graph).filter((group) => !known.has(group.join(" ")));
    expect(unexpected).toEqual([]);
  });

  it("has no circle among lib/'s folders beyond the known ones", () => {
    const folders = new Map<string, string[]>();
    for (const [file, targets] of graph) {
      if (!file.startsWith("lib/")) continue;
      const from = libFolder(file);
      const edges = folders.get(from) ?? [];
      for (const target of targets)
        if (target.startsWith("lib/") && libFolder(target) !== from) edges.push(libFolder(target));
      folders.set(from, edges);
    }
    const unexpected = circles(folders).filter(
      (group) => !KNOWN_FOLDER_CIRCLES.some((known) => group.every((folder) => known.includes(folder))),
    );
    expect(unexpected).toEqual([]);
  });

  it("finds a circle when there is one", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", ["a.ts"]],
    ]);
    expect(circles(graph)).toEqual([["a.ts", "b.ts", "c.ts"]]);
  });
});

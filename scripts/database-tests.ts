/**
 * Lists the vitest files that behave differently with DATABASE_URL and REDIS_URL set, which CI runs a second
 * time against a real PostgreSQL and Redis (.ci/run; the rest run once): those whose imports, followed through
 * every module they load (static and literal dynamic imports, `@/` paths as tsconfig maps them), reach
 * `lib/db/` (the database) or `lib/http/rate-limit.ts` (the rate-limit store), a module that imports a computed
 * name counting as reaching both. A file that sets or removes DATABASE_URL itself (a server that is not there,
 * one that never answers, PGlite whatever the pass) uses the same database in both passes, and so for
 * REDIS_URL and the store: it counts only by the other one. `lib/db/data-dir-lock.mjs`, the embedded
 * database's folder lock, is the same in both. vitest's setup file (test-support/setup.ts) is left out: it
 * resets the limits of every file.
 * Usage: npx tsx scripts/database-tests.ts [--explain]  (one path per line; --explain adds the import chain)
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";

const root = path.resolve(import.meta.dirname, "..");
const database = (file: string) =>
  file.startsWith(path.join(root, "lib/db/")) && file !== path.join(root, "lib/db/data-dir-lock.mjs");
const store = (file: string) => file === path.join(root, "lib/http/rate-limit.ts");
/** A test file that chooses this setting itself, so that CI's does not reach it. */
const setsItself = (source: string, name: string) =>
  new RegExp(`process\\.env\\.${name}\\s*=[^=]|delete process\\.env\\.${name}\\b`).test(source);

const configFile = ts.readConfigFile(path.join(root, "tsconfig.json"), ts.sys.readFile);
const { options } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
const host = ts.createCompilerHost(options);

/** A module loaded by a name computed at run time cannot be followed: the importer counts as reaching both. */
const computedImport = /\bimport\(\s*[^"'`\s)]/;

function imports(file: string): string[] {
  const source = readFileSync(file, "utf8");
  if (computedImport.test(source))
    return [path.join(root, "lib/db/index.ts"), path.join(root, "lib/http/rate-limit.ts")];
  const { importedFiles } = ts.preProcessFile(source, true, true);
  const found: string[] = [];
  for (const { fileName } of importedFiles) {
    const resolved = ts.resolveModuleName(fileName, file, options, host).resolvedModule;
    if (!resolved || resolved.isExternalLibraryImport) continue;
    // A .d.ts next to a .mjs stands for the .mjs, the module that runs.
    const target = resolved.resolvedFileName.replace(/\.d\.mts$/, ".mjs").replace(/\.d\.ts$/, ".js");
    if (!target.includes(`${path.sep}node_modules${path.sep}`)) found.push(path.resolve(target));
  }
  return found;
}

/** The chain of imports from `start` to a module that `touches`, or undefined. */
function reach(start: string, touches: (file: string) => boolean): string[] | undefined {
  const from = new Map<string, string>([[start, ""]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    // A test file counts by what it imports, not by the folder it lives in.
    if (file !== start && touches(file)) {
      const chain = [file];
      for (let at = from.get(file)!; at; at = from.get(at)!) chain.unshift(at);
      return chain;
    }
    let next: string[] = [];
    try {
      next = imports(file);
    } catch {
      continue; // a path that resolves to nothing readable (a generated file not built yet)
    }
    for (const imported of next) {
      if (from.has(imported)) continue;
      from.set(imported, file);
      queue.push(imported);
    }
  }
  return undefined;
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return /^(node_modules|e2e|\.next.*|\.data.*|\.git)$/.test(entry.name) ? [] : testFiles(full);
    }
    return /\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Each test file (relative to the repository) that reaches the database or the store, with the chain of imports that does. */
export function databaseTests(): { file: string; chain: string[] }[] {
  const relative = (file: string) => path.relative(root, file);
  return testFiles(root)
    .sort()
    .flatMap((file) => {
      const source = readFileSync(file, "utf8");
      const chain =
        (setsItself(source, "DATABASE_URL") ? undefined : reach(file, database)) ??
        (setsItself(source, "REDIS_URL") ? undefined : reach(file, store));
      return chain ? [{ file: relative(file), chain: chain.map(relative) }] : [];
    });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const explain = process.argv.includes("--explain");
  for (const { file, chain } of databaseTests()) console.log(explain ? `${file}: ${chain.join(" -> ")}` : file);
}

// @ts-check
/**
 * Bundles the pool's thread (worker/thread.ts) and the standalone worker (worker/main.ts) into plain ES
 * modules that Node runs as they are: Next bundles each route apart and leaves no file a worker thread could
 * load. `npm run build` writes them into the build folder; in development and tests they are built on first
 * use. Packages stay in node_modules (the bundle sits inside the project, so Node finds them from there).
 */
import { createRequire } from "node:module";
import path from "node:path";

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));

/**
 * @param {string} outdir
 * @param {Record<string, string>} [entryPoints] tests give a thread of their own tasks
 */
export async function buildWorkers(outdir, entryPoints) {
  const esbuild = createRequire(path.join(root, "package.json"))("esbuild");
  await esbuild.build({
    entryPoints: entryPoints ?? {
      thread: path.join(root, "worker", "thread.ts"),
      main: path.join(root, "worker", "main.ts"),
    },
    outdir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    packages: "external",
    // A task's modules (and the packages they import) load only in the threads that run it (worker/thread.ts).
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
    tsconfig: path.join(root, "tsconfig.json"),
    logLevel: "warning",
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    plugins: [
      {
        // The real package throws outside React Server Components: these modules are server code already.
        name: "server-only",
        setup(build) {
          build.onResolve({ filter: /^server-only$/ }, () => ({ path: "server-only", namespace: "empty" }));
          build.onLoad({ filter: /.*/, namespace: "empty" }, () => ({ contents: "" }));
        },
      },
    ],
  });
  return { thread: path.join(outdir, "thread.mjs"), main: path.join(outdir, "main.mjs") };
}

/** Where `npm run build` puts them. */
export const builtDir = () => path.join(root, process.env.NEXT_DIST_DIR || ".next", "jobs");

// No top-level await: the pool loads this file with require() when it builds the bundles at run time.
if (process.argv[1] === new URL(import.meta.url).pathname) {
  buildWorkers(builtDir()).then((out) =>
    console.log(`[worker] ${path.relative(root, out.thread)} e ${path.relative(root, out.main)} prontos`),
  );
}

// @ts-check
/**
 * `npm run worker`: loads the environment as `npm start` does, then runs the standalone worker (worker/main.ts)
 * from the build (`npm run build` writes it), or builds it now when there is none.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import nextEnv from "@next/env";
import { buildWorkers, builtDir } from "./build.mjs";

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
process.chdir(root);
nextEnv.loadEnvConfig(root, false);
// @ts-expect-error NODE_ENV is typed read-only, but this process decides it, as `npm start` does.
process.env.NODE_ENV ??= "production";
const built = path.join(builtDir(), "main.mjs");
const main = existsSync(built) ? built : (await buildWorkers(builtDir())).main;
await import(pathToFileURL(main).href);

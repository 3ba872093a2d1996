// @ts-check
/* eslint-disable @typescript-eslint/no-require-imports -- Turbopack runs loaders as CommonJS modules */
/**
 * Turbopack loader for app/globals.css in a build (next.config.ts): runs Tailwind over it, as Next would for
 * a CSS import, and exports the minified stylesheet as a string, which app/inline-css.tsx writes into the
 * HTML. `next dev` does not use it (it links the stylesheet, which Tailwind rebuilds when a file changes).
 * @this {{ resourcePath: string, async(): (error: Error | null, result?: string) => void }}
 * @param {string} source
 */
module.exports = function cssTextLoader(source) {
  const done = this.async();
  const postcss = require("postcss");
  const tailwind = require("@tailwindcss/postcss");
  postcss([tailwind({ optimize: { minify: true } })])
    .process(source, { from: this.resourcePath })
    .then((result) => done(null, `export default ${JSON.stringify(result.css)};`), done);
};

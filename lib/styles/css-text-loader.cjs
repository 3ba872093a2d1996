// @ts-check
/* eslint-disable @typescript-eslint/no-require-imports -- Turbopack runs loaders as CommonJS modules */
/**
 * Turbopack loader for app/globals.css (next.config.ts): runs Tailwind over it, as Next would for a CSS
 * import, and exports the minified stylesheet as a string, which app/inline-css.tsx writes into the HTML.
 * Tailwind's dependencies (the files it scans for classes) are declared, so `next dev` rebuilds on change.
 * @this {{ resourcePath: string, async(): (error: Error | null, result?: string) => void,
 *   addDependency(file: string): void, addContextDependency(dir: string): void }}
 * @param {string} source
 */
module.exports = function cssTextLoader(source) {
  const done = this.async();
  const postcss = require("postcss");
  const tailwind = require("@tailwindcss/postcss");
  postcss([tailwind({ optimize: { minify: true } })])
    .process(source, { from: this.resourcePath })
    .then((result) => {
      for (const message of result.messages) {
        if (message.type === "dependency") this.addDependency(message.file);
        else if (message.type === "dir-dependency") this.addContextDependency(message.dir);
      }
      done(null, `export default ${JSON.stringify(result.css)};`);
    }, done);
};

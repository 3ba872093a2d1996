/**
 * Where the installable app lives and its colours. Apart from lib/recipes/pwa.ts (the manifest and the worker's
 * script, which list every recipe), so the page's "Instalar app" control imports no recipe data.
 */
export const APP_SCOPE = "/fitnessrecipes";
export const SW_PATH = "/fitnessrecipes/sw.js";
export const MANIFEST_PATH = "/fitnessrecipes/manifest.webmanifest";
export const THEME_COLOR = "#16a34a";
export const BACKGROUND_COLOR = "#ffffff";

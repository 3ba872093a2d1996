import { recipePath, recipes } from "@/lib/recipes/recipes";
import { APP_SCOPE, BACKGROUND_COLOR, MANIFEST_PATH, THEME_COLOR } from "./app-scope";

/** The app's icons: a plain one at 192 and 512 px, and a maskable one with its mark inside the safe zone. */
export const appIcons = [
  { file: "icone-192.png", size: 192, purpose: "any" },
  { file: "icone-512.png", size: 512, purpose: "any" },
  { file: "icone-maskable-512.png", size: 512, purpose: "maskable" },
] as const;
export const iconPath = (file: string) => `${APP_SCOPE}/icones/${file}`;

export function appManifest() {
  return {
    id: APP_SCOPE,
    name: "FitnessRecipes: receitas fitness",
    short_name: "FitnessRecipes",
    description: "Receitas fitness com porções, informação nutricional e lista de compras, também sem internet.",
    lang: "pt-BR",
    start_url: APP_SCOPE,
    scope: APP_SCOPE,
    display: "standalone",
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: appIcons.map(({ file, size, purpose }) => ({
      src: iconPath(file),
      sizes: `${size}x${size}`,
      type: "image/png",
      purpose,
    })),
  };
}

/** What the service worker keeps for offline use: every page of the app and every picture it shows. */
export function precacheUrls(): string[] {
  return [
    APP_SCOPE,
    `${APP_SCOPE}/lista-de-compras`,
    ...recipes.map(recipePath),
    ...new Set(recipes.map((recipe) => recipe.image)),
    MANIFEST_PATH,
    ...appIcons.map(({ file }) => iconPath(file)),
  ];
}

/**
 * The service worker's script. `version` changes with every build, so a published build installs beside the
 * old one and waits until the visitor accepts it ("Nova versão disponível").
 */
export function serviceWorkerScript(version: string): string {
  return `// FitnessRecipes offline (scope ${APP_SCOPE}); written by lib/recipes/pwa.ts.
const CACHE = ${JSON.stringify(`fitnessrecipes-${version}`)};
const PAGES = ${JSON.stringify(precacheUrls().filter((url) => !url.includes(".")))};
const FILES = ${JSON.stringify(precacheUrls().filter((url) => url.includes(".")))};
// The scripts, styles and fonts a page loads, found in its HTML and in the data Next writes into it.
const ASSET = /\\/?_next\\/static\\/[\\w\\-.~\\/]+\\.(?:js|css|woff2?)/g;

async function precache() {
  const cache = await caches.open(CACHE);
  const assets = new Set();
  for (const page of PAGES) {
    const response = await fetch(page, { cache: "no-cache" });
    if (!response.ok) throw new Error("Falhou ao guardar " + page);
    const html = await response.clone().text();
    for (const [match] of html.matchAll(ASSET)) assets.add(match.startsWith("/") ? match : "/" + match);
    await cache.put(page, response);
  }
  await cache.addAll(FILES);
  await Promise.all(
    [...assets].map(async (url) => {
      const response = await fetch(url).catch(() => null);
      if (response && response.ok) await cache.put(url, response);
    }),
  );
}

self.addEventListener("install", (event) => event.waitUntil(precache()));

self.addEventListener("activate", (event) =>
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys())
        if (key.startsWith("fitnessrecipes-") && key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  ),
);

self.addEventListener("message", (event) => {
  if (event.data === "atualizar") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    // The newest page when online; the kept one offline.
    event.respondWith(
      fetch(request)
        .then(async (response) => {
          if (response.ok && PAGES.includes(url.pathname)) {
            const cache = await caches.open(CACHE);
            await cache.put(url.pathname, response.clone());
          }
          return response;
        })
        .catch(async () => (await caches.match(url.pathname, { cacheName: CACHE })) || Response.error()),
    );
    return;
  }
  if (request.headers.has("RSC")) return; // Next's own data: offline, it falls back to a page load
  if (url.pathname.startsWith("/_next/static/") || FILES.includes(url.pathname)) {
    event.respondWith(
      caches.match(url.pathname, { cacheName: CACHE }).then(
        (kept) =>
          kept ||
          fetch(request).then(async (response) => {
            if (response.ok) await (await caches.open(CACHE)).put(url.pathname, response.clone());
            return response;
          }),
      ),
    );
  }
});
`;
}

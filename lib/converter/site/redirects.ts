import { publicPath } from "./links";
import { escapeHtml } from "@/lib/escape-html";
import { staticPage } from "./report";

export type PublishedPage = { url: string; file: string; aliases: string[]; ids: string[] };

/**
 * _redirects, as Netlify and Cloudflare Pages read it: each old WordPress address of a page, with and
 * without its trailing slash, to its new path. Plain permalinks (/?page_id=7, /?p=7) use Netlify's query
 * syntax, forced ("301!") since "/" itself is a file; hosts that do not match queries skip those lines.
 */
export function redirectsFile(pages: PublishedPage[]): string {
  const lines = new Map<string, string>();
  const add = (from: string, to: string, query = "") => {
    const key = `${from} ${query}`;
    if ((from !== to || query) && !lines.has(key))
      lines.set(key, query ? `${from} ${query} ${to} 301!` : `${from} ${to} 301`);
  };
  for (const page of pages) {
    const to = publicPath(page.file);
    for (const address of [page.url, ...page.aliases]) {
      const url = new URL(address);
      for (const name of ["page_id", "p"]) {
        const id = url.searchParams.get(name);
        if (id && /^\d+$/.test(id)) add("/", to, `${name}=${id}`);
      }
      if (url.search) continue;
      const old = url.pathname;
      for (const variant of [old, old.endsWith("/") ? old.slice(0, -1) : `${old}/`]) {
        if (variant && variant !== "/" && !/\.html?\/$/.test(variant)) add(variant, to);
      }
    }
    for (const id of page.ids) add("/", to, id);
  }
  return `${[...lines.values()].join("\n")}\n`;
}

/** sitemap.xml, each page at `base` (the address the site will have) plus its path. */
export function sitemapFile(pages: PublishedPage[], base: string): string {
  const root = base.replace(/\/+$/, "");
  const entries = pages.map((page) => `  <url><loc>${escapeHtml(`${root}${publicPath(page.file)}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}

export function robotsFile(base: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${base.replace(/\/+$/, "")}/sitemap.xml\n`;
}

/** The page static hosts show for an address that has no file (from any folder, so its link is absolute). */
export function notFoundPage(siteName: string): string {
  return staticPage(
    `Página não encontrada | ${escapeHtml(siteName)}`,
    "max-width:36rem;margin:15vh auto;padding:0 1.5rem",
    `
<h1>Página não encontrada</h1>
<p>O endereço que você abriu não existe neste site. Ele pode ter mudado de lugar.</p>
<p><a href="/">Ir para a página inicial</a></p>`,
  );
}

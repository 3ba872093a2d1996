// What the shell's static HTML needs from script, with no React (docs/site.md, "The shell"): the menus kept
// in step, and the tools' availability marks following the server that answers.

// The page's <style> holds the rules its own HTML uses (lib/styles/page-css.mjs): what script shows later (a
// dialog, an error, a page reached without a full load) may need others. The rest of the sheet, cached a
// year, comes after the first paint; it holds only classes the page does not have, so nothing drawn changes.
const siteCss = document.querySelector("style[data-site-css]")?.dataset.siteCss;
if (siteCss) document.head.append(Object.assign(document.createElement("link"), { rel: "stylesheet", href: siteCss }));

// The header's menus are native popovers (components/layout/tools-menu.tsx, mobile-nav.tsx): they open,
// close on Escape or a click outside and give the focus back without this file. It only keeps them in step
// for assistive technology and links: aria-expanded and the button's name follow the menu, the open menu
// marks the current page (aria-current), and a link inside closes it (a same-page "/#contato" too).
for (const menu of document.querySelectorAll("[data-menu]")) {
  const toggle = document.querySelector(`[popovertarget="${menu.id}"]`);
  if (!toggle) continue;
  const label = toggle.querySelector("[data-label]");
  const closedName = label?.textContent;
  const show = (open) => {
    toggle.setAttribute("aria-expanded", String(open));
    if (label) label.textContent = open ? toggle.dataset.labelOpen : closedName;
  };
  show(menu.matches(":popover-open"));
  menu.addEventListener("beforetoggle", (event) => {
    const open = event.newState === "open";
    if (open)
      for (const link of menu.querySelectorAll("a[href]"))
        if (link.getAttribute("href") === location.pathname) link.setAttribute("aria-current", "page");
        else link.removeAttribute("aria-current");
    show(open);
  });
  menu.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a[href]")) menu.hidePopover();
  });
}

// Each tool's availability mark ([data-tool]) shows the state the page was rendered with (a prerendered
// page: the build's) and keeps the other in a <template> (components/tools/availability.tsx). The server is
// asked once (it lets the answer be kept a minute), and a mark it contradicts swaps in its other state.
// Client components read the answer too (components/tools/use-tool-off.ts). Offline or a server error: the
// page's own state stays.
fetch("/api/tools", { credentials: "omit" })
  .then((response) => (response.ok ? response.json() : undefined))
  .then((body) => {
    const off = body?.unavailable;
    if (!Array.isArray(off)) return;
    for (const state of document.querySelectorAll("[data-tool]")) {
      const isOff = off.includes(state.dataset.tool);
      const other = state.lastElementChild;
      if (isOff === state.hasAttribute("data-off") || !(other instanceof HTMLTemplateElement)) continue;
      const shown = document.createDocumentFragment();
      while (state.firstChild !== other) shown.append(state.firstChild);
      state.prepend(other.content);
      other.content.append(shown);
      state.toggleAttribute("data-off", isOff);
    }
    window.toolsOff = off;
    window.dispatchEvent(new Event("toolsoff"));
  })
  .catch(() => {});

// The consent notice (components/consent/consent-notice.tsx, LGPD) is drawn with the page; the head's early
// script has already hidden it from a visitor who chose (lib/http/inline-scripts.mjs). A choice is stored under
// the key the notice names and announced with its event, which the pixel (components/consent/consent-pixel.tsx)
// follows. Any "Preferências de cookies" button shows it again, with the current choice and the focus on it.
const notice = document.getElementById("consentimento");
if (notice) {
  const { storageKey, changedEvent } = notice.dataset;
  document.addEventListener("click", (event) => {
    if (!(event.target instanceof Element)) return;
    const button = event.target.closest("[data-consent-choice]");
    if (button) {
      try {
        localStorage.setItem(storageKey, button.dataset.consentChoice);
      } catch {
        // Storage blocked: nothing is remembered, and nothing is assumed.
      }
      notice.hidden = true;
      window.dispatchEvent(new Event(changedEvent));
    } else if (event.target.closest("[data-consent-preferences]")) {
      let choice = null;
      try {
        choice = localStorage.getItem(storageKey);
      } catch {
        // storage blocked: no current choice to say
      }
      const said = new Map([
        ["granted", "aceito"],
        ["denied", "recusado"],
      ]).get(choice);
      notice.querySelector("[data-consent-current]").textContent = said ? ` Escolha atual: ${said}.` : "";
      document.documentElement.removeAttribute("data-consent");
      notice.hidden = false;
      notice.querySelector("h2").focus();
    }
  });
}

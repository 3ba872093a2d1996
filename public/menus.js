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

/**
 * Runs inside the saved file, in the browser: gives Elementor's common widgets their behaviour back from
 * their markup and ARIA attributes, since the page's own scripts (jQuery, Swiper, SmartMenus) are removed.
 * It is shipped as its own source text (`widgetScript` in widgets.ts), so it must stay self-contained: no imports, no
 * outer variables, no eval, no network. A widget whose markup is not as expected stays as it was.
 */
export function restoreWidgets(doc: Document): void {
  const view = doc.defaultView!;
  const all = (root: ParentNode, selector: string): HTMLElement[] =>
    Array.prototype.slice.call(root.querySelectorAll(selector));
  const each = (selector: string, restore: (element: HTMLElement) => void) => {
    for (const element of all(doc, selector)) {
      try {
        restore(element);
      } catch {
        // unexpected markup: this widget stays static, the others still work
      }
    }
  };
  const activate = (element: HTMLElement, run: (event: Event) => void) => {
    element.addEventListener("click", run);
    element.addEventListener("keydown", (event) => {
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        run(event);
      }
    });
  };
  /** Arrow keys, Home and End move along a tab list (ARIA authoring practices). */
  const arrows = (list: HTMLElement[], select: (element: HTMLElement) => void) => {
    list.forEach((element, index) =>
      element.addEventListener("keydown", (event) => {
        const next =
          event.key === "ArrowRight" || event.key === "ArrowDown"
            ? index + 1
            : event.key === "ArrowLeft" || event.key === "ArrowUp"
              ? index - 1
              : event.key === "Home"
                ? 0
                : event.key === "End"
                  ? list.length - 1
                  : null;
        if (next === null) return;
        event.preventDefault();
        const target = list[(next + list.length) % list.length];
        select(target);
        target.focus();
      }),
    );
  };
  const settingsOf = (element: HTMLElement): Record<string, unknown> => {
    try {
      const value = JSON.parse(element.closest("[data-settings]")?.getAttribute("data-settings") ?? "{}") as unknown;
      return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  };
  const show = (element: HTMLElement, visible: boolean, display = "block") => {
    element.hidden = !visible;
    element.style.display = visible ? display : "none";
  };

  // Classic tabs: titles (a desktop and a mobile copy) and contents share data-tab.
  each(".elementor-tabs", (widget) => {
    const titles = all(
      widget,
      ":scope > .elementor-tabs-wrapper > .elementor-tab-title[data-tab], :scope > .elementor-tabs-content-wrapper > .elementor-tab-title[data-tab]",
    );
    const contents = all(widget, ":scope > .elementor-tabs-content-wrapper > .elementor-tab-content[data-tab]");
    if (!titles.length || !contents.length) return;
    const select = (tab: string) => {
      for (const title of titles) {
        const on = title.getAttribute("data-tab") === tab;
        title.classList.toggle("elementor-active", on);
        title.setAttribute("aria-selected", String(on));
        title.setAttribute("aria-expanded", String(on));
        title.tabIndex = on ? 0 : -1;
      }
      for (const content of contents) {
        const on = content.getAttribute("data-tab") === tab;
        content.classList.toggle("elementor-active", on);
        show(content, on);
      }
    };
    const first = titles.find((title) => title.classList.contains("elementor-active")) ?? titles[0];
    select(first.getAttribute("data-tab")!);
    for (const title of titles) activate(title, () => select(title.getAttribute("data-tab")!));
    const desktop = titles.filter((title) => !title.classList.contains("elementor-tab-mobile-title"));
    arrows(desktop, (title) => select(title.getAttribute("data-tab")!));
  });

  // Classic accordion (one item open at a time) and toggle (each on its own).
  each(".elementor-accordion, .elementor-toggle", (widget) => {
    const single = widget.classList.contains("elementor-accordion");
    const items = all(widget, ":scope > .elementor-accordion-item, :scope > .elementor-toggle-item")
      .map((item) => ({
        title: item.querySelector<HTMLElement>(":scope > .elementor-tab-title"),
        content: item.querySelector<HTMLElement>(":scope > .elementor-tab-content"),
      }))
      .filter((item): item is { title: HTMLElement; content: HTMLElement } => !!item.title && !!item.content);
    if (!items.length) return;
    const set = (item: (typeof items)[number], open: boolean) => {
      item.title.classList.toggle("elementor-active", open);
      item.title.setAttribute("aria-expanded", String(open));
      item.title.setAttribute("aria-selected", String(open));
      item.content.classList.toggle("elementor-active", open);
      show(item.content, open);
    };
    for (const item of items) {
      set(item, item.title.classList.contains("elementor-active"));
      activate(item.title, (event) => {
        if (event.type === "click" && (event.target as Element).closest("a[href]:not([href='#'])")) {
          event.preventDefault();
        }
        const open = item.title.getAttribute("aria-expanded") !== "true";
        if (open && single) for (const other of items) if (other !== item) set(other, false);
        set(item, open);
      });
    }
  });

  // Nested tabs (Elementor 3.15+): buttons with aria-controls, panels shown by the e-active class.
  each(".e-n-tabs", (widget) => {
    // Some versions repeat each title inside the contents for phones (.e-collapse): both lists work.
    const titles = all(
      widget,
      ":scope > .e-n-tabs-heading > .e-n-tab-title, :scope > .e-n-tabs-content > .e-n-tab-title",
    );
    const panels = all(widget, ":scope > .e-n-tabs-content > [role='tabpanel'], :scope > .e-n-tabs-content > .e-con");
    if (!titles.length || !panels.length) return;
    const panelOf = (title: HTMLElement) =>
      panels.find((panel) => panel.id && panel.id === title.getAttribute("aria-controls")) ??
      panels.find((panel) => panel.getAttribute("data-tab-index") === title.getAttribute("data-tab-index"));
    const select = (chosen: HTMLElement) => {
      const panel = panelOf(chosen);
      for (const title of titles) {
        const on = title === chosen || (!!panel && panelOf(title) === panel);
        title.setAttribute("aria-selected", String(on));
        title.tabIndex = on ? 0 : -1;
        title.classList.toggle("e-active", on);
      }
      for (const item of panels) {
        const on = item === panel;
        item.classList.toggle("e-active", on);
        item.hidden = !on;
        item.style.display = on ? "" : "none";
      }
    };
    select(titles.find((title) => title.getAttribute("aria-selected") === "true") ?? titles[0]);
    for (const title of titles) activate(title, () => select(title));
    arrows(
      titles.filter((title) => !title.classList.contains("e-collapse")),
      select,
    );
  });

  // Nested accordion: <details> opens by itself; this keeps ARIA in step and, unless the widget allows
  // several, one item open at a time.
  each(".e-n-accordion", (widget) => {
    const items = all(widget, ":scope > details.e-n-accordion-item") as HTMLDetailsElement[];
    if (!items.length) return;
    const single = settingsOf(widget).max_items_expended !== "multiple";
    for (const item of items) {
      const summary = item.querySelector<HTMLElement>(":scope > summary");
      summary?.setAttribute("aria-expanded", String(item.open));
      item.addEventListener("toggle", () => {
        summary?.setAttribute("aria-expanded", String(item.open));
        if (item.open && single) for (const other of items) if (other !== item && other.open) other.open = false;
      });
    }
  });

  // Nav menu: the mobile toggle opens the dropdown menu after it; items with a sub-menu open it on
  // hover, focus or a first click (SmartMenus' behaviour).
  each(".elementor-menu-toggle", (toggle) => {
    const dropdown = toggle.nextElementSibling as HTMLElement | null;
    if (!dropdown?.classList.contains("elementor-nav-menu--dropdown")) return;
    const set = (open: boolean) => {
      toggle.classList.toggle("elementor-active", open);
      toggle.setAttribute("aria-expanded", String(open));
      dropdown.setAttribute("aria-hidden", String(!open));
    };
    set(false);
    if (!toggle.hasAttribute("tabindex")) toggle.tabIndex = 0;
    activate(toggle, () => set(toggle.getAttribute("aria-expanded") !== "true"));
  });
  each(".elementor-nav-menu li", (item) => {
    const link = item.querySelector<HTMLElement>(":scope > a");
    const sub = item.querySelector<HTMLElement>(":scope > ul");
    if (!link || !sub) return;
    const hover = !!item.closest(".elementor-nav-menu--main");
    const set = (open: boolean) => {
      sub.style.display = open ? "block" : "none";
      sub.setAttribute("aria-hidden", String(!open));
      sub.setAttribute("aria-expanded", String(open));
      link.classList.toggle("highlighted", open);
      link.setAttribute("aria-expanded", String(open));
    };
    const isOpen = () => link.getAttribute("aria-expanded") === "true";
    set(false);
    link.classList.add("has-submenu");
    link.setAttribute("aria-haspopup", "true");
    link.addEventListener("click", (event) => {
      if (isOpen() && link.getAttribute("href") && link.getAttribute("href") !== "#") return;
      event.preventDefault();
      set(!isOpen());
    });
    if (hover) {
      item.addEventListener("mouseenter", () => set(true));
      item.addEventListener("mouseleave", () => set(false));
    }
    item.addEventListener("focusout", (event) => {
      if (!item.contains(event.relatedTarget as Node | null)) set(false);
    });
    item.addEventListener("keydown", (event) => {
      if (event.key === "Escape" && isOpen()) {
        set(false);
        link.focus();
      }
    });
  });

  // Carousels (image carousel, media carousel, slides, testimonials): Swiper's markup moved by hand.
  each(".swiper, .swiper-container", (container) => {
    const wrapper = container.querySelector<HTMLElement>(":scope > .swiper-wrapper");
    const slides = wrapper ? all(wrapper, ":scope > .swiper-slide") : [];
    if (!wrapper || slides.length < 2) return;
    const scope = (container.closest(".elementor-widget") as HTMLElement | null) ?? container.parentElement!;
    const settings = settingsOf(container);
    const number = (key: string, fallback: number) => {
      const value = settings[key];
      const parsed = typeof value === "object" && value ? Number((value as { size?: unknown }).size) : Number(value);
      return Number.isFinite(parsed) && parsed >= 0 && value !== "" ? parsed : fallback;
    };
    const carousel = !!container.closest(".elementor-widget-image-carousel");
    const perView = () => {
      const width = view.innerWidth;
      const desktop = number("slides_to_show", number("slides_per_view", carousel ? 3 : 1));
      const wanted =
        width <= 767
          ? number("slides_to_show_mobile", number("slides_per_view_mobile", carousel ? 1 : desktop))
          : width <= 1024
            ? number("slides_to_show_tablet", number("slides_per_view_tablet", carousel ? 2 : desktop))
            : desktop;
      return Math.max(1, Math.min(slides.length, Math.floor(wanted) || 1));
    };
    const step = Math.max(1, Math.floor(number("slides_to_scroll", 1)) || 1);
    const gap = number("image_spacing_custom", number("space_between", carousel ? 10 : 0));
    const prev = scope.querySelector<HTMLElement>(".elementor-swiper-button-prev, .swiper-button-prev");
    const next = scope.querySelector<HTMLElement>(".elementor-swiper-button-next, .swiper-button-next");
    const pagination = scope.querySelector<HTMLElement>(".swiper-pagination");
    let index = 0;
    let bullets: HTMLElement[] = [];

    const last = () => slides.length - perView();
    let measured = 0;
    let viewWidth = 0;
    const layout = () => {
      const count = perView();
      measured = container.clientWidth;
      viewWidth = view.innerWidth;
      const width = (measured - gap * (count - 1)) / count;
      container.style.overflow = "hidden";
      wrapper.style.display = "flex";
      wrapper.style.transition = "transform .3s ease";
      for (const slide of slides) {
        slide.style.flex = `0 0 ${width}px`;
        slide.style.width = `${width}px`;
        slide.style.maxWidth = "none";
        slide.style.marginRight = `${gap}px`;
      }
      index = Math.min(index, last());
      if (pagination && bullets.length !== last() + 1) {
        pagination.textContent = "";
        pagination.classList.add("swiper-pagination-bullets", "swiper-pagination-horizontal");
        bullets = [];
        for (let i = 0; i <= last(); i++) {
          const bullet = doc.createElement("span");
          bullet.className = "swiper-pagination-bullet";
          bullet.tabIndex = 0;
          bullet.setAttribute("role", "button");
          bullet.setAttribute("aria-label", `Ir para o slide ${i + 1}`);
          activate(bullet, () => go(i));
          pagination.appendChild(bullet);
          bullets.push(bullet);
        }
      }
      go(index, false);
    };
    const go = (target: number, animate = true) => {
      const end = last();
      index = target > end ? 0 : target < 0 ? end : target;
      const width = slides[0].getBoundingClientRect().width;
      if (!animate) wrapper.style.transition = "none";
      wrapper.style.transform = `translate3d(${-index * (width + gap)}px,0,0)`;
      if (!animate) requestAnimationFrame(() => (wrapper.style.transition = "transform .3s ease"));
      slides.forEach((slide, i) => {
        const visible = i >= index && i < index + perView();
        slide.classList.toggle("swiper-slide-active", i === index);
        slide.setAttribute("aria-hidden", String(!visible));
      });
      bullets.forEach((bullet, i) => {
        bullet.classList.toggle("swiper-pagination-bullet-active", i === index);
        bullet.setAttribute("aria-current", String(i === index));
      });
    };
    container.classList.add("swiper-initialized", "swiper-horizontal");
    if (prev) activate(prev, () => go(index === 0 ? last() : Math.max(0, index - step)));
    if (next) activate(next, () => go(index >= last() ? 0 : Math.min(last(), index + step)));
    layout();
    // Again when the window changes, and when it first gets a size: a carousel inside a closed tab or
    // accordion measures 0 until shown. Not on every change of its own size, which its slides can cause.
    const relayout = () => {
      if (view.innerWidth !== viewWidth || (measured === 0 && container.clientWidth > 0)) layout();
    };
    if (typeof ResizeObserver === "function") new ResizeObserver(relayout).observe(container);
    view.addEventListener("resize", relayout);
  });

  // Forms of a whole-site export, rewired to the visitor's choice: the filled-in fields, each after its label,
  // go to WhatsApp or to an e-mail (an endpoint needs no script: the form posts to it).
  each("form[data-eph-form]", (form) => {
    const kind = form.getAttribute("data-eph-form");
    const to = form.getAttribute("data-eph-to") ?? "";
    if ((kind !== "whatsapp" && kind !== "email") || !to) return;
    const labelOf = (field: HTMLElement): string => {
      const label =
        (field.id ? doc.querySelector<HTMLElement>(`label[for="${CSS.escape(field.id)}"]`) : null) ??
        field.closest("label");
      if (label) {
        const copy = label.cloneNode(true) as HTMLElement;
        for (const inner of all(copy, "select, textarea, input, .screen-reader-text")) inner.remove();
        const text = (copy.textContent ?? "")
          .replace(/\s+/g, " ")
          .replace(/\s*\*\s*$/, "")
          .trim();
        if (text) return text;
      }
      return field.getAttribute("aria-label") ?? field.getAttribute("placeholder") ?? field.getAttribute("name") ?? "";
    };
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      if (!(form as HTMLFormElement).reportValidity()) return;
      const lines: string[] = [];
      for (const field of all(form, "input[name], select[name], textarea[name]") as HTMLInputElement[]) {
        if (field.disabled || /^(hidden|submit|button|reset|image|file|password)$/i.test(field.type)) continue;
        if ((field.type === "checkbox" || field.type === "radio") && !field.checked) continue;
        const value = field.value.trim();
        if (value) lines.push(`${labelOf(field)}: ${value}`);
      }
      const text = encodeURIComponent(lines.join("\n"));
      const title = encodeURIComponent(doc.title);
      if (kind === "whatsapp") view.open(`https://wa.me/${to}?text=${text}`, "_blank", "noopener");
      else view.open(`mailto:${to}?subject=${title}&body=${text}`, "_self");
    });
  });
}

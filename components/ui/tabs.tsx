"use client";

import { clsx } from "clsx";
import {
  createContext,
  useContext,
  useId,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from "react";

// Our own WAI-ARIA tabs (automatic activation, roving tabindex) instead of Radix's: Radix Tabs and its
// roving-focus group cost 8 KB gz on the first load of /login and /fitnessrecipes (issue 29).
// No tailwind-merge either: each look is a variant whose classes never conflict, so clsx joins them.

type TabsState = { value: string; select(value: string): void; id: string; onePanel: boolean };
const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`<${part}> must be inside <Tabs>`);
  return state;
}

const slug = (value: string) => value.replace(/[^\w-]/g, "_");
const triggerId = (id: string, value: string) => `${id}-tab-${slug(value)}`;
const panelId = (id: string, value: string) => `${id}-panel-${slug(value)}`;
const sharedPanelId = (id: string) => `${id}-panel`;

export function Tabs({
  value,
  defaultValue,
  onValueChange,
  onePanel = false,
  children,
  ...props
}: Omit<ComponentProps<"div">, "defaultValue"> & {
  value?: string;
  defaultValue?: string;
  onValueChange?(value: string): void;
  /** Every tab shows the same panel (TabsPanel), whose content follows the selected tab. */
  onePanel?: boolean;
  children: ReactNode;
}) {
  const [own, setOwn] = useState(defaultValue ?? "");
  const id = useId();
  const current = value ?? own;
  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ value: current, select, id, onePanel }}>
      <div {...props}>{children}</div>
    </TabsContext.Provider>
  );
}

const listLooks = {
  default: "inline-flex h-11 items-center rounded-lg bg-muted p-1 text-muted-foreground",
  /** Equal columns that grow with wrapped labels (the description's versions and channels). */
  grid: "grid h-auto w-full auto-cols-fr grid-flow-col items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground",
  /** An app's bottom navigation bar (FitnessRecipes). */
  bar: "inline-flex h-auto w-full items-center border-t bg-card/95 p-1 text-muted-foreground backdrop-blur supports-[backdrop-filter]:bg-card/85",
};

export function TabsList({
  look = "default",
  className,
  onKeyDown,
  ...props
}: ComponentProps<"div"> & { look?: keyof typeof listLooks }) {
  // Arrows move to the previous or next tab (wrapping), Home and End to the first and last; focus selects.
  function move(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const at = tabs.indexOf(event.target as HTMLButtonElement);
    if (at < 0) return;
    const to = {
      ArrowRight: (at + 1) % tabs.length,
      ArrowLeft: (at - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    tabs[to]?.focus();
  }
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={clsx(listLooks[look], className)}
      onKeyDown={move}
      {...props}
    />
  );
}

const triggerBase =
  "inline-flex flex-1 items-center justify-center rounded-md px-3 font-medium transition-all focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50 data-[state=active]:bg-card data-[state=active]:shadow-sm";
const triggerLooks = {
  default: "h-9 gap-1.5 text-sm whitespace-nowrap data-[state=active]:text-foreground",
  grid: "min-h-9 gap-1.5 py-1.5 text-sm whitespace-normal data-[state=active]:text-foreground",
  bar: "h-14 flex-col gap-0.5 text-xs whitespace-nowrap data-[state=active]:text-primary",
};

export function TabsTrigger({
  value,
  look = "default",
  className,
  ...props
}: Omit<ComponentProps<"button">, "value"> & { value: string; look?: keyof typeof triggerLooks }) {
  const tabs = useTabs("TabsTrigger");
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(tabs.id, value)}
      aria-selected={active}
      aria-controls={tabs.onePanel ? sharedPanelId(tabs.id) : panelId(tabs.id, value)}
      data-state={active ? "active" : "inactive"}
      tabIndex={active ? 0 : -1}
      className={clsx(triggerBase, triggerLooks[look], className)}
      onClick={() => tabs.select(value)}
      onFocus={() => tabs.select(value)}
      {...props}
    />
  );
}

/** The panel of the selected tab; the others stay in the page empty and hidden, unless forceMount keeps them. */
export function TabsContent({
  value,
  forceMount = false,
  className,
  children,
  ...props
}: ComponentProps<"div"> & { value: string; forceMount?: boolean }) {
  const tabs = useTabs("TabsContent");
  const active = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.id, value)}
      aria-labelledby={triggerId(tabs.id, value)}
      data-state={active ? "active" : "inactive"}
      hidden={!active && !forceMount}
      tabIndex={0}
      className={clsx("focus-visible:outline-2 focus-visible:outline-ring", className)}
      {...props}
    >
      {active || forceMount ? children : null}
    </div>
  );
}

/**
 * The one panel of `<Tabs onePanel>`, labelled by the selected tab (WAI-ARIA allows one panel for several
 * tabs): for content the tabs share, which stays in the page while the tabs change around it (FitnessRecipes'
 * list of recipes, static HTML React does not draw again).
 */
export function TabsPanel({ className, ...props }: ComponentProps<"div">) {
  const tabs = useTabs("TabsPanel");
  return (
    <div
      role="tabpanel"
      id={sharedPanelId(tabs.id)}
      aria-labelledby={triggerId(tabs.id, tabs.value)}
      tabIndex={0}
      className={clsx("focus-visible:outline-2 focus-visible:outline-ring", className)}
      {...props}
    />
  );
}

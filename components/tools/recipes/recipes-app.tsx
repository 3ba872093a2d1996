"use client";

import { Compass, Heart, House, Search, ShoppingBasket } from "lucide-react";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { Tabs, TabsList, TabsPanel, TabsTrigger } from "@/components/ui/tabs";
import { categories, LIST_NAME_ID, type RecipeSummary } from "@/lib/recipes/catalog";
import { ALL, filterRecipes, type CategoryFilter } from "@/lib/recipes/filter";
import { CategoryChips } from "./category-chips";
import { ExplorePanel } from "./explore-panel";
import { FeaturedCarousel } from "./featured-carousel";
import { useFavorites } from "./use-favorites";
import { useRecipeList } from "./use-recipe-list";
import { Link } from "@/components/ui/link";

type Tab = "home" | "explorar" | "favoritos";
/** The search and the category outlive a visit to a recipe: the back button finds the list as it was left. */
const VIEW_KEY = "fitnessrecipes:vista";

function readView(): { query: string; category: CategoryFilter; tab: Tab } | null {
  try {
    const view: unknown = JSON.parse(window.sessionStorage.getItem(VIEW_KEY) ?? "null");
    if (!view || typeof view !== "object") return null;
    const { query, category, tab } = view as Record<string, unknown>;
    const categoryOk = category === ALL || categories.some((known) => known.id === category);
    const tabOk = tab === "home" || tab === "explorar" || tab === "favoritos";
    if (typeof query !== "string" || !categoryOk || !tabOk) return null;
    return { query, category: category as CategoryFilter, tab: tab as Tab };
  } catch {
    return null;
  }
}

/** What the list shows under each tab: its heading, its name, its recipes and what it says when there are none. */
function listOf(
  tab: Tab,
  category: CategoryFilter,
  results: readonly RecipeSummary[],
  favorites: readonly RecipeSummary[],
) {
  if (tab === "favoritos")
    return {
      heading: "Receitas Favoritas",
      name: "Receitas favoritas",
      recipes: favorites,
      empty: "Você ainda não tem favoritas. Toque no coração de uma receita para guardá-la aqui.",
    };
  if (tab === "home")
    return {
      heading: "Receitas",
      name: "Receitas",
      recipes: results,
      empty: "Nenhuma receita encontrada. Tente outra busca ou categoria.",
    };
  const chosen = categories.find((candidate) => candidate.id === category);
  if (!chosen) return null;
  return {
    heading: chosen.name,
    name: `Receitas de ${chosen.name}`,
    recipes: results,
    empty: "Nenhuma receita encontrada nesta categoria.",
  };
}

/**
 * `recipes`: each recipe's summary (lib/recipes/catalog.ts). `slides`: the featured recipes' slides and
 * `list`: every recipe's card, static HTML drawn by the server (featured-slide.tsx, recipe-list.tsx), which
 * the app moves, filters and marks without React drawing them again. `subtitle`: the tool's line
 * (recipesPage in lib/content/tools.ts). All passed by the server page, so the recipes' data and the tool
 * records stay out of the script.
 */
export function RecipesApp({
  recipes,
  slides,
  list,
  subtitle,
}: {
  recipes: readonly RecipeSummary[];
  slides: ReactNode[];
  list: ReactNode;
  subtitle: string;
}) {
  const knownIds = useMemo(() => recipes.map((recipe) => recipe.id), [recipes]);
  const featuredRecipes = useMemo(() => recipes.filter((recipe) => recipe.featured), [recipes]);
  const [tab, setTab] = useState<Tab>("home");
  const [category, setCategory] = useState<CategoryFilter>(ALL);
  const [query, setQuery] = useState("");
  // Whether the kept view was read: until then the fresh one must not overwrite it. A ref, not state: on a
  // first visit (nothing kept) the app renders once after hydrating, not twice.
  const restored = useRef(false);
  const favorites = useFavorites(knownIds);
  const results = useMemo(() => filterRecipes(recipes, category, query), [recipes, category, query]);
  const favoriteRecipes = useMemo(
    () => recipes.filter((recipe) => favorites.ids.includes(recipe.id)),
    [recipes, favorites.ids],
  );
  const shown = listOf(tab, category, results, favoriteRecipes);
  const shownIds = useMemo(() => new Set(shown?.recipes.map((recipe) => recipe.id)), [shown?.recipes]);
  const listBox = useRef<HTMLDivElement>(null);
  const onListClick = useRecipeList(listBox, shownIds, favorites.ids, favorites.toggle);

  useEffect(() => {
    const view = readView();
    if (view) {
      // The view kept in sessionStorage is only known after hydration (the server renders the fresh list).
      // eslint-disable-next-line react-hooks/set-state-in-effect -- restoring it once, on arrival
      setQuery(view.query);
      setCategory(view.category);
      setTab(view.tab);
    }
  }, []);
  useEffect(() => {
    if (!restored.current) {
      restored.current = true;
      return;
    }
    try {
      window.sessionStorage.setItem(VIEW_KEY, JSON.stringify({ query, category, tab }));
    } catch {
      // Storage refused: the list simply starts afresh next time.
    }
  }, [query, category, tab]);

  return (
    <div className="mx-auto flex min-h-[calc(100dvh-4rem)] w-full max-w-md flex-col bg-background sm:my-6 sm:min-h-[44rem] sm:overflow-hidden sm:rounded-2xl sm:border sm:shadow-lg">
      <header className="grid gap-3 border-b bg-card px-4 pt-4 pb-3">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold tracking-tight">
              Fitness<span className="text-primary">Recipes</span>
            </h1>
            <p className="text-sm text-muted-foreground">{subtitle}</p>
          </div>
          <Link
            href="/fitnessrecipes/lista-de-compras"
            className="inline-flex shrink-0 items-center gap-1 rounded-full border px-3 py-1.5 text-sm font-medium hover:bg-muted"
          >
            <ShoppingBasket aria-hidden="true" className="size-4" />
            Lista
            <span className="sr-only"> de compras</span>
          </Link>
        </div>
        <div role="search" className="relative">
          <label htmlFor="recipe-search" className="sr-only">
            Buscar receitas
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <input
            id="recipe-search"
            type="search"
            value={query}
            placeholder="Buscar receitas..."
            autoComplete="off"
            onChange={(event) => {
              setQuery(event.target.value);
              if (tab === "favoritos") setTab("home");
            }}
            className="h-10 w-full rounded-full border border-input bg-background pr-4 pl-9 text-base placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring md:text-sm"
          />
        </div>
      </header>

      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} onePanel className="flex flex-1 flex-col">
        <TabsPanel className="grid flex-1 content-start gap-6 px-4 py-5">
          {tab === "home" ? (
            <>
              <FeaturedCarousel recipes={featuredRecipes} slides={slides} />
              <CategoryChips value={category} onChange={setCategory} />
            </>
          ) : null}
          {tab === "explorar" ? <ExplorePanel category={category} onCategory={setCategory} recipes={recipes} /> : null}
          {/* One list for every tab: its cards are drawn once, by the server, and only shown or hidden. */}
          <section aria-labelledby="receitas-title" hidden={!shown} className="grid gap-3">
            <h2 id="receitas-title" className="text-lg font-bold">
              {shown?.heading}
            </h2>
            <span id={LIST_NAME_ID} hidden>
              {shown?.name}
            </span>
            <div ref={listBox} onClick={onListClick} hidden={!shownIds.size}>
              {list}
            </div>
            {shown && !shownIds.size ? (
              <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
                {shown.empty}
              </p>
            ) : null}
          </section>
          {shown ? null : <p className="text-sm text-muted-foreground">Escolha uma categoria para ver as receitas.</p>}
        </TabsPanel>
        <TabsList aria-label="Seções do app" look="bar" className="sticky bottom-0 z-10">
          <TabsTrigger value="home" look="bar">
            <House aria-hidden="true" className="size-5" />
            Início
          </TabsTrigger>
          <TabsTrigger value="explorar" look="bar">
            <Compass aria-hidden="true" className="size-5" />
            Explorar
          </TabsTrigger>
          <TabsTrigger value="favoritos" look="bar">
            <Heart aria-hidden="true" className="size-5" />
            Favoritos
          </TabsTrigger>
        </TabsList>
      </Tabs>
    </div>
  );
}

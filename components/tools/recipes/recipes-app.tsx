"use client";

import { Compass, Heart, House, Search, ShoppingBasket } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { categories, type RecipeSummary } from "@/lib/recipes/catalog";
import { ALL, filterRecipes, type CategoryFilter } from "@/lib/recipes/filter";
import { CategoryChips } from "./category-chips";
import { ExplorePanel } from "./explore-panel";
import { FeaturedCarousel } from "./featured-carousel";
import { RecipeGrid } from "./recipe-grid";
import { useFavorites } from "./use-favorites";
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

/**
 * `recipes`: each recipe's summary (lib/recipes/catalog.ts). `leadImage`: the first featured recipe's
 * picture as a data URI (lib/recipes/inline-image.ts). `subtitle`: the tool's line (recipesPage in
 * lib/content/tools.ts). All passed by the server page, so the recipes' data and the tool records stay out of
 * the script.
 */
export function RecipesApp({
  recipes,
  leadImage,
  subtitle,
}: {
  recipes: readonly RecipeSummary[];
  leadImage?: string;
  subtitle: string;
}) {
  const knownIds = useMemo(() => recipes.map((recipe) => recipe.id), [recipes]);
  const featuredRecipes = useMemo(() => recipes.filter((recipe) => recipe.featured), [recipes]);
  const [tab, setTab] = useState<Tab>("home");
  const [category, setCategory] = useState<CategoryFilter>(ALL);
  const [query, setQuery] = useState("");
  const [restored, setRestored] = useState(false);
  const favorites = useFavorites(knownIds);
  const results = useMemo(() => filterRecipes(recipes, category, query), [recipes, category, query]);
  const favoriteRecipes = recipes.filter((recipe) => favorites.ids.includes(recipe.id));
  const grid = { favorites: favorites.ids, onToggleFavorite: favorites.toggle };

  useEffect(() => {
    const view = readView();
    if (view) {
      // The view kept in sessionStorage is only known after hydration (the server renders the fresh list).
      // eslint-disable-next-line react-hooks/set-state-in-effect -- restoring it once, on arrival
      setQuery(view.query);
      setCategory(view.category);
      setTab(view.tab);
    }
    setRestored(true);
  }, []);
  useEffect(() => {
    if (!restored) return;
    try {
      window.sessionStorage.setItem(VIEW_KEY, JSON.stringify({ query, category, tab }));
    } catch {
      // Storage refused: the list simply starts afresh next time.
    }
  }, [restored, query, category, tab]);

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

      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="flex flex-1 flex-col">
        <div className="flex-1 px-4 py-5">
          <TabsContent value="home" className="grid gap-6">
            <FeaturedCarousel recipes={featuredRecipes} leadImage={leadImage} />
            <CategoryChips value={category} onChange={setCategory} />
            <section aria-labelledby="receitas-title" className="grid gap-3">
              <h2 id="receitas-title" className="text-lg font-bold">
                Receitas
              </h2>
              <RecipeGrid
                {...grid}
                label="Receitas"
                recipes={results}
                empty="Nenhuma receita encontrada. Tente outra busca ou categoria."
              />
            </section>
          </TabsContent>
          <TabsContent value="explorar">
            <ExplorePanel category={category} onCategory={setCategory} recipes={recipes} results={results} {...grid} />
          </TabsContent>
          <TabsContent value="favoritos" className="grid gap-3">
            <h2 className="text-lg font-bold">Receitas Favoritas</h2>
            <RecipeGrid
              {...grid}
              label="Receitas favoritas"
              recipes={favoriteRecipes}
              empty="Você ainda não tem favoritas. Toque no coração de uma receita para guardá-la aqui."
            />
          </TabsContent>
        </div>
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

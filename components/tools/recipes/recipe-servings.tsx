"use client";

import { Check, Minus, Plus, ShoppingBasket } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { Ingredient } from "@/lib/recipes/catalog";
import { ingredientText } from "@/lib/recipes/quantity";
import { addRecipe } from "@/lib/recipes/shopping-list";
import { useShoppingList } from "./use-shopping-list";
import { Link } from "@/components/ui/link";

const MIN = 1;
const MAX = 24;

/** The one interactive part of a recipe's page: servings, the quantities they scale, and the shopping list. */
export function RecipeServings({
  id,
  servings,
  ingredients,
}: {
  id: string;
  servings: number;
  ingredients: readonly Ingredient[];
}) {
  const [wanted, setWanted] = useState(servings);
  const shopping = useShoppingList();
  const listed = shopping.state.recipes.find((item) => item.id === id);
  const factor = wanted / servings;
  return (
    <section aria-labelledby="receita-ingredientes" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="receita-ingredientes" className="text-lg font-bold">
          Ingredientes
        </h2>
        <div role="group" aria-label="Porções" className="flex items-center gap-2">
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label="Menos uma porção"
            disabled={wanted <= MIN}
            onClick={() => setWanted((value) => Math.max(MIN, value - 1))}
          >
            <Minus aria-hidden="true" />
          </Button>
          <output aria-live="polite" className="min-w-20 text-center text-sm font-semibold">
            {wanted} {wanted === 1 ? "porção" : "porções"}
          </output>
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label="Mais uma porção"
            disabled={wanted >= MAX}
            onClick={() => setWanted((value) => Math.min(MAX, value + 1))}
          >
            <Plus aria-hidden="true" />
          </Button>
        </div>
      </div>
      <ul aria-label="Ingredientes" className="grid list-disc gap-1 pl-5 text-sm">
        {ingredients.map((ingredient) => (
          <li key={`${ingredient.food}-${ingredient.name}`}>{ingredientText(ingredient, factor)}</li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant={listed?.servings === wanted ? "outline" : "default"}
          onClick={() => shopping.update((state) => addRecipe(state, id, wanted))}
        >
          {listed?.servings === wanted ? <Check aria-hidden="true" /> : <ShoppingBasket aria-hidden="true" />}
          {listed?.servings === wanted ? "Na lista de compras" : "Adicionar à lista de compras"}
        </Button>
        {listed ? (
          <Link href="/fitnessrecipes/lista-de-compras" className="text-sm font-medium text-primary underline">
            Ver lista de compras
          </Link>
        ) : null}
      </div>
    </section>
  );
}

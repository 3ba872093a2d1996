"use client";

import { Share2, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { recipePath, recipes } from "@/lib/recipes/recipes";
import { removeRecipe, shoppingItems, shoppingText, toggleChecked } from "@/lib/recipes/shopping-list";
import { useShoppingList } from "./use-shopping-list";
import { Link } from "@/components/ui/link";

/** The shopping list: the recipes chosen, their ingredients summed by food, ticked off on the device. */
export function ShoppingListView() {
  const { state, update } = useShoppingList();
  const [shared, setShared] = useState("");
  const items = shoppingItems(state);

  async function share() {
    const text = shoppingText(state);
    try {
      if (navigator.share) {
        await navigator.share({ title: "Lista de compras", text });
        return;
      }
      await navigator.clipboard.writeText(text);
      setShared("Lista copiada. Cole onde quiser enviar.");
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
      setShared("Não foi possível compartilhar nem copiar a lista neste navegador.");
    }
  }

  if (state.recipes.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
        Sua lista está vazia. Abra uma receita e toque em “Adicionar à lista de compras”.
      </p>
    );
  }
  return (
    <div className="grid gap-5">
      <section aria-labelledby="lista-receitas" className="grid gap-2">
        <h2 id="lista-receitas" className="text-lg font-bold">
          Receitas
        </h2>
        <ul className="grid gap-2">
          {state.recipes.map((item) => {
            const recipe = recipes.find((candidate) => candidate.id === item.id)!;
            return (
              <li key={item.id} className="flex items-center justify-between gap-2 rounded-md border p-2 text-sm">
                <Link href={recipePath(recipe)} className="font-medium underline-offset-2 hover:underline">
                  {recipe.title}
                </Link>
                <span className="flex items-center gap-2 text-muted-foreground">
                  {item.servings} {item.servings === 1 ? "porção" : "porções"}
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Tirar ${recipe.title} da lista`}
                    onClick={() => update((current) => removeRecipe(current, item.id))}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="lista-itens" className="grid gap-2">
        <h2 id="lista-itens" className="text-lg font-bold">
          Para comprar
        </h2>
        <ul aria-label="Itens da lista" className="grid gap-1">
          {items.map((item) => {
            const checked = state.checked.includes(item.key);
            return (
              <li key={item.key}>
                <label className="flex min-h-10 items-center gap-3 rounded-md px-2 text-sm hover:bg-muted">
                  <input
                    type="checkbox"
                    checked={checked}
                    onChange={() => update((current) => toggleChecked(current, item.key))}
                    className="size-5 accent-primary"
                  />
                  <span className={checked ? "text-muted-foreground line-through" : undefined}>{item.text}</span>
                </label>
              </li>
            );
          })}
        </ul>
      </section>
      <div className="grid gap-2">
        <Button type="button" onClick={share}>
          <Share2 aria-hidden="true" />
          Compartilhar lista
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {shared}
        </p>
      </div>
    </div>
  );
}

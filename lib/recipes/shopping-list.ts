import { recipes, type Recipe } from "@/lib/recipes/recipes";
import { formatAmount } from "./quantity";
import { foods, type FoodId } from "./taco";

export const SHOPPING_KEY = "fitnessrecipes:lista-de-compras";

/** What the device keeps: the recipes chosen with their servings, and the items ticked off. */
export type ShoppingState = { recipes: { id: string; servings: number }[]; checked: string[] };
export type ShoppingItem = { key: string; label: string; amount: number; unit: "g" | "ml"; text: string };

export const emptyShopping: ShoppingState = { recipes: [], checked: [] };
const MAX_SERVINGS = 24;

/** Anything else than a list of known recipes with whole servings from 1 to 24 is dropped. */
export function parseShopping(raw: string | null): ShoppingState {
  try {
    const value: unknown = JSON.parse(raw ?? "null");
    if (!value || typeof value !== "object") return emptyShopping;
    const { recipes: chosen, checked } = value as Record<string, unknown>;
    const list = Array.isArray(chosen)
      ? chosen.filter(
          (item): item is { id: string; servings: number } =>
            typeof item?.id === "string" &&
            recipes.some((recipe) => recipe.id === item.id) &&
            Number.isInteger(item.servings) &&
            item.servings >= 1 &&
            item.servings <= MAX_SERVINGS,
        )
      : [];
    const ticks = Array.isArray(checked) ? checked.filter((key): key is string => typeof key === "string") : [];
    return { recipes: list.map(({ id, servings }) => ({ id, servings })), checked: ticks };
  } catch {
    return emptyShopping;
  }
}

/** Adds a recipe (or sets its servings when it is already there). */
export function addRecipe(state: ShoppingState, id: string, servings: number): ShoppingState {
  const others = state.recipes.filter((item) => item.id !== id);
  return { ...state, recipes: [...others, { id, servings }] };
}

export function removeRecipe(state: ShoppingState, id: string): ShoppingState {
  return { ...state, recipes: state.recipes.filter((item) => item.id !== id) };
}

export function toggleChecked(state: ShoppingState, key: string): ShoppingState {
  const checked = state.checked.includes(key) ? state.checked.filter((k) => k !== key) : [...state.checked, key];
  return { ...state, checked };
}

/** The ingredients of every chosen recipe, scaled to its servings, summed by food and unit (water left out). */
export function shoppingItems(state: ShoppingState): ShoppingItem[] {
  const sums = new Map<string, { food: FoodId; unit: "g" | "ml"; amount: number }>();
  for (const chosen of state.recipes) {
    const recipe = recipes.find((candidate) => candidate.id === chosen.id) as Recipe;
    const factor = chosen.servings / recipe.servings;
    for (const ingredient of recipe.ingredients) {
      if (ingredient.food === "agua") continue;
      const key = `${ingredient.food}:${ingredient.unit}`;
      const sum = sums.get(key) ?? { food: ingredient.food, unit: ingredient.unit, amount: 0 };
      sum.amount += ingredient.amount * factor;
      sums.set(key, sum);
    }
  }
  return [...sums.entries()]
    .map(([key, { food, unit, amount }]) => {
      const label = foods[food].label;
      return { key, label, amount, unit, text: `${label}: ${formatAmount(amount)} ${unit}` };
    })
    .sort((a, b) => a.label.localeCompare(b.label, "pt-BR"));
}

/** The list as plain text, to share or copy: what is still to buy, then the recipes it serves. */
export function shoppingText(state: ShoppingState): string {
  const pending = shoppingItems(state).filter((item) => !state.checked.includes(item.key));
  const chosen = state.recipes.map((item) => {
    const recipe = recipes.find((candidate) => candidate.id === item.id) as Recipe;
    return `${recipe.title} (${item.servings} ${item.servings === 1 ? "porção" : "porções"})`;
  });
  return [
    "Lista de compras – FitnessRecipes",
    "",
    ...pending.map((item) => `• ${item.text}`),
    "",
    `Receitas: ${chosen.join("; ")}`,
  ].join("\n");
}

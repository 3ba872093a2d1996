/**
 * What the app's list needs of the recipes, apart from the recipes themselves (lib/recipes/recipes.ts): the list's
 * client components import only this module, and the server page hands them each recipe's summary, so the
 * list's script carries no ingredients, steps or nutrition table.
 */
import type { FoodId } from "./taco";

export type CategoryId = "cafe-da-manha" | "almoco" | "jantar" | "snacks" | "bebidas" | "sobremesas";

/** The icon is drawn by components/tools/recipes/category-icon.tsx (SVG, the same on every system). */
export type Category = { id: CategoryId; name: string };

export const categories: readonly Category[] = [
  { id: "cafe-da-manha", name: "Café da manhã" },
  { id: "almoco", name: "Almoço" },
  { id: "jantar", name: "Jantar" },
  { id: "snacks", name: "Lanches" },
  { id: "bebidas", name: "Bebidas" },
  { id: "sobremesas", name: "Sobremesas" },
];

export const imageSize = { width: 400, height: 300 } as const;

/** A recipe as the list shows it: a card, a slide. */
export type RecipeSummary = {
  id: string;
  title: string;
  category: CategoryId;
  /** One of our illustrations in public/recipes/, drawn at 400x300. */
  image: string;
  featured: boolean;
  /** As shown to the visitor, e.g. '15 min'. */
  time: string;
  /** kcal per serving. */
  calories: number;
};

/** The id of the element that names the list of cards: the app writes it as its tab and filters change. */
export const LIST_NAME_ID = "receitas-lista-nome";

export const recipePath = (recipe: { id: string }) => `/fitnessrecipes/${recipe.id}`;

export function categoryOf(recipe: { category: CategoryId }): Category {
  const category = categories.find((candidate) => candidate.id === recipe.category);
  if (!category) throw new Error(`Categoria desconhecida: ${recipe.category}`);
  return category;
}

/** A household measure as cooks write it: its quantity and its unit's singular and plural. */
export type Measure = { qty: number; unit: readonly [string, string] };

/** An ingredient: its food in the TACO table (lib/recipes/taco.ts), its weight (or volume) and its words. */
export type Ingredient = {
  food: FoodId;
  amount: number;
  unit: "g" | "ml";
  measure?: Measure;
  /** What follows the quantity, e.g. 'de aveia em flocos'. */
  name: string;
};

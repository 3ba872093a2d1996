import type { Ingredient } from "./catalog";
import { foods, nutrientKeys as keys, type Nutrients } from "./taco";

/**
 * Per serving, from each ingredient's weight and its food's TACO values per 100 g (liquids at 1 g per ml):
 * kcal and sodium in whole numbers, grams to one decimal.
 */
export function nutritionPerServing(ingredients: readonly Ingredient[], servings: number): Nutrients {
  const total = Object.fromEntries(keys.map((key) => [key, 0])) as Nutrients;
  for (const ingredient of ingredients) {
    const food = foods[ingredient.food];
    for (const key of keys) total[key] += (food[key] * ingredient.amount) / 100;
  }
  const perServing = (key: (typeof keys)[number], decimals: number) =>
    Math.round((total[key] / servings) * 10 ** decimals) / 10 ** decimals;
  return {
    kcal: perServing("kcal", 0),
    protein: perServing("protein", 1),
    carbs: perServing("carbs", 1),
    fat: perServing("fat", 1),
    fibre: perServing("fibre", 1),
    sodium: perServing("sodium", 0),
  };
}

/** The grams of one serving, for schema.org's servingSize. */
export function servingGrams(ingredients: readonly Ingredient[], servings: number): number {
  return Math.round(ingredients.reduce((sum, ingredient) => sum + ingredient.amount, 0) / servings);
}

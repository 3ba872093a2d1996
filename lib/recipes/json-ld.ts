import { categoryOf, recipePath, type Recipe } from "@/lib/recipes/recipes";
import { recipeImagePath, recipeImageRatios, type RecipeImageRatio } from "./images";
import { servingGrams } from "./nutrition";

/** Minutes as an ISO 8601 duration: 75 → 'PT1H15M', 0 → 'PT0M'. */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours ? `${hours}H` : ""}${rest || !hours ? `${rest}M` : ""}`;
}

const grams = (value: number) => `${value.toLocaleString("pt-BR")} g`;

/** schema.org Recipe with everything Google's recipe rich results take. */
export function recipeStructuredData(recipe: Recipe, siteUrl: string, author: string) {
  const url = `${siteUrl}${recipePath(recipe)}`;
  const { nutrition } = recipe;
  return {
    "@context": "https://schema.org",
    "@type": "Recipe",
    "@id": `${url}#receita`,
    url,
    name: recipe.title,
    description: recipe.description,
    inLanguage: "pt-BR",
    image: (Object.keys(recipeImageRatios) as RecipeImageRatio[]).map(
      (ratio) => `${siteUrl}${recipeImagePath(recipe, ratio)}`,
    ),
    author: { "@type": "Organization", "@id": `${siteUrl}/#organizacao`, name: author },
    prepTime: isoDuration(recipe.prepMinutes),
    cookTime: isoDuration(recipe.cookMinutes),
    totalTime: isoDuration(recipe.totalMinutes),
    recipeYield: [String(recipe.servings), `${recipe.servings} ${recipe.servings === 1 ? "porção" : "porções"}`],
    recipeCategory: categoryOf(recipe).name,
    recipeCuisine: "Brasileira",
    keywords: recipe.keywords.join(", "),
    recipeIngredient: recipe.ingredientLines,
    recipeInstructions: recipe.steps.map((text, index) => ({
      "@type": "HowToStep",
      position: index + 1,
      text,
      url: `${url}#passo-${index + 1}`,
    })),
    nutrition: {
      "@type": "NutritionInformation",
      servingSize: `1 porção (${grams(servingGrams(recipe.ingredients, recipe.servings))})`,
      calories: `${nutrition.kcal} kcal`,
      proteinContent: grams(nutrition.protein),
      carbohydrateContent: grams(nutrition.carbs),
      fatContent: grams(nutrition.fat),
      fiberContent: grams(nutrition.fibre),
      sodiumContent: `${nutrition.sodium} mg`,
    },
  };
}

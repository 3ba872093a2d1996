import { describe, expect, it } from "vitest";
import { categoryOf, recipes } from "@/lib/recipes/recipes";
import { recipeStructuredData, isoDuration } from "./json-ld";
import { nutritionPerServing } from "./nutrition";
import { formatQuantity, ingredientText } from "./quantity";
import { foods } from "./taco";

const site = "https://exemplo.com.br";
const ISO_DURATION = /^PT(?:\d+H)?(?:\d+M)?$/;
const minutes = (duration: string) => {
  const [, h = "0", m = "0"] = /^PT(?:(\d+)H)?(?:(\d+)M)?$/.exec(duration)!;
  return Number(h) * 60 + Number(m);
};

/** Per serving, summed here from the TACO figures by hand: the page and the JSON-LD must say the same. */
function recompute(recipe: (typeof recipes)[number]) {
  const sum = { kcal: 0, protein: 0, carbs: 0, fat: 0, fibre: 0, sodium: 0 };
  for (const { food, amount } of recipe.ingredients)
    for (const key of Object.keys(sum) as (keyof typeof sum)[]) sum[key] += (foods[food][key] * amount) / 100;
  const per = (value: number, decimals: number) => Number((value / recipe.servings).toFixed(decimals));
  return {
    kcal: per(sum.kcal, 0),
    protein: per(sum.protein, 1),
    carbs: per(sum.carbs, 1),
    fat: per(sum.fat, 1),
    fibre: per(sum.fibre, 1),
    sodium: per(sum.sodium, 0),
  };
}

describe("the recipes", () => {
  it("are at least 24, with a unique address, in every category", () => {
    expect(recipes.length).toBeGreaterThanOrEqual(24);
    expect(new Set(recipes.map((recipe) => recipe.id)).size).toBe(recipes.length);
    for (const recipe of recipes) expect(recipe.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it("weigh every ingredient in grams or millilitres besides its household measure", () => {
    for (const recipe of recipes)
      for (const line of recipe.ingredientLines) expect(line, recipe.title).toMatch(/\d+(?:,\d)? (?:g|ml)\b/);
    const bowl = recipes.find((recipe) => recipe.id === "bowl-de-acai-proteico")!;
    expect(bowl.ingredientLines).toContain("1 colher de sopa (10 g) de aveia em flocos");
  });

  it("compute each one's nutrition per serving from its ingredients and the TACO table", () => {
    for (const recipe of recipes) {
      expect(recipe.nutrition, recipe.title).toEqual(recompute(recipe));
      expect(recipe.calories).toBe(recipe.nutrition.kcal);
    }
    // One by hand: the vitamin is 150 g of papaya (TACO 226: 40 kcal per 100 g), 200 ml of skimmed milk (its
    // powder, TACO 456: 362 kcal per 100 g, made up 10 g in 100 ml) and 15 g of oats (TACO 7: 394), one serving.
    const vitamin = recipes.find((recipe) => recipe.id === "vitamina-de-mamao-com-aveia")!;
    expect(vitamin.nutrition.kcal).toBe(Math.round(1.5 * 40 + 2 * 36.2 + 0.15 * 394));
    expect(nutritionPerServing(vitamin.ingredients, 1)).toEqual(vitamin.nutrition);
  });
});

describe("servings", () => {
  it("write quantities as cooks do", () => {
    expect([0.25, 0.5, 0.75, 1, 1.5, 2, 2.25, 1 / 3, 2 / 3, 0.1].map(formatQuantity)).toEqual([
      "¼",
      "½",
      "¾",
      "1",
      "1 ½",
      "2",
      "2 ¼",
      "⅓",
      "⅔",
      "¼",
    ]);
  });

  it("scale every quantity and put the unit in the plural from 2 on", () => {
    const oats = {
      food: "aveia",
      amount: 80,
      unit: "g",
      measure: { qty: 1, unit: ["xícara", "xícaras"] },
      name: "de aveia em flocos",
    } as const;
    expect(ingredientText(oats)).toBe("1 xícara (80 g) de aveia em flocos");
    expect(ingredientText(oats, 0.5)).toBe("½ xícara (40 g) de aveia em flocos");
    expect(ingredientText(oats, 1.5)).toBe("1 ½ xícara (120 g) de aveia em flocos");
    expect(ingredientText(oats, 3)).toBe("3 xícaras (240 g) de aveia em flocos");
    const spoon = {
      food: "mel",
      amount: 10,
      unit: "g",
      measure: { qty: 0.5, unit: ["colher de sopa", "colheres de sopa"] },
      name: "de mel",
    } as const;
    expect(ingredientText(spoon, 0.5)).toBe("¼ colher de sopa (5 g) de mel");
    expect(ingredientText({ food: "frango", amount: 240, unit: "g", name: "de peito de frango" }, 1.25)).toBe(
      "300 g de peito de frango",
    );
  });
});

describe("Recipe JSON-LD", () => {
  it("holds what Google's recipe results take, for every recipe", () => {
    for (const recipe of recipes) {
      const data = recipeStructuredData(recipe, site, "Empresa");
      expect(data["@type"]).toBe("Recipe");
      expect(data.name).toBe(recipe.title);
      expect(data.description).toBe(recipe.description);
      expect(data.image).toEqual(
        ["1x1", "4x3", "16x9"].map((ratio) => `${site}/fitnessrecipes/imagens/${recipe.id}-${ratio}.png`),
      );
      expect(data.recipeIngredient).toEqual(recipe.ingredientLines);
      expect(data.recipeIngredient.length).toBeGreaterThanOrEqual(3);
      expect(data.recipeInstructions.length).toBeGreaterThanOrEqual(2);
      for (const step of data.recipeInstructions) {
        expect(step["@type"]).toBe("HowToStep");
        expect(step.text.length).toBeGreaterThan(10);
      }
      for (const key of ["prepTime", "cookTime", "totalTime"] as const) expect(data[key]).toMatch(ISO_DURATION);
      expect(minutes(data.totalTime)).toBe(minutes(data.prepTime) + minutes(data.cookTime));
      expect(data.recipeYield[0]).toBe(String(recipe.servings));
      expect(data.recipeCategory).toBe(categoryOf(recipe).name);
      expect(data.recipeCuisine).toBe("Brasileira");
      expect(data.keywords.split(", ").length).toBeGreaterThanOrEqual(2);
      const n = recompute(recipe);
      expect(data.nutrition).toEqual({
        "@type": "NutritionInformation",
        servingSize: expect.stringMatching(/^1 porção \(\d+ g\)$/),
        calories: `${n.kcal} kcal`,
        proteinContent: `${n.protein.toLocaleString("pt-BR")} g`,
        carbohydrateContent: `${n.carbs.toLocaleString("pt-BR")} g`,
        fatContent: `${n.fat.toLocaleString("pt-BR")} g`,
        fiberContent: `${n.fibre.toLocaleString("pt-BR")} g`,
        sodiumContent: `${n.sodium} mg`,
      });
    }
  });

  it("writes durations in ISO 8601", () => {
    expect([0, 5, 60, 75, 130].map(isoDuration)).toEqual(["PT0M", "PT5M", "PT1H", "PT1H15M", "PT2H10M"]);
  });
});

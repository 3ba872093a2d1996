import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { categories, categoryOf, featuredRecipes, recipes } from "@/lib/recipes/recipes";
import { nextSlide, previousSlide } from "./carousel";
import { parseFavorites, toggleFavorite } from "./favorites";
import { ALL, filterRecipes, foldText } from "./filter";

const titles = (list: { title: string }[]) => list.map((recipe) => recipe.title);

describe("recipes data", () => {
  it("holds SPEC's categories, featured recipes and sample list", () => {
    expect(categories.map((c) => c.name)).toEqual([
      "Café da manhã",
      "Almoço",
      "Jantar",
      "Lanches",
      "Bebidas",
      "Sobremesas",
    ]);
    expect(featuredRecipes.map((r) => r.title)).toEqual([
      "Bowl de Proteína Especial",
      "Wrap de Frango Fit",
      "Smoothie Energético",
    ]);
  });

  it("has recipes in every category, each with ingredients and steps", () => {
    for (const category of categories)
      expect(
        recipes.some((r) => r.category === category.id),
        category.name,
      ).toBe(true);
    for (const recipe of recipes) {
      expect(recipe.ingredients.length, recipe.title).toBeGreaterThanOrEqual(3);
      expect(recipe.steps.length, recipe.title).toBeGreaterThanOrEqual(2);
    }
  });

  it("gives every recipe a known category, a unique id and one of our illustrations", () => {
    expect(new Set(recipes.map((r) => r.id)).size).toBe(recipes.length);
    for (const recipe of recipes) {
      expect(categoryOf(recipe).id).toBe(recipe.category);
      expect(existsSync(path.join("public", recipe.image)), recipe.image).toBe(true);
    }
  });
});

describe("foldText", () => {
  it("drops accents and case", () => {
    expect(foldText("Açaí Proteico")).toBe("acai proteico");
    expect(foldText("SALMÃO")).toBe("salmao");
  });
});

describe("filterRecipes", () => {
  it("keeps everything for Todas and no text", () => {
    expect(filterRecipes(recipes, ALL, "")).toHaveLength(recipes.length);
  });

  it("filters by category", () => {
    expect(titles(filterRecipes(recipes, "bebidas", ""))).toEqual([
      "Smoothie Energético",
      "Smoothie Verde Proteico",
      "Suco Verde de Couve e Abacaxi",
      "Vitamina de Mamão com Aveia",
    ]);
    expect(titles(filterRecipes(recipes, "snacks", "chips"))).toEqual(["Chips de Batata-Doce"]);
  });

  it("finds titles case-insensitively and ignoring accents, either way round", () => {
    expect(titles(filterRecipes(recipes, ALL, "acai"))).toEqual(["Bowl de Açaí Proteico"]);
    expect(titles(filterRecipes(recipes, ALL, "AÇAÍ"))).toEqual(["Bowl de Açaí Proteico"]);
    expect(titles(filterRecipes(recipes, ALL, "proteina"))).toEqual(["Bowl de Proteína Especial"]);
    expect(titles(filterRecipes(recipes, ALL, "  smoothie "))).toEqual([
      "Smoothie Energético",
      "Smoothie Verde Proteico",
    ]);
  });

  it("combines category and text", () => {
    expect(titles(filterRecipes(recipes, "almoco", "bowl"))).toEqual(["Bowl de Proteína Especial"]);
    expect(titles(filterRecipes(recipes, "bebidas", "smoothie"))).toEqual([
      "Smoothie Energético",
      "Smoothie Verde Proteico",
    ]);
    expect(filterRecipes(recipes, "jantar", "smoothie")).toEqual([]);
  });
});

describe("carousel", () => {
  it("wraps both ways", () => {
    expect([0, 1, 2].map((i) => nextSlide(i, 3))).toEqual([1, 2, 0]);
    expect([0, 1, 2].map((i) => previousSlide(i, 3))).toEqual([2, 0, 1]);
    expect(nextSlide(0, 0)).toBe(0);
  });
});

describe("favorites", () => {
  const known = ["a", "b", "c"];
  it("reads only a list of known ids", () => {
    expect(parseFavorites(null, known)).toEqual([]);
    expect(parseFavorites("not json", known)).toEqual([]);
    expect(parseFavorites('{"a":1}', known)).toEqual([]);
    expect(parseFavorites('["a","x",3,"c","a"]', known)).toEqual(["a", "c"]);
  });

  it("toggles", () => {
    expect(toggleFavorite(["a"], "b")).toEqual(["a", "b"]);
    expect(toggleFavorite(["a", "b"], "a")).toEqual(["b"]);
  });
});

import { describe, expect, it } from "vitest";
import {
  addRecipe,
  emptyShopping,
  parseShopping,
  removeRecipe,
  shoppingItems,
  shoppingText,
  toggleChecked,
} from "./shopping-list";

describe("shopping list", () => {
  it("sums the chosen recipes' ingredients by food, scaled to their servings", () => {
    // Smoothie Energético (1 serving): 100 g banana, 15 g oats, 200 ml milk; the açaí bowl adds 50 g banana, 10 g oats.
    let state = addRecipe(emptyShopping, "smoothie-energetico", 2);
    state = addRecipe(state, "bowl-de-acai-proteico", 1);
    const items = shoppingItems(state);
    expect(items.find((item) => item.label === "Banana-prata")?.text).toBe("Banana-prata: 250 g");
    expect(items.find((item) => item.label === "Aveia em flocos")?.text).toBe("Aveia em flocos: 40 g");
    expect(items.find((item) => item.label === "Leite desnatado")?.text).toBe("Leite desnatado: 400 ml");
    expect(items.map((item) => item.label)).toEqual(
      [...items.map((item) => item.label)].sort((a, b) => a.localeCompare(b, "pt-BR")),
    );
  });

  it("leaves water out, changes a recipe's servings instead of adding it twice, and removes it", () => {
    let state = addRecipe(emptyShopping, "sopa-de-abobora-com-frango", 4);
    expect(shoppingItems(state).some((item) => item.label === "Água")).toBe(false);
    state = addRecipe(state, "sopa-de-abobora-com-frango", 2);
    expect(state.recipes).toEqual([{ id: "sopa-de-abobora-com-frango", servings: 2 }]);
    expect(shoppingItems(state).find((item) => item.label === "Peito de frango")?.text).toBe("Peito de frango: 150 g");
    expect(removeRecipe(state, "sopa-de-abobora-com-frango").recipes).toEqual([]);
  });

  it("shares only what is left to buy", () => {
    let state = addRecipe(emptyShopping, "vitamina-de-mamao-com-aveia", 1);
    state = toggleChecked(state, "leite:ml");
    expect(shoppingText(state)).toBe(
      [
        "Lista de compras – FitnessRecipes",
        "",
        "• Aveia em flocos: 15 g",
        "• Mamão papaia: 150 g",
        "",
        "Receitas: Vitamina de Mamão com Aveia (1 porção)",
      ].join("\n"),
    );
    expect(toggleChecked(state, "leite:ml").checked).toEqual([]);
  });

  it("reads back only known recipes with sensible servings", () => {
    expect(parseShopping(null)).toEqual(emptyShopping);
    expect(parseShopping("não é json")).toEqual(emptyShopping);
    expect(
      parseShopping(
        JSON.stringify({
          recipes: [
            { id: "chips-de-batata-doce", servings: 3 },
            { id: "receita-que-nao-existe", servings: 1 },
            { id: "wrap-de-frango-fit", servings: 0 },
            { id: "wrap-de-frango-fit", servings: 2.5 },
          ],
          checked: ["sal:g", 4],
        }),
      ),
    ).toEqual({ recipes: [{ id: "chips-de-batata-doce", servings: 3 }], checked: ["sal:g"] });
  });
});

/**
 * The foods our recipes use, per 100 g of edible part, from the Tabela Brasileira de Composição de Alimentos
 * (TACO), 4ª edição revisada e ampliada, NEPA/UNICAMP, Campinas, 2011 (https://www.nepa.unicamp.br/taco/).
 * `taco` is the food's number in that table and `name` its description there. Only the foods the recipes use.
 *
 * Salt is the one item TACO does not list: its sodium is that of sodium chloride (39,3 % of its mass).
 * Liquids are weighed as 1 g per ml.
 */
/** What a food holds, per 100 g here and per serving in lib/recipes/nutrition.ts. */
export type Nutrients = {
  kcal: number;
  /** Grams. */
  protein: number;
  carbs: number;
  fat: number;
  fibre: number;
  /** Milligrams. */
  sodium: number;
};
export const nutrientKeys = ["kcal", "protein", "carbs", "fat", "fibre", "sodium"] as const;

export type Food = Nutrients & {
  taco: number | null;
  name: string;
  /** As the shopping list names it. */
  label: string;
};

export const tacoSource =
  "TACO – Tabela Brasileira de Composição de Alimentos, 4ª edição revisada e ampliada (NEPA/UNICAMP, 2011)";

const food = (
  taco: number | null,
  name: string,
  label: string,
  [kcal, protein, carbs, fat, fibre, sodium]: readonly [number, number, number, number, number, number],
): Food => ({ taco, name, label, kcal, protein, carbs, fat, fibre, sodium });

/** A powder made up with water: `share` of its mass in each 100 g. */
const madeUp = (powder: Food, share: number): Food => ({
  ...powder,
  ...Object.fromEntries(nutrientKeys.map((key) => [key, powder[key] * share])),
  name: `${powder.name}, reconstituído (${share * 100} g em 100 ml)`,
});

export const foods = {
  arrozIntegral: food(1, "Arroz, integral, cozido", "Arroz integral", [124, 2.6, 25.8, 1.0, 2.7, 1]),
  aveia: food(7, "Aveia, flocos, crua", "Aveia em flocos", [394, 13.9, 66.6, 8.5, 9.1, 5]),
  farinhaTrigo: food(35, "Farinha, de trigo", "Farinha de trigo", [360, 9.8, 75.1, 1.4, 2.3, 1]),
  paoIntegral: food(52, "Pão, trigo, forma, integral", "Pão de forma integral", [253, 9.4, 49.9, 3.7, 6.9, 506]),
  cuscuz: food(533, "Cuscuz, de milho, cozido com sal", "Flocão de milho", [113, 2.2, 25.3, 0.7, 2.1, 248]),
  abobora: food(64, "Abóbora, cabotian, cozida", "Abóbora cabotiá", [48, 1.4, 10.8, 0.7, 2.5, 1]),
  abobrinha: food(71, "Abobrinha, italiana, crua", "Abobrinha", [19, 1.1, 4.3, 0.1, 1.4, 0]),
  alface: food(78, "Alface, crespa, crua", "Alface crespa", [11, 1.3, 1.7, 0.2, 1.8, 3]),
  alho: food(82, "Alho, cru", "Alho", [113, 7.0, 23.9, 0.2, 4.3, 5]),
  batataDoce: food(88, "Batata, doce, cozida", "Batata-doce", [77, 0.6, 18.4, 0.1, 2.2, 3]),
  beterraba: food(98, "Beterraba, crua", "Beterraba", [49, 1.9, 11.1, 0.1, 3.4, 10]),
  brocolis: food(100, "Brócolis, cozido", "Brócolis", [25, 2.1, 4.4, 0.5, 3.4, 2]),
  cebola: food(107, "Cebola, crua", "Cebola", [39, 1.7, 8.9, 0.1, 2.2, 1]),
  cenoura: food(110, "Cenoura, crua", "Cenoura", [34, 1.3, 7.7, 0.2, 3.2, 3]),
  salsa: food(153, "Salsa, crua", "Salsinha", [33, 3.3, 5.7, 0.6, 1.9, 2]),
  couve: food(115, "Couve, manteiga, crua", "Couve-manteiga", [27, 2.9, 4.3, 0.5, 3.1, 6]),
  espinafre: food(119, "Espinafre, Nova Zelândia, cru", "Espinafre", [16, 2.0, 2.6, 0.2, 2.1, 17]),
  mandioca: food(129, "Mandioca, cozida", "Mandioca", [125, 0.6, 30.1, 0.3, 1.6, 1]),
  pepino: food(142, "Pepino, cru", "Pepino", [10, 0.9, 2.0, 0.0, 1.1, 0]),
  pimentao: food(145, "Pimentão, vermelho, cru", "Pimentão vermelho", [23, 1.0, 5.5, 0.1, 1.6, 0]),
  tomate: food(157, "Tomate, com semente, cru", "Tomate", [15, 1.1, 3.1, 0.2, 1.2, 1]),
  abacate: food(163, "Abacate, cru", "Abacate", [96, 1.2, 6.0, 8.4, 6.3, 0]),
  abacaxi: food(164, "Abacaxi, cru", "Abacaxi", [48, 0.9, 12.3, 0.1, 1.0, 0]),
  acai: food(168, "Açaí, polpa, congelada", "Polpa de açaí", [58, 0.8, 6.2, 3.9, 2.6, 5]),
  banana: food(182, "Banana, prata, crua", "Banana-prata", [98, 1.3, 26.0, 0.1, 2.0, 0]),
  aguaDeCoco: food(478, "Coco, água de", "Água de coco", [22, 0.0, 5.3, 0.0, 0.1, 2]),
  kiwi: food(207, "Kiwi, cru", "Kiwi", [51, 1.3, 11.5, 0.6, 2.7, 0]),
  limao: food(220, "Limão, tahiti, cru", "Limão-taiti", [32, 0.9, 11.1, 0.1, 1.2, 1]),
  maca: food(222, "Maçã, Fuji, com casca, crua", "Maçã", [56, 0.3, 15.2, 0.0, 1.3, 0]),
  mamao: food(226, "Mamão, Papaia, cru", "Mamão papaia", [40, 0.5, 10.4, 0.1, 1.0, 2]),
  manga: food(231, "Manga, Tommy Atkins, crua", "Manga", [51, 0.9, 12.8, 0.2, 2.1, 0]),
  melancia: food(235, "Melancia, crua", "Melancia", [33, 0.9, 8.1, 0.0, 0.1, 0]),
  morango: food(239, "Morango, cru", "Morango", [30, 0.9, 6.8, 0.3, 1.7, 0]),
  azeite: food(260, "Azeite, de oliva, extra virgem", "Azeite de oliva", [884, 0.0, 0.0, 100.0, 0.0, 0]),
  atum: food(277, "Atum, conserva em óleo", "Atum em conserva", [166, 26.2, 0.0, 6.0, 0.0, 362]),
  salmao: food(316, "Salmão, sem pele, fresco, cru", "Salmão (filé sem pele)", [170, 19.3, 0.0, 9.7, 0.0, 64]),
  patinho: food(376, "Carne, bovina, patinho, sem gordura, cru", "Patinho moído", [133, 21.7, 0.0, 4.5, 0.0, 49]),
  frango: food(409, "Frango, peito, sem pele, cru", "Peito de frango", [119, 21.5, 0.0, 3.0, 0.0, 56]),
  iogurte: food(449, "Iogurte, natural, desnatado", "Iogurte natural desnatado", [41, 3.8, 5.8, 0.3, 0.0, 60]),
  // TACO gives no energy, protein, carbohydrate or fat for UHT milk (its 4ª edição marks them "under
  // re-analysis"): skimmed milk is counted as its powder (456) made up as the tin says, 10 g in 100 ml.
  leite: madeUp(food(456, "Leite, de vaca, desnatado, pó", "Leite desnatado", [362, 34.7, 53.0, 0.9, 0.0, 432]), 0.1),
  queijoMinas: food(461, "Queijo, minas, frescal", "Queijo minas frescal", [264, 17.4, 3.2, 20.2, 0.0, 31]),
  ricota: food(469, "Queijo, ricota", "Ricota", [140, 12.6, 3.8, 8.1, 0.0, 283]),
  ovo: food(489, "Ovo, de galinha, inteiro, cru", "Ovo", [143, 13.0, 1.6, 8.9, 0.0, 168]),
  chocolate: food(498, "Chocolate, meio amargo", "Chocolate meio amargo", [475, 4.9, 62.4, 29.9, 4.9, 9]),
  mel: food(507, "Mel, de abelha", "Mel", [309, 0.0, 84.0, 0.0, 0.0, 6]),
  feijao: food(561, "Feijão, carioca, cozido", "Feijão carioca cozido", [76, 4.8, 13.6, 0.5, 8.5, 2]),
  grao: food(575, "Grão-de-bico, cru", "Grão-de-bico", [355, 21.2, 57.9, 5.4, 12.4, 5]),
  lentilha: food(577, "Lentilha, cozida", "Lentilha cozida", [93, 6.3, 16.3, 0.5, 7.9, 1]),
  amendoim: food(557, "Amendoim, grão, cru", "Amendoim", [544, 27.2, 20.3, 43.9, 8.0, 0]),
  castanhaPara: food(589, "Castanha-do-Brasil, crua", "Castanha-do-pará", [643, 14.5, 15.1, 63.5, 7.9, 1]),
  linhaca: food(594, "Linhaça, semente", "Linhaça", [495, 14.1, 43.3, 32.3, 33.5, 9]),
  sal: food(null, "Sal refinado (cloreto de sódio, 39,3 % de sódio)", "Sal", [0, 0, 0, 0, 0, 39300]),
  agua: food(null, "Água", "Água", [0, 0, 0, 0, 0, 0]),
} as const satisfies Record<string, Food>;

export type FoodId = keyof typeof foods;

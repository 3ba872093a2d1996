/**
 * The foods our recipes use, per 100 g of edible part, from the Tabela Brasileira de Composição de Alimentos
 * (TACO), 4ª edição revisada e ampliada, NEPA/UNICAMP, Campinas, 2011 (https://www.nepa.unicamp.br/taco/).
 * `taco` is the food's number in that table and `name` its description there. Only the foods the recipes use.
 *
 * Salt is the one item TACO does not list: its sodium is that of sodium chloride (39,3 % of its mass).
 * Liquids are weighed as 1 g per ml.
 */
export type Food = {
  taco: number | null;
  name: string;
  /** As the shopping list names it. */
  label: string;
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
  fibre: number;
  /** mg per 100 g. */
  sodium: number;
};

export const tacoSource =
  "TACO – Tabela Brasileira de Composição de Alimentos, 4ª edição revisada e ampliada (NEPA/UNICAMP, 2011)";

const food = (
  taco: number | null,
  name: string,
  label: string,
  [kcal, protein, carbs, fat, fibre, sodium]: readonly [number, number, number, number, number, number],
): Food => ({ taco, name, label, kcal, protein, carbs, fat, fibre, sodium });

export const foods = {
  arrozIntegral: food(1, "Arroz, integral, cozido", "Arroz integral", [124, 2.6, 25.8, 1.0, 2.7, 1]),
  aveia: food(7, "Aveia, flocos, crua", "Aveia em flocos", [394, 13.9, 66.6, 8.5, 9.1, 5]),
  farinhaTrigo: food(35, "Farinha, de trigo", "Farinha de trigo", [360, 9.8, 75.1, 1.4, 2.3, 1]),
  paoIntegral: food(52, "Pão, trigo, forma, integral", "Pão de forma integral", [253, 9.4, 49.9, 3.7, 6.9, 506]),
  cuscuz: food(27, "Cuscuz, de milho, cozido com sal", "Flocão de milho", [113, 2.2, 25.3, 0.7, 2.1, 247]),
  abobora: food(66, "Abóbora, cabotian, cozida", "Abóbora cabotiá", [48, 1.4, 10.8, 0.7, 2.5, 1]),
  abobrinha: food(69, "Abobrinha, italiana, crua", "Abobrinha", [19, 1.1, 4.3, 0.1, 1.4, 0]),
  alface: food(76, "Alface, crespa, crua", "Alface crespa", [11, 1.3, 1.7, 0.2, 1.8, 3]),
  alho: food(80, "Alho, cru", "Alho", [113, 7.0, 23.9, 0.2, 4.3, 5]),
  batataDoce: food(89, "Batata, doce, cozida", "Batata-doce", [77, 0.6, 18.4, 0.1, 2.2, 3]),
  beterraba: food(94, "Beterraba, crua", "Beterraba", [49, 1.9, 11.1, 0.1, 3.4, 10]),
  brocolis: food(97, "Brócolis, cozido", "Brócolis", [25, 2.1, 4.4, 0.5, 3.4, 2]),
  cebola: food(104, "Cebola, crua", "Cebola", [39, 1.7, 8.9, 0.1, 2.2, 1]),
  cenoura: food(106, "Cenoura, crua", "Cenoura", [34, 1.3, 7.7, 0.2, 3.2, 3]),
  salsa: food(108, "Cheiro-verde, cru", "Cheiro-verde", [33, 1.9, 5.7, 0.4, 3.6, 7]),
  couve: food(115, "Couve, manteiga, crua", "Couve-manteiga", [27, 2.9, 4.3, 0.5, 3.1, 6]),
  espinafre: food(120, "Espinafre, Nova Zelândia, cru", "Espinafre", [16, 1.5, 2.6, 0.2, 2.1, 17]),
  mandioca: food(133, "Mandioca, cozida", "Mandioca", [125, 0.6, 30.1, 0.3, 1.6, 1]),
  pepino: food(146, "Pepino, cru", "Pepino", [10, 0.9, 2.0, 0.0, 1.1, 0]),
  pimentao: food(149, "Pimentão, vermelho, cru", "Pimentão vermelho", [23, 1.0, 5.5, 0.1, 1.6, 0]),
  tomate: food(165, "Tomate, com semente, cru", "Tomate", [15, 1.1, 3.1, 0.2, 1.2, 1]),
  abacate: food(170, "Abacate, cru", "Abacate", [96, 1.2, 6.0, 8.4, 6.3, 0]),
  abacaxi: food(171, "Abacaxi, cru", "Abacaxi", [48, 0.9, 12.3, 0.1, 1.0, 0]),
  acai: food(173, "Açaí, polpa, congelada", "Polpa de açaí", [58, 0.8, 6.2, 3.9, 2.6, 5]),
  banana: food(182, "Banana, prata, crua", "Banana-prata", [98, 1.3, 26.0, 0.1, 2.0, 0]),
  aguaDeCoco: food(194, "Coco, água de", "Água de coco", [22, 0.0, 5.3, 0.0, 0.1, 2]),
  kiwi: food(204, "Kiwi, cru", "Kiwi", [51, 1.3, 11.5, 0.6, 2.7, 0]),
  limao: food(212, "Limão, tahiti, cru", "Limão-taiti", [32, 0.9, 11.1, 0.1, 1.2, 1]),
  maca: food(216, "Maçã, Fuji, com casca, crua", "Maçã", [56, 0.3, 15.2, 0.0, 1.3, 0]),
  mamao: food(221, "Mamão, Papaia, cru", "Mamão papaia", [40, 0.5, 10.4, 0.1, 1.0, 2]),
  manga: food(225, "Manga, Tommy Atkins, crua", "Manga", [51, 0.9, 12.8, 0.2, 2.1, 0]),
  melancia: food(233, "Melancia, crua", "Melancia", [33, 0.9, 8.1, 0.0, 0.1, 0]),
  morango: food(238, "Morango, cru", "Morango", [30, 0.9, 6.8, 0.3, 1.7, 0]),
  azeite: food(250, "Azeite, de oliva, extra virgem", "Azeite de oliva", [884, 0.0, 0.0, 100.0, 0.0, 0]),
  atum: food(258, "Atum, conserva em óleo", "Atum em conserva", [166, 26.2, 0.0, 6.0, 0.0, 362]),
  salmao: food(281, "Salmão, sem pele, fresco, cru", "Salmão (filé sem pele)", [170, 19.3, 0.0, 9.7, 0.0, 64]),
  patinho: food(352, "Carne, bovina, patinho, sem gordura, cru", "Patinho moído", [133, 21.7, 0.0, 4.5, 0.0, 49]),
  frango: food(409, "Frango, peito, sem pele, cru", "Peito de frango", [119, 21.5, 0.0, 3.0, 0.0, 56]),
  iogurte: food(450, "Iogurte, natural, desnatado", "Iogurte natural desnatado", [41, 3.8, 5.8, 0.3, 0.0, 60]),
  leite: food(453, "Leite, de vaca, desnatado, UHT", "Leite desnatado", [35, 3.4, 4.9, 0.2, 0.0, 51]),
  queijoMinas: food(462, "Queijo, minas, frescal", "Queijo minas frescal", [264, 17.4, 3.2, 20.2, 0.0, 31]),
  ricota: food(469, "Queijo, ricota", "Ricota", [140, 12.6, 3.8, 8.1, 0.0, 283]),
  ovo: food(488, "Ovo, de galinha, inteiro, cru", "Ovo", [143, 13.0, 1.6, 8.9, 0.0, 168]),
  chocolate: food(536, "Chocolate, meio amargo", "Chocolate meio amargo", [475, 4.9, 62.4, 29.9, 4.9, 10]),
  mel: food(545, "Mel, de abelha", "Mel", [309, 0.0, 84.0, 0.0, 0.0, 6]),
  feijao: food(561, "Feijão, carioca, cozido", "Feijão carioca cozido", [76, 4.8, 13.6, 0.5, 8.5, 2]),
  grao: food(565, "Grão-de-bico, cru", "Grão-de-bico", [355, 21.2, 57.9, 5.4, 12.4, 5]),
  lentilha: food(568, "Lentilha, cozida", "Lentilha cozida", [93, 6.3, 16.3, 0.5, 7.9, 1]),
  amendoim: food(590, "Amendoim, grão, cru", "Amendoim", [544, 27.2, 20.3, 43.9, 8.0, 0]),
  castanhaPara: food(594, "Castanha-do-Brasil, crua", "Castanha-do-pará", [643, 14.5, 15.1, 63.5, 7.9, 1]),
  linhaca: food(601, "Linhaça, semente", "Linhaça", [495, 14.1, 43.3, 32.3, 33.5, 9]),
  sal: food(null, "Sal refinado (cloreto de sódio, 39,3 % de sódio)", "Sal", [0, 0, 0, 0, 0, 39300]),
  agua: food(null, "Água", "Água", [0, 0, 0, 0, 0, 0]),
} as const satisfies Record<string, Food>;

export type FoodId = keyof typeof foods;

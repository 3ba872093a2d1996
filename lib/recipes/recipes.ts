import { nutritionPerServing } from "@/lib/recipes/nutrition";
import { ingredientText } from "@/lib/recipes/quantity";
import type { FoodId, Nutrients } from "@/lib/recipes/taco";
import type { CategoryId, Ingredient, RecipeSummary } from "./catalog";

export { categories, categoryOf, imageSize, recipePath, type Category, type CategoryId } from "./catalog";

export type RecipeSource = {
  id: string;
  title: string;
  category: CategoryId;
  /** One of our illustrations in public/recipes/, drawn at 400x300. */
  image: string;
  featured: boolean;
  description: string;
  servings: number;
  prepMinutes: number;
  cookMinutes: number;
  keywords: readonly string[];
  ingredients: readonly Ingredient[];
  steps: readonly string[];
};

const XIC = ["xícara", "xícaras"] as const;
const CS = ["colher de sopa", "colheres de sopa"] as const;
const CC = ["colher de chá", "colheres de chá"] as const;
const PIT = ["pitada", "pitadas"] as const;
const UN = (one: string, many: string) => [one, many] as const;

/** An ingredient weighed in grams, with its household measure when there is one. */
const g = (food: FoodId, amount: number, name: string, qty?: number, unit?: readonly [string, string]): Ingredient => ({
  food,
  amount,
  unit: "g",
  measure: qty !== undefined && unit ? { qty, unit } : undefined,
  name,
});
/** A liquid, in millilitres. */
const ml = (
  food: FoodId,
  amount: number,
  name: string,
  qty?: number,
  unit?: readonly [string, string],
): Ingredient => ({
  ...g(food, amount, name, qty, unit),
  unit: "ml",
});
const salt = (grams: number, qty = 1, unit: readonly [string, string] = PIT) => g("sal", grams, "de sal", qty, unit);

/** Written by us for this app (pt-BR); quantities weighed, nutrition computed in lib/recipes/nutrition.ts. */
export const recipeSources: readonly RecipeSource[] = [
  {
    id: "bowl-de-proteina-especial",
    title: "Bowl de Proteína Especial",
    category: "almoco",
    image: "/recipes/bowl-de-proteina-especial.svg",
    featured: true,
    description: "Arroz integral, frango dourado, ovo cozido, abacate e legumes no vapor numa tigela só.",
    servings: 2,
    prepMinutes: 10,
    cookMinutes: 15,
    keywords: ["bowl", "frango", "proteína", "marmita"],
    ingredients: [
      g("arrozIntegral", 200, "de arroz integral cozido", 1, XIC),
      g("frango", 240, "de peito de frango em cubos"),
      g("ovo", 100, "", 2, UN("ovo", "ovos")),
      g("abacate", 120, "de abacate em fatias", 0.5, UN("abacate pequeno", "abacates pequenos")),
      g("brocolis", 100, "de brócolis em floretes", 1, XIC),
      g("cenoura", 60, "de cenoura em rodelas", 0.5, UN("cenoura", "cenouras")),
      ml("azeite", 10, "de azeite", 2, CC),
      salt(2, 0.5, CC),
    ],
    steps: [
      "Tempere o frango com metade do sal e doure numa frigideira com metade do azeite, mexendo até não ficar rosado por dentro.",
      "Cozinhe os ovos por 9 minutos em água fervente, passe para água fria, descasque e corte ao meio.",
      "Cozinhe o brócolis e a cenoura no vapor por 5 minutos; devem ficar firmes.",
      "Divida o arroz em duas tigelas e arrume por cima o frango, os legumes, o abacate e os ovos.",
      "Regue com o resto do azeite, salpique o resto do sal e sirva.",
    ],
  },
  {
    id: "wrap-de-frango-fit",
    title: "Wrap de Frango Fit",
    category: "jantar",
    image: "/recipes/wrap-de-frango-fit.svg",
    featured: true,
    description:
      "Massa de trigo feita na frigideira, recheada com frango grelhado, alface, tomate e molho de iogurte com limão.",
    servings: 2,
    prepMinutes: 15,
    cookMinutes: 15,
    keywords: ["wrap", "frango", "iogurte", "jantar leve"],
    ingredients: [
      g("farinhaTrigo", 120, "de farinha de trigo", 1, XIC),
      ml("agua", 70, "de água morna", 0.25, XIC),
      ml("azeite", 10, "de azeite", 2, CC),
      g("frango", 200, "de peito de frango em tiras"),
      g("alface", 40, "de alface crespa", 4, UN("folha", "folhas")),
      g("tomate", 100, "", 1, UN("tomate", "tomates")),
      g("iogurte", 60, "de iogurte natural desnatado", 4, CS),
      ml("limao", 10, "de suco de limão", 2, CC),
      salt(2, 0.5, CC),
    ],
    steps: [
      "Misture a farinha, a água, metade do azeite e uma pitada de sal até a massa soltar das mãos; descanse 10 minutos.",
      "Divida em duas bolas, abra bem fino com o rolo e doure cada disco 1 minuto de cada lado numa frigideira seca.",
      "Tempere o frango com o resto do sal e grelhe com o resto do azeite por 6 minutos, virando.",
      "Misture o iogurte com o suco de limão para fazer o molho.",
      "Espalhe o molho nos discos, distribua a alface, o tomate em cubos e o frango, enrole firme e corte ao meio.",
    ],
  },
  {
    id: "smoothie-energetico",
    title: "Smoothie Energético",
    category: "bebidas",
    image: "/recipes/smoothie-energetico.svg",
    featured: true,
    description: "Banana, morango, aveia e leite desnatado batidos: energia para antes do treino.",
    servings: 1,
    prepMinutes: 5,
    cookMinutes: 0,
    keywords: ["smoothie", "pré-treino", "banana", "morango"],
    ingredients: [
      g("banana", 100, "", 1, UN("banana-prata", "bananas-prata")),
      g("morango", 80, "", 5, UN("morango", "morangos")),
      g("aveia", 15, "de aveia em flocos", 1.5, CS),
      ml("leite", 200, "de leite desnatado", 1, UN("copo", "copos")),
      g("mel", 10, "de mel", 0.5, CS),
    ],
    steps: [
      "Lave os morangos e tire as folhas; descasque a banana.",
      "Bata tudo no liquidificador por 1 minuto, até ficar cremoso.",
      "Sirva na hora, com gelo se quiser.",
    ],
  },
  {
    id: "bowl-de-acai-proteico",
    title: "Bowl de Açaí Proteico",
    category: "cafe-da-manha",
    image: "/recipes/bowl-de-acai-proteico.svg",
    featured: false,
    description: "Açaí batido com banana e iogurte, coberto de morangos, aveia e castanha-do-pará.",
    servings: 1,
    prepMinutes: 10,
    cookMinutes: 0,
    keywords: ["açaí", "café da manhã", "iogurte", "castanha"],
    ingredients: [
      g("acai", 200, "de polpa de açaí congelada", 2, UN("pacote", "pacotes")),
      g("banana", 50, "de banana congelada", 0.5, UN("banana-prata", "bananas-prata")),
      g("iogurte", 100, "de iogurte natural desnatado", 0.5, UN("pote", "potes")),
      g("morango", 50, "de morangos picados", 3, UN("morango", "morangos")),
      g("aveia", 10, "de aveia em flocos", 1, CS),
      g("castanhaPara", 8, "de castanha-do-pará picada", 2, UN("castanha", "castanhas")),
    ],
    steps: [
      "Bata o açaí, a banana e o iogurte no liquidificador, empurrando com a colher, até formar um creme firme.",
      "Passe para uma tigela.",
      "Cubra com os morangos, a aveia e a castanha picada e sirva logo.",
    ],
  },
  {
    id: "salada-de-grao-de-bico-com-frango",
    title: "Salada de Grão-de-Bico com Frango",
    category: "almoco",
    image: "/recipes/salada-de-grao-de-bico-com-frango.svg",
    featured: false,
    description: "Grão-de-bico, frango desfiado, pepino e tomate temperados com limão, azeite e salsinha.",
    servings: 2,
    prepMinutes: 20,
    cookMinutes: 40,
    keywords: ["salada", "grão-de-bico", "frango", "marmita fria"],
    ingredients: [
      g("grao", 100, "de grão-de-bico cru, de molho na véspera", 0.5, XIC),
      g("frango", 200, "de peito de frango"),
      g("pepino", 100, "de pepino em cubos", 1, UN("pepino", "pepinos")),
      g("tomate", 150, "de tomate em cubos", 1.5, UN("tomate", "tomates")),
      ml("limao", 30, "de suco de limão", 2, CS),
      ml("azeite", 13, "de azeite", 1, CS),
      g("salsa", 5, "de salsinha picada", 1, CS),
      salt(2, 0.5, CC),
    ],
    steps: [
      "Escorra o grão-de-bico da água do molho e cozinhe na panela de pressão com água nova por 25 minutos depois de pegar pressão.",
      "Cozinhe o frango em água com metade do sal por 15 minutos, deixe amornar e desfie.",
      "Corte o pepino e o tomate em cubos.",
      "Misture o grão-de-bico escorrido, o frango e os legumes.",
      "Tempere com o limão, o azeite, a salsinha e o resto do sal na hora de servir.",
    ],
  },
  {
    id: "smoothie-verde-proteico",
    title: "Smoothie Verde Proteico",
    category: "bebidas",
    image: "/recipes/smoothie-verde-proteico.svg",
    featured: false,
    description: "Espinafre, maçã e iogurte batidos com água de coco e linhaça: verde, leve e com proteína.",
    servings: 1,
    prepMinutes: 5,
    cookMinutes: 0,
    keywords: ["smoothie", "verde", "espinafre", "iogurte"],
    ingredients: [
      g("espinafre", 30, "de folhas de espinafre", 1, XIC),
      g("maca", 75, "de maçã em pedaços", 0.5, UN("maçã", "maçãs")),
      g("iogurte", 170, "de iogurte natural desnatado", 1, UN("pote", "potes")),
      ml("aguaDeCoco", 200, "de água de coco", 1, UN("copo", "copos")),
      g("linhaca", 10, "de linhaça", 1, CS),
    ],
    steps: [
      "Lave bem o espinafre e corte a maçã em pedaços, sem as sementes.",
      "Bata tudo no liquidificador por 1 minuto.",
      "Sirva gelado.",
    ],
  },
  {
    id: "salmao-grelhado-com-legumes",
    title: "Salmão Grelhado com Legumes",
    category: "jantar",
    image: "/recipes/salmao-grelhado-com-legumes.svg",
    featured: false,
    description: "Filé de salmão grelhado com abobrinha e pimentão salteados no alho e rodelas de limão.",
    servings: 2,
    prepMinutes: 10,
    cookMinutes: 20,
    keywords: ["salmão", "peixe", "low carb", "jantar"],
    ingredients: [
      g("salmao", 300, "de salmão", 2, UN("filé", "filés")),
      g("abobrinha", 200, "de abobrinha em meias-luas", 1, UN("abobrinha", "abobrinhas")),
      g("pimentao", 100, "de pimentão vermelho em tiras", 0.5, UN("pimentão", "pimentões")),
      g("alho", 6, "de alho picado", 2, UN("dente", "dentes")),
      g("limao", 60, "de limão", 1, UN("limão", "limões")),
      ml("azeite", 10, "de azeite", 2, CC),
      salt(2, 0.5, CC),
    ],
    steps: [
      "Tempere o salmão com metade do sal e o suco de meio limão; corte o resto do limão em rodelas.",
      "Grelhe o salmão numa frigideira antiaderente quente, 4 minutos de cada lado, começando pelo lado da pele.",
      "Na mesma frigideira, salteie o alho no azeite, junte a abobrinha e o pimentão e cozinhe por 5 minutos com o resto do sal.",
      "Sirva o salmão sobre os legumes, com as rodelas de limão.",
    ],
  },
  {
    id: "grao-de-bico-crocante",
    title: "Grão-de-Bico Crocante",
    category: "snacks",
    image: "/recipes/grao-de-bico-crocante.svg",
    featured: false,
    description: "Grão-de-bico assado com azeite e alho até ficar crocante: um petisco com fibras e proteína.",
    servings: 4,
    prepMinutes: 10,
    cookMinutes: 65,
    keywords: ["petisco", "grão-de-bico", "assado", "lanche"],
    ingredients: [
      g("grao", 200, "de grão-de-bico cru, de molho na véspera", 1, XIC),
      ml("azeite", 13, "de azeite", 1, CS),
      g("alho", 3, "de alho amassado", 1, UN("dente", "dentes")),
      salt(3, 0.5, CC),
    ],
    steps: [
      "Cozinhe o grão-de-bico na pressão por 20 minutos depois de pegar pressão; deve ficar firme.",
      "Preaqueça o forno a 200 °C e seque bem os grãos com um pano de prato.",
      "Misture com o azeite, o alho e o sal e espalhe numa assadeira, sem amontoar.",
      "Asse por 40 minutos, mexendo na metade do tempo, e deixe esfriar na assadeira para ficar crocante.",
    ],
  },
  {
    id: "mousse-de-chocolate-com-abacate",
    title: "Mousse de Chocolate com Abacate",
    category: "sobremesas",
    image: "/recipes/mousse-de-chocolate-com-abacate.svg",
    featured: false,
    description: "Abacate, chocolate meio amargo e mel batidos num creme aveludado, sem creme de leite.",
    servings: 4,
    prepMinutes: 15,
    cookMinutes: 2,
    keywords: ["mousse", "chocolate", "abacate", "sobremesa"],
    ingredients: [
      g("abacate", 300, "de abacate maduro", 1, UN("abacate pequeno", "abacates pequenos")),
      g("chocolate", 60, "de chocolate meio amargo", 6, UN("quadradinho", "quadradinhos")),
      g("mel", 20, "de mel", 1, CS),
      ml("leite", 45, "de leite desnatado", 3, CS),
      g("morango", 60, "de morangos para decorar", 4, UN("morango", "morangos")),
    ],
    steps: [
      "Derreta o chocolate com o leite no micro-ondas, em 2 tempos de 30 segundos, mexendo entre eles.",
      "Bata o abacate, o chocolate derretido e o mel no processador até ficar liso.",
      "Distribua em 4 taças e leve à geladeira por 10 minutos.",
      "Decore com os morangos em fatias.",
    ],
  },
  {
    id: "panqueca-de-banana-e-aveia",
    title: "Panqueca de Banana e Aveia",
    category: "cafe-da-manha",
    image: "/recipes/smoothie-energetico.svg",
    featured: false,
    description: "Três ingredientes batidos viram panquecas macias, com mel e morango por cima.",
    servings: 2,
    prepMinutes: 5,
    cookMinutes: 10,
    keywords: ["panqueca", "banana", "aveia", "sem açúcar"],
    ingredients: [
      g("banana", 200, "maduras", 2, UN("banana-prata", "bananas-prata")),
      g("ovo", 100, "", 2, UN("ovo", "ovos")),
      g("aveia", 40, "de aveia em flocos", 4, CS),
      g("morango", 100, "de morangos fatiados", 6, UN("morango", "morangos")),
      g("mel", 20, "de mel", 1, CS),
    ],
    steps: [
      "Amasse as bananas com um garfo e misture os ovos e a aveia até virar uma massa grossa.",
      "Aqueça uma frigideira antiaderente em fogo baixo e despeje 2 colheres de sopa de massa por panqueca.",
      "Doure 2 minutos de cada lado, virando quando a borda firmar.",
      "Sirva com os morangos e o mel.",
    ],
  },
  {
    id: "omelete-de-espinafre-e-queijo",
    title: "Omelete de Espinafre e Queijo",
    category: "cafe-da-manha",
    image: "/recipes/bowl-de-proteina-especial.svg",
    featured: false,
    description: "Ovos batidos com espinafre, tomate e queijo minas: pronto em 10 minutos e cheio de proteína.",
    servings: 1,
    prepMinutes: 5,
    cookMinutes: 5,
    keywords: ["omelete", "ovo", "espinafre", "low carb"],
    ingredients: [
      g("ovo", 100, "", 2, UN("ovo", "ovos")),
      g("espinafre", 30, "de espinafre picado", 1, XIC),
      g("tomate", 50, "de tomate em cubos", 0.5, UN("tomate", "tomates")),
      g("queijoMinas", 30, "de queijo minas frescal em cubos", 1, UN("fatia", "fatias")),
      ml("azeite", 5, "de azeite", 1, CC),
      salt(1),
    ],
    steps: [
      "Bata os ovos com o sal só até misturar.",
      "Refogue o espinafre no azeite por 1 minuto numa frigideira pequena.",
      "Despeje os ovos, espalhe o tomate e o queijo e cozinhe tampado em fogo baixo por 4 minutos.",
      "Dobre ao meio e sirva.",
    ],
  },
  {
    id: "cuscuz-com-ovo-e-tomate",
    title: "Cuscuz com Ovo e Tomate",
    category: "cafe-da-manha",
    image: "/recipes/bowl-de-proteina-especial.svg",
    featured: false,
    description: "O cuscuz nordestino no vapor, com ovo mexido, tomate e salsinha por cima.",
    servings: 2,
    prepMinutes: 10,
    cookMinutes: 15,
    keywords: ["cuscuz", "nordestino", "ovo", "café da manhã"],
    ingredients: [
      g("cuscuz", 240, "de cuscuz de milho já hidratado com água e sal", 2, XIC),
      g("ovo", 150, "", 3, UN("ovo", "ovos")),
      g("tomate", 100, "de tomate picado", 1, UN("tomate", "tomates")),
      g("salsa", 5, "de salsinha", 1, CS),
      ml("azeite", 5, "de azeite", 1, CC),
    ],
    steps: [
      "Cozinhe o cuscuz hidratado na cuscuzeira por 10 minutos depois que a água ferver.",
      "Mexa os ovos no azeite em fogo baixo até firmarem.",
      "Sirva o cuscuz com os ovos, o tomate e a salsinha por cima.",
    ],
  },
  {
    id: "patinho-com-pure-de-abobora",
    title: "Patinho com Purê de Abóbora",
    category: "almoco",
    image: "/recipes/bowl-de-proteina-especial.svg",
    featured: false,
    description: "Carne moída magra refogada com tomate e um purê de abóbora cabotiá, sem manteiga.",
    servings: 3,
    prepMinutes: 15,
    cookMinutes: 25,
    keywords: ["carne moída", "abóbora", "purê", "almoço"],
    ingredients: [
      g("patinho", 400, "de patinho moído"),
      g("cebola", 80, "de cebola picada", 1, UN("cebola pequena", "cebolas pequenas")),
      g("alho", 6, "de alho picado", 2, UN("dente", "dentes")),
      g("tomate", 200, "de tomate picado", 2, UN("tomate", "tomates")),
      g("abobora", 600, "de abóbora cabotiá em cubos", 4, XIC),
      ml("azeite", 13, "de azeite", 1, CS),
      salt(4, 0.75, CC),
    ],
    steps: [
      "Cozinhe a abóbora no vapor por 15 minutos, amasse com um garfo e tempere com metade do sal.",
      "Doure a cebola e o alho no azeite, junte a carne e mexa até soltar e perder o rosado.",
      "Junte o tomate e o resto do sal e cozinhe por 10 minutos, até formar um molho.",
      "Sirva a carne ao lado do purê.",
    ],
  },
  {
    id: "arroz-integral-com-lentilha",
    title: "Arroz Integral com Lentilha",
    category: "almoco",
    image: "/recipes/salada-de-grao-de-bico-com-frango.svg",
    featured: false,
    description: "Uma versão leve do mujadara: arroz integral, lentilha, cebola dourada e cenoura ralada.",
    servings: 3,
    prepMinutes: 10,
    cookMinutes: 20,
    keywords: ["lentilha", "vegetariano", "arroz integral", "marmita"],
    ingredients: [
      g("arrozIntegral", 300, "de arroz integral cozido", 1.5, XIC),
      g("lentilha", 200, "de lentilha cozida", 1, XIC),
      g("cebola", 150, "de cebola em meias-luas", 1, UN("cebola", "cebolas")),
      g("cenoura", 100, "de cenoura ralada", 1, UN("cenoura", "cenouras")),
      ml("azeite", 20, "de azeite", 1.5, CS),
      salt(3, 0.5, CC),
    ],
    steps: [
      "Doure a cebola no azeite em fogo médio por 10 minutos, mexendo, até ficar bem dourada.",
      "Junte a lentilha, o arroz e o sal e misture por 3 minutos.",
      "Desligue, misture a cenoura ralada e sirva.",
    ],
  },
  {
    id: "sopa-de-abobora-com-frango",
    title: "Sopa de Abóbora com Frango",
    category: "jantar",
    image: "/recipes/mousse-de-chocolate-com-abacate.svg",
    featured: false,
    description: "Creme de abóbora cabotiá com frango desfiado e salsinha: jantar quente e leve.",
    servings: 4,
    prepMinutes: 15,
    cookMinutes: 30,
    keywords: ["sopa", "abóbora", "frango", "inverno"],
    ingredients: [
      g("abobora", 800, "de abóbora cabotiá em cubos", 5, XIC),
      g("frango", 300, "de peito de frango"),
      g("cebola", 80, "de cebola picada", 1, UN("cebola pequena", "cebolas pequenas")),
      g("alho", 6, "de alho", 2, UN("dente", "dentes")),
      ml("agua", 800, "de água", 4, XIC),
      ml("azeite", 13, "de azeite", 1, CS),
      g("salsa", 10, "de salsinha", 2, CS),
      salt(5, 1, CC),
    ],
    steps: [
      "Refogue a cebola e o alho no azeite, junte o frango inteiro, a abóbora, a água e o sal.",
      "Cozinhe tampado por 25 minutos; tire o frango e desfie.",
      "Bata a abóbora com o caldo no liquidificador, com cuidado por estar quente.",
      "Volte tudo à panela com o frango desfiado e sirva com salsinha.",
    ],
  },
  {
    id: "atum-com-batata-doce",
    title: "Atum com Batata-Doce",
    category: "jantar",
    image: "/recipes/salmao-grelhado-com-legumes.svg",
    featured: false,
    description: "Batata-doce assada, atum, tomate e pepino com limão: um prato frio que se monta em minutos.",
    servings: 2,
    prepMinutes: 10,
    cookMinutes: 30,
    keywords: ["atum", "batata-doce", "pós-treino", "jantar"],
    ingredients: [
      g("batataDoce", 300, "de batata-doce", 2, UN("batata-doce média", "batatas-doces médias")),
      g("atum", 120, "de atum em conserva escorrido", 1, UN("lata", "latas")),
      g("tomate", 100, "de tomate em cubos", 1, UN("tomate", "tomates")),
      g("pepino", 100, "de pepino em cubos", 1, UN("pepino", "pepinos")),
      ml("limao", 15, "de suco de limão", 1, CS),
      salt(1),
    ],
    steps: [
      "Cozinhe a batata-doce com casca no vapor por 25 minutos, até a faca entrar fácil; corte em cubos.",
      "Misture o tomate, o pepino, o limão e o sal.",
      "Sirva a batata com o atum e a salada por cima.",
    ],
  },
  {
    id: "suco-verde-de-couve-e-abacaxi",
    title: "Suco Verde de Couve e Abacaxi",
    category: "bebidas",
    image: "/recipes/smoothie-verde-proteico.svg",
    featured: false,
    description: "Couve, abacaxi, limão e água de coco batidos: o suco verde clássico, sem açúcar.",
    servings: 2,
    prepMinutes: 5,
    cookMinutes: 0,
    keywords: ["suco verde", "couve", "abacaxi", "detox"],
    ingredients: [
      g("couve", 40, "de couve-manteiga", 2, UN("folha", "folhas")),
      g("abacaxi", 200, "de abacaxi", 2, UN("fatia grossa", "fatias grossas")),
      ml("limao", 15, "de suco de limão", 1, CS),
      ml("aguaDeCoco", 300, "de água de coco", 1.5, XIC),
    ],
    steps: [
      "Lave a couve e tire o talo mais grosso.",
      "Bata tudo no liquidificador por 1 minuto.",
      "Coe se preferir e sirva gelado.",
    ],
  },
  {
    id: "vitamina-de-mamao-com-aveia",
    title: "Vitamina de Mamão com Aveia",
    category: "bebidas",
    image: "/recipes/smoothie-energetico.svg",
    featured: false,
    description: "Mamão papaia, leite desnatado e aveia: a vitamina que ajuda o intestino.",
    servings: 1,
    prepMinutes: 5,
    cookMinutes: 0,
    keywords: ["vitamina", "mamão", "aveia", "fibras"],
    ingredients: [
      g("mamao", 150, "de mamão papaia", 0.5, UN("mamão papaia", "mamões papaia")),
      ml("leite", 200, "de leite desnatado", 1, UN("copo", "copos")),
      g("aveia", 15, "de aveia em flocos", 1.5, CS),
    ],
    steps: ["Tire as sementes do mamão e a casca.", "Bata com o leite e a aveia por 1 minuto e sirva."],
  },
  {
    id: "homus-com-palitos-de-cenoura",
    title: "Homus com Palitos de Cenoura",
    category: "snacks",
    image: "/recipes/grao-de-bico-crocante.svg",
    featured: false,
    description: "Pasta de grão-de-bico com limão, alho e azeite, servida com palitos de cenoura e pepino.",
    servings: 4,
    prepMinutes: 15,
    cookMinutes: 25,
    keywords: ["homus", "pasta", "grão-de-bico", "petisco"],
    ingredients: [
      g("grao", 100, "de grão-de-bico cru, de molho na véspera", 0.5, XIC),
      ml("limao", 30, "de suco de limão", 2, CS),
      g("alho", 3, "de alho", 1, UN("dente", "dentes")),
      ml("azeite", 26, "de azeite", 2, CS),
      ml("agua", 60, "da água do cozimento", 4, CS),
      g("cenoura", 200, "de cenoura em palitos", 2, UN("cenoura", "cenouras")),
      g("pepino", 100, "de pepino em palitos", 1, UN("pepino", "pepinos")),
      salt(2, 0.5, CC),
    ],
    steps: [
      "Cozinhe o grão-de-bico na pressão por 25 minutos; escorra guardando um pouco da água.",
      "Bata o grão-de-bico ainda morno com o limão, o alho, o azeite, o sal e a água até ficar liso.",
      "Sirva com os palitos de cenoura e pepino.",
    ],
  },
  {
    id: "chips-de-batata-doce",
    title: "Chips de Batata-Doce",
    category: "snacks",
    image: "/recipes/grao-de-bico-crocante.svg",
    featured: false,
    description: "Lâminas finas de batata-doce assadas com azeite até ficarem crocantes, sem fritura.",
    servings: 2,
    prepMinutes: 10,
    cookMinutes: 25,
    keywords: ["chips", "batata-doce", "assado", "petisco"],
    ingredients: [
      g("batataDoce", 300, "de batata-doce crua em lâminas finas", 2, UN("batata-doce média", "batatas-doces médias")),
      ml("azeite", 13, "de azeite", 1, CS),
      salt(2, 0.5, CC),
    ],
    steps: [
      "Preaqueça o forno a 180 °C e corte a batata em lâminas de 2 mm, no fatiador ou com faca afiada.",
      "Misture com o azeite e o sal e espalhe numa assadeira com papel-manteiga, sem sobrepor.",
      "Asse por 25 minutos, virando na metade, até dourar; esfriam crocantes.",
    ],
  },
  {
    id: "torrada-de-ricota-com-tomate",
    title: "Torrada de Ricota com Tomate",
    category: "snacks",
    image: "/recipes/wrap-de-frango-fit.svg",
    featured: false,
    description: "Pão integral tostado com ricota temperada, tomate e um fio de azeite.",
    servings: 2,
    prepMinutes: 10,
    cookMinutes: 5,
    keywords: ["torrada", "ricota", "pão integral", "lanche"],
    ingredients: [
      g("paoIntegral", 100, "de pão de forma integral", 4, UN("fatia", "fatias")),
      g("ricota", 120, "de ricota amassada", 0.5, XIC),
      g("tomate", 100, "de tomate em rodelas", 1, UN("tomate", "tomates")),
      g("salsa", 5, "de salsinha", 1, CS),
      ml("azeite", 5, "de azeite", 1, CC),
    ],
    steps: [
      "Toste o pão numa frigideira seca até dourar dos dois lados.",
      "Misture a ricota com a salsinha.",
      "Espalhe a ricota no pão, cubra com o tomate e regue com o azeite.",
    ],
  },
  {
    id: "sorvete-de-banana-com-amendoim",
    title: "Sorvete de Banana com Amendoim",
    category: "sobremesas",
    image: "/recipes/mousse-de-chocolate-com-abacate.svg",
    featured: false,
    description: "Banana congelada batida vira sorvete cremoso; amendoim torrado por cima.",
    servings: 2,
    prepMinutes: 10,
    cookMinutes: 0,
    keywords: ["sorvete", "banana", "amendoim", "sem açúcar"],
    ingredients: [
      g("banana", 300, "congeladas em rodelas", 3, UN("banana-prata", "bananas-prata")),
      ml("leite", 30, "de leite desnatado", 2, CS),
      g("amendoim", 20, "de amendoim torrado e picado", 2, CS),
    ],
    steps: [
      "Congele as bananas em rodelas por pelo menos 6 horas.",
      "Bata no processador com o leite, raspando as laterais, até virar um creme liso.",
      "Sirva na hora com o amendoim por cima, ou leve ao freezer por 30 minutos para firmar.",
    ],
  },
  {
    id: "salada-de-frutas-com-iogurte",
    title: "Salada de Frutas com Iogurte",
    category: "sobremesas",
    image: "/recipes/bowl-de-acai-proteico.svg",
    featured: false,
    description: "Manga, kiwi, morango e melancia com iogurte natural, mel e linhaça.",
    servings: 2,
    prepMinutes: 15,
    cookMinutes: 0,
    keywords: ["salada de frutas", "iogurte", "frutas", "sobremesa leve"],
    ingredients: [
      g("manga", 150, "de manga em cubos", 1, XIC),
      g("kiwi", 80, "", 1, UN("kiwi", "kiwis")),
      g("morango", 100, "", 6, UN("morango", "morangos")),
      g("melancia", 150, "de melancia em cubos", 1, XIC),
      g("iogurte", 170, "de iogurte natural desnatado", 1, UN("pote", "potes")),
      g("mel", 10, "de mel", 0.5, CS),
      g("linhaca", 10, "de linhaça", 1, CS),
    ],
    steps: [
      "Corte as frutas em cubos do mesmo tamanho.",
      "Misture o iogurte com o mel.",
      "Divida as frutas em duas taças, cubra com o iogurte e salpique a linhaça.",
    ],
  },
  {
    id: "maca-assada-com-aveia-e-mel",
    title: "Maçã Assada com Aveia e Mel",
    category: "sobremesas",
    image: "/recipes/mousse-de-chocolate-com-abacate.svg",
    featured: false,
    description: "Maçãs assadas recheadas com aveia, castanha-do-pará e mel: sobremesa quente de forno.",
    servings: 2,
    prepMinutes: 10,
    cookMinutes: 25,
    keywords: ["maçã", "assada", "aveia", "sobremesa quente"],
    ingredients: [
      g("maca", 300, "", 2, UN("maçã", "maçãs")),
      g("aveia", 20, "de aveia em flocos", 2, CS),
      g("castanhaPara", 8, "de castanha-do-pará picada", 2, UN("castanha", "castanhas")),
      g("mel", 20, "de mel", 1, CS),
      ml("agua", 50, "de água", 0.25, XIC),
    ],
    steps: [
      "Preaqueça o forno a 180 °C e tire o miolo das maçãs com uma faca pequena, sem furar o fundo.",
      "Misture a aveia, a castanha e o mel e recheie as maçãs.",
      "Ponha numa travessa com a água no fundo e asse por 25 minutos, até ficarem macias.",
    ],
  },
];

/** A recipe with what the screens show: its time, its ingredients written out and its nutrition per serving. */
export type Recipe = RecipeSource & {
  totalMinutes: number;
  /** As shown to the visitor, e.g. '15 min'. */
  time: string;
  /** kcal per serving. */
  calories: number;
  nutrition: Nutrients;
  ingredientLines: readonly string[];
};

export const recipes: readonly Recipe[] = recipeSources.map((source) => {
  const totalMinutes = source.prepMinutes + source.cookMinutes;
  const nutrition = nutritionPerServing(source.ingredients, source.servings);
  return {
    ...source,
    totalMinutes,
    time: totalMinutes < 60 ? `${totalMinutes} min` : `${Math.floor(totalMinutes / 60)} h ${totalMinutes % 60} min`,
    calories: nutrition.kcal,
    nutrition,
    ingredientLines: source.ingredients.map((ingredient) => ingredientText(ingredient)),
  };
});

export const featuredRecipes = recipes.filter((recipe) => recipe.featured);

export function recipeBySlug(slug: string): Recipe | undefined {
  return recipes.find((recipe) => recipe.id === slug);
}

/** What the app's list is handed (app/fitnessrecipes/page.tsx): no ingredients, steps or nutrition. */
export const recipeSummaries: readonly RecipeSummary[] = recipes.map(
  ({ id, title, category, image, featured, time, calories }) => ({
    id,
    title,
    category,
    image,
    featured,
    time,
    calories,
  }),
);

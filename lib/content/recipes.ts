export type CategoryId = "cafe-da-manha" | "almoco" | "jantar" | "snacks" | "bebidas" | "sobremesas";

/** The icon is drawn by components/tools/recipes/category-icon.tsx (SVG, the same on every system). */
export type Category = { id: CategoryId; name: string };

export type Recipe = {
  id: string;
  title: string;
  category: CategoryId;
  /** Our own illustration in public/recipes/, drawn at 400x300. */
  image: string;
  /** As shown to the visitor, e.g. '15 min'. */
  time: string;
  calories: number;
  featured: boolean;
  description: string;
  ingredients: readonly string[];
  steps: readonly string[];
};

export const categories: readonly Category[] = [
  { id: "cafe-da-manha", name: "Café da manhã" },
  { id: "almoco", name: "Almoço" },
  { id: "jantar", name: "Jantar" },
  { id: "snacks", name: "Lanches" },
  { id: "bebidas", name: "Bebidas" },
  { id: "sobremesas", name: "Sobremesas" },
];

export const imageSize = { width: 400, height: 300 } as const;

export const recipes: readonly Recipe[] = [
  {
    id: "bowl-de-proteina-especial",
    title: "Bowl de Proteína Especial",
    category: "almoco",
    image: "/recipes/bowl-de-proteina-especial.svg",
    time: "15 min",
    calories: 380,
    featured: true,
    description: "Arroz integral, frango em cubos, ovo cozido, abacate e legumes frescos numa tigela só.",
    ingredients: [
      "1/2 xícara de arroz integral cozido",
      "100 g de peito de frango em cubos",
      "1 ovo cozido",
      "1/2 abacate em fatias",
      "1/2 xícara de brócolis e cenoura no vapor",
      "Sal, pimenta e azeite a gosto",
    ],
    steps: [
      "Tempere o frango com sal e pimenta e doure numa frigideira com um fio de azeite.",
      "Cozinhe o ovo por 9 minutos, esfrie e corte ao meio.",
      "Monte a tigela com o arroz, o frango, os legumes, o abacate e o ovo.",
      "Finalize com azeite e sirva.",
    ],
  },
  {
    id: "wrap-de-frango-fit",
    title: "Wrap de Frango Fit",
    category: "jantar",
    image: "/recipes/wrap-de-frango-fit.svg",
    time: "20 min",
    calories: 420,
    featured: true,
    description: "Tortilha integral recheada com frango grelhado, folhas verdes, tomate e molho de iogurte.",
    ingredients: [
      "1 tortilha integral",
      "100 g de frango grelhado em tiras",
      "1 punhado de folhas verdes",
      "1 tomate em cubos",
      "2 colheres de sopa de iogurte natural",
      "Suco de 1/2 limão, sal e ervas",
    ],
    steps: [
      "Misture o iogurte com o limão, o sal e as ervas para fazer o molho.",
      "Aqueça a tortilha por alguns segundos numa frigideira.",
      "Espalhe o molho, distribua as folhas, o tomate e o frango.",
      "Enrole bem firme, corte ao meio e sirva.",
    ],
  },
  {
    id: "smoothie-energetico",
    title: "Smoothie Energético",
    category: "bebidas",
    image: "/recipes/smoothie-energetico.svg",
    time: "5 min",
    calories: 220,
    featured: true,
    description: "Banana, morango, aveia e leite batidos para dar energia antes do treino.",
    ingredients: [
      "1 banana",
      "5 morangos",
      "2 colheres de sopa de aveia",
      "200 ml de leite (ou bebida vegetal)",
      "Gelo a gosto",
    ],
    steps: [
      "Coloque todos os ingredientes no liquidificador.",
      "Bata por 1 minuto, até ficar cremoso.",
      "Sirva na hora.",
    ],
  },
  {
    id: "bowl-de-acai-proteico",
    title: "Bowl de Açaí Proteico",
    category: "cafe-da-manha",
    image: "/recipes/bowl-de-acai-proteico.svg",
    time: "10 min",
    calories: 320,
    featured: false,
    description: "Açaí batido com whey, coberto com banana, granola e morangos.",
    ingredients: [
      "200 g de polpa de açaí",
      "1 dose de whey protein",
      "1/2 banana congelada",
      "2 colheres de sopa de granola",
      "Morangos e rodelas de banana para cobrir",
    ],
    steps: [
      "Bata o açaí, o whey e a banana congelada até formar um creme firme.",
      "Passe para uma tigela.",
      "Cubra com a granola, os morangos e as rodelas de banana.",
    ],
  },
  {
    id: "salada-de-quinoa-com-frango",
    title: "Salada de Quinoa com Frango",
    category: "almoco",
    image: "/recipes/salada-de-quinoa-com-frango.svg",
    time: "25 min",
    calories: 450,
    featured: false,
    description: "Quinoa, frango desfiado, pepino, tomate-cereja e grão-de-bico com limão e azeite.",
    ingredients: [
      "1/2 xícara de quinoa",
      "100 g de frango cozido e desfiado",
      "1/2 pepino em cubos",
      "8 tomates-cereja",
      "1/2 xícara de grão-de-bico cozido",
      "Suco de 1 limão, azeite e sal",
    ],
    steps: [
      "Lave a quinoa e cozinhe em água com sal por 15 minutos; escorra e deixe esfriar.",
      "Corte o pepino e os tomates.",
      "Misture a quinoa, o frango, os legumes e o grão-de-bico.",
      "Tempere com limão, azeite e sal na hora de servir.",
    ],
  },
  {
    id: "smoothie-verde-proteico",
    title: "Smoothie Verde Proteico",
    category: "bebidas",
    image: "/recipes/smoothie-verde-proteico.svg",
    time: "5 min",
    calories: 180,
    featured: false,
    description: "Espinafre, maçã verde, gengibre e proteína vegetal batidos com água de coco.",
    ingredients: [
      "1 punhado de espinafre",
      "1/2 maçã verde",
      "1 cm de gengibre",
      "1 dose de proteína vegetal",
      "250 ml de água de coco",
    ],
    steps: [
      "Lave o espinafre e corte a maçã em pedaços.",
      "Bata tudo no liquidificador por 1 minuto.",
      "Sirva gelado.",
    ],
  },
  {
    id: "salmao-grelhado-com-aspargos",
    title: "Salmão Grelhado com Aspargos",
    category: "jantar",
    image: "/recipes/salmao-grelhado-com-aspargos.svg",
    time: "30 min",
    calories: 520,
    featured: false,
    description: "Filé de salmão grelhado com aspargos salteados e rodelas de limão.",
    ingredients: [
      "1 filé de salmão (150 g)",
      "1 maço de aspargos",
      "1 limão",
      "1 dente de alho",
      "Azeite, sal e pimenta",
    ],
    steps: [
      "Tempere o salmão com sal, pimenta e suco de limão.",
      "Grelhe o salmão por 4 minutos de cada lado.",
      "Salteie os aspargos com o alho e um fio de azeite por 5 minutos.",
      "Sirva com rodelas de limão.",
    ],
  },
  {
    id: "grao-de-bico-crocante",
    title: "Grão-de-Bico Crocante",
    category: "snacks",
    image: "/recipes/grao-de-bico-crocante.svg",
    time: "35 min",
    calories: 190,
    featured: false,
    description: "Grão-de-bico assado com páprica até ficar crocante: um petisco rico em fibras e proteína.",
    ingredients: [
      "1 xícara de grão-de-bico cozido",
      "1 colher de sopa de azeite",
      "1 colher de chá de páprica defumada",
      "Sal a gosto",
    ],
    steps: [
      "Preaqueça o forno a 200 °C.",
      "Seque bem o grão-de-bico com um pano.",
      "Misture com o azeite, a páprica e o sal.",
      "Asse por 30 minutos, mexendo na metade do tempo, e deixe esfriar para ficar crocante.",
    ],
  },
  {
    id: "mousse-de-chocolate-com-abacate",
    title: "Mousse de Chocolate com Abacate",
    category: "sobremesas",
    image: "/recipes/mousse-de-chocolate-com-abacate.svg",
    time: "15 min",
    calories: 240,
    featured: false,
    description: "Abacate, cacau e mel batidos num creme aveludado, sem açúcar refinado.",
    ingredients: [
      "1 abacate maduro",
      "3 colheres de sopa de cacau em pó",
      "2 colheres de sopa de mel",
      "3 colheres de sopa de leite (ou bebida vegetal)",
      "Morangos para decorar",
    ],
    steps: [
      "Bata o abacate, o cacau, o mel e o leite no processador até ficar liso.",
      "Distribua em taças.",
      "Leve à geladeira por 10 minutos e decore com morangos.",
    ],
  },
];

export const featuredRecipes = recipes.filter((recipe) => recipe.featured);

export function categoryOf(recipe: Recipe): Category {
  const category = categories.find((candidate) => candidate.id === recipe.category);
  if (!category) throw new Error(`Categoria desconhecida: ${recipe.category}`);
  return category;
}

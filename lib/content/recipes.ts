/** FitnessRecipes' static data (SPEC.md section 3): categories, the featured recipes and the sample list. */

export type CategoryId = "cafe-da-manha" | "almoco" | "jantar" | "snacks" | "bebidas" | "sobremesas";

export type Category = { id: CategoryId; name: string; icon: string };

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
};

export const categories: readonly Category[] = [
  { id: "cafe-da-manha", name: "Café da Manhã", icon: "🥣" },
  { id: "almoco", name: "Almoço", icon: "🥗" },
  { id: "jantar", name: "Jantar", icon: "🍽️" },
  { id: "snacks", name: "Snacks", icon: "🥜" },
  { id: "bebidas", name: "Bebidas", icon: "🥤" },
  { id: "sobremesas", name: "Sobremesas", icon: "🍨" },
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
  },
];

export const featuredRecipes = recipes.filter((recipe) => recipe.featured);

export function categoryOf(recipe: Recipe): Category {
  const category = categories.find((candidate) => candidate.id === recipe.category);
  if (!category) throw new Error(`Categoria desconhecida: ${recipe.category}`);
  return category;
}

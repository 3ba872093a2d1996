import type { Metadata } from "next";
import { RecipesApp } from "@/components/tools/recipes/recipes-app";
import { pageSeo } from "@/lib/seo";

export const metadata: Metadata = pageSeo({
  title: "FitnessRecipes: receitas fitness",
  description:
    "Receitas fitness rápidas: bowls, wraps, smoothies, saladas e salmão, com tempo de preparo e calorias. Busque, filtre por categoria e guarde suas favoritas.",
  path: "/fitnessrecipes",
});

export default function FitnessRecipesPage() {
  return <RecipesApp />;
}

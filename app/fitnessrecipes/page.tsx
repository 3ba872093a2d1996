import type { Metadata } from "next";
import { RecipesApp } from "@/components/tools/recipes/recipes-app";

export const metadata: Metadata = {
  title: "FitnessRecipes: receitas fitness",
  description:
    "Receitas fitness rápidas: bowls, wraps, smoothies, saladas e salmão, com tempo de preparo e calorias. Busque, filtre por categoria e guarde suas favoritas.",
  alternates: { canonical: "/fitnessrecipes" },
};

export default function FitnessRecipesPage() {
  return <RecipesApp />;
}

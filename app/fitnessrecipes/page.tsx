import type { Metadata } from "next";
import { RecipesApp } from "@/components/tools/recipes/recipes-app";
import { featuredRecipes } from "@/lib/content/recipes";
import { svgDataUri } from "@/lib/recipes/inline-image";
import { pageSeo } from "@/lib/seo";

export const metadata: Metadata = pageSeo({
  title: "FitnessRecipes: receitas fitness",
  description:
    "Receitas fitness rápidas: bowls, wraps, smoothies, saladas e salmão, com tempo de preparo e calorias. Busque, filtre por categoria e guarde suas favoritas.",
  path: "/fitnessrecipes",
});

export default function FitnessRecipesPage() {
  // The first slide's picture is the largest paint: inside the HTML, it needs no request of its own.
  return <RecipesApp leadImage={svgDataUri(featuredRecipes[0].image)} />;
}

import type { Metadata } from "next";
import { RecipesApp } from "@/components/tools/recipes/recipes-app";
import { ToolJsonLd } from "@/components/tools/tool-json-ld";
import { featuredRecipes, recipeSummaries } from "@/lib/recipes/recipes";
import { recipesPage } from "@/lib/content/tools";
import { svgDataUri } from "@/lib/recipes/inline-image";
import { toolMetadata } from "@/lib/tools/seo";

export const metadata: Metadata = toolMetadata("/fitnessrecipes");

export default function FitnessRecipesPage() {
  // The first slide's picture is the largest paint: inside the HTML, it needs no request of its own.
  return (
    <>
      <ToolJsonLd route="/fitnessrecipes" />
      <RecipesApp
        recipes={recipeSummaries}
        leadImage={svgDataUri(featuredRecipes[0].image)}
        subtitle={recipesPage.subtitle}
      />
    </>
  );
}

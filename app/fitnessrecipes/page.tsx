import type { Metadata } from "next";
import { FeaturedSlide } from "@/components/tools/recipes/featured-slide";
import { RecipeList } from "@/components/tools/recipes/recipe-list";
import { RecipesApp } from "@/components/tools/recipes/recipes-app";
import { ToolJsonLd } from "@/components/tools/tool-json-ld";
import { featuredRecipes, recipeSummaries } from "@/lib/recipes/recipes";
import { recipesPage } from "@/lib/content/tools";
import { svgDataUri } from "@/lib/recipes/inline-image";
import { toolMetadata } from "@/lib/tools/seo";

export const metadata: Metadata = toolMetadata("/fitnessrecipes");

export default function FitnessRecipesPage() {
  // The first slide's picture is the largest paint: inside the HTML, it needs no request of its own.
  const slides = featuredRecipes.map((recipe, index) => (
    <FeaturedSlide
      key={recipe.id}
      recipe={recipe}
      image={index === 0 ? svgDataUri(recipe.image) : recipe.image}
      first={index === 0}
    />
  ));
  return (
    <>
      <ToolJsonLd route="/fitnessrecipes" />
      <RecipesApp
        recipes={recipeSummaries}
        slides={slides}
        list={<RecipeList recipes={recipeSummaries} />}
        subtitle={recipesPage.subtitle}
      />
    </>
  );
}

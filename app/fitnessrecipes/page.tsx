import type { Metadata } from "next";
import { RecipesApp } from "@/components/tools/recipes/recipes-app";
import { ToolJsonLd } from "@/components/tools/tool-json-ld";
import { toolMetadata } from "@/lib/tools/seo";

export const metadata: Metadata = toolMetadata("/fitnessrecipes");

export default function FitnessRecipesPage() {
  return (
    <>
      <ToolJsonLd route="/fitnessrecipes" />
      <RecipesApp />
    </>
  );
}

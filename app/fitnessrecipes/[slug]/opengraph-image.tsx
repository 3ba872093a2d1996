import { recipeBySlug, recipes } from "@/lib/recipes/recipes";
import { shareImageSize } from "@/lib/landing/share-image";
import { renderRecipeImage } from "@/lib/recipes/images";

export const alt = "Ilustração da receita";
export const size = shareImageSize;
export const contentType = "image/png";

export function generateStaticParams() {
  return recipes.map((recipe) => ({ slug: recipe.id }));
}

export default async function OpengraphImage({ params }: { params: Promise<{ slug: string }> }) {
  return renderRecipeImage(recipeBySlug((await params).slug)!, shareImageSize);
}

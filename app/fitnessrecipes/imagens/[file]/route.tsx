import { recipes } from "@/lib/recipes/recipes";
import { recipeImagePath, recipeImageRatios, renderRecipeImage, type RecipeImageRatio } from "@/lib/recipes/images";

const ratios = Object.keys(recipeImageRatios) as RecipeImageRatio[];
const files = new Map(
  recipes.flatMap((recipe) =>
    ratios.map((ratio) => [recipeImagePath(recipe, ratio).split("/").pop()!, { recipe, ratio }] as const),
  ),
);

export const dynamicParams = false;

/** Every recipe at every ratio, drawn at build time. */
export function generateStaticParams() {
  return [...files.keys()].map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const found = files.get((await params).file);
  if (!found) return new Response("Imagem não encontrada.", { status: 404 });
  return renderRecipeImage(found.recipe, recipeImageRatios[found.ratio]);
}

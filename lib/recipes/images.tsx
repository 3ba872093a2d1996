import { ImageResponse } from "next/og";
import type { Recipe } from "@/lib/recipes/recipes";
import { svgDataUri } from "./inline-image";

/** The raster pictures Google's recipe results take (1:1, 4:3, 16:9), drawn from our SVG illustrations. */
export const recipeImageRatios = {
  "1x1": { width: 1200, height: 1200 },
  "4x3": { width: 1200, height: 900 },
  "16x9": { width: 1200, height: 675 },
} as const;
export type RecipeImageRatio = keyof typeof recipeImageRatios;

export const recipeImagePath = (recipe: { id: string }, ratio: RecipeImageRatio) =>
  `/fitnessrecipes/imagens/${recipe.id}-${ratio}.png`;

/** The illustration's own background (its first full-size rect), to fill the sides of a wider or taller frame. */
function backgroundOf(svg: string): string {
  return /<rect width=["']400["'] height=["']300["'] fill=["'](#[0-9a-fA-F]{3,6})["']/.exec(svg)?.[1] ?? "#ffffff";
}

/** A PNG of the recipe's illustration at `size`, centred and as large as the frame allows. */
export function renderRecipeImage(recipe: Recipe, size: { width: number; height: number }) {
  const uri = svgDataUri(recipe.image);
  const background = backgroundOf(decodeURIComponent(uri));
  const scale = Math.min(size.width / 400, size.height / 300);
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        background,
      }}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- next/og draws plain <img> only */}
      <img src={uri} alt="" width={Math.round(400 * scale)} height={Math.round(300 * scale)} />
    </div>,
    size,
  );
}

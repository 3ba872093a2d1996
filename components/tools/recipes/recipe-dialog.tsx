"use client";

import { Clock, Flame, Heart } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { categoryOf, type Recipe } from "@/lib/content/recipes";
import { cn } from "@/lib/utils";
import { CategoryIcon } from "./category-icon";
import { RecipeImage } from "./recipe-image";
import { ContactAfterResult } from "../contact-after-result";

type Props = {
  recipe: Recipe | null;
  favorite: boolean;
  onToggleFavorite(id: string): void;
  onClose(): void;
  onCloseAutoFocus(event: Event): void;
};

export function RecipeDialog({ recipe, favorite, onToggleFavorite, onClose, onCloseAutoFocus }: Props) {
  return (
    <Dialog open={recipe !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {recipe ? (
        <DialogContent className="max-h-[90dvh] max-w-md gap-3 overflow-y-auto" onCloseAutoFocus={onCloseAutoFocus}>
          <RecipeImage src={recipe.image} alt={recipe.title} className="aspect-[4/3] h-auto w-full rounded-md" />
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary">
              <CategoryIcon id={recipe.category} className="size-3.5" /> {categoryOf(recipe).name}
            </Badge>
            {recipe.featured ? <Badge>Destaque</Badge> : null}
          </div>
          <DialogTitle>{recipe.title}</DialogTitle>
          <DialogDescription>{recipe.description}</DialogDescription>
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div className="rounded-md bg-muted p-3">
              <dt className="flex items-center gap-1 text-muted-foreground">
                <Clock aria-hidden="true" className="size-4" /> Tempo de preparo
              </dt>
              <dd className="mt-1 text-base font-semibold">{recipe.time}</dd>
            </div>
            <div className="rounded-md bg-muted p-3">
              <dt className="flex items-center gap-1 text-muted-foreground">
                <Flame aria-hidden="true" className="size-4" /> Calorias
              </dt>
              <dd className="mt-1 text-base font-semibold">{recipe.calories} kcal</dd>
            </div>
          </dl>
          <section aria-labelledby="receita-ingredientes" className="grid gap-1.5">
            <h3 id="receita-ingredientes" className="font-semibold">
              Ingredientes
            </h3>
            <ul className="grid list-disc gap-1 pl-5 text-sm">
              {recipe.ingredients.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="receita-preparo" className="grid gap-1.5">
            <h3 id="receita-preparo" className="font-semibold">
              Modo de preparo
            </h3>
            <ol className="grid list-decimal gap-1 pl-5 text-sm">
              {recipe.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
          <Button type="button" variant="outline" aria-pressed={favorite} onClick={() => onToggleFavorite(recipe.id)}>
            <Heart aria-hidden="true" className={cn("text-rose-700 dark:text-rose-400", favorite && "fill-current")} />
            {favorite ? "Nos favoritos" : "Adicionar aos favoritos"}
          </Button>
          <ContactAfterResult topic="app" />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

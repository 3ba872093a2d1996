import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import { ShoppingListView } from "@/components/tools/recipes/shopping-list-view";
import { pageSeo } from "@/lib/seo";
import { Link } from "@/components/ui/link";

export const metadata: Metadata = {
  ...pageSeo({
    title: "Lista de compras: FitnessRecipes",
    description: "Os ingredientes das receitas escolhidas, somados por alimento, para marcar no mercado.",
    path: "/fitnessrecipes/lista-de-compras",
  }),
  robots: { index: false },
};

export default function ShoppingListPage() {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 bg-background px-4 py-5 sm:my-6 sm:rounded-2xl sm:border sm:shadow-lg">
      <nav aria-label="Navegação do app" className="text-sm">
        <Link href="/fitnessrecipes" className="inline-flex items-center gap-1 font-medium text-primary">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Receitas
        </Link>
      </nav>
      <h1 className="text-2xl font-bold tracking-tight">Lista de compras</h1>
      <ShoppingListView />
    </div>
  );
}

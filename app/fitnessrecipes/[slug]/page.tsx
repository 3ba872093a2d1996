import { ArrowLeft, Clock, Flame, Users } from "lucide-react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ContactAfterResult } from "@/components/tools/contact-after-result";
import { CategoryIcon } from "@/components/tools/recipes/category-icon";
import { RecipeImage } from "@/components/tools/recipes/recipe-image";
import { RecipeServings } from "@/components/tools/recipes/recipe-servings";
import { categoryOf, recipeBySlug, recipePath, recipes } from "@/lib/recipes/recipes";
import { env } from "@/lib/env";
import { jsonLdText } from "@/lib/landing/structured-data";
import { svgDataUri } from "@/lib/recipes/inline-image";
import { recipeStructuredData } from "@/lib/recipes/json-ld";
import { servingGrams } from "@/lib/recipes/nutrition";
import { tacoSource } from "@/lib/recipes/taco";
import { pageSeo } from "@/lib/seo";
import { Link } from "@/components/ui/link";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return recipes.map((recipe) => ({ slug: recipe.id }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const recipe = recipeBySlug((await params).slug);
  if (!recipe) return {};
  return pageSeo({
    title: `${recipe.title}: receita fitness`,
    description: `${recipe.description} ${recipe.time}, ${recipe.calories} kcal por porção.`,
    path: recipePath(recipe),
  });
}

const decimal = (value: number) => value.toLocaleString("pt-BR", { maximumFractionDigits: 1 });

export default async function RecipePage({ params }: Props) {
  const recipe = recipeBySlug((await params).slug);
  if (!recipe) notFound();
  const { nutrition } = recipe;
  const facts = [
    { icon: Clock, label: "Preparo", value: `${recipe.prepMinutes} min` },
    { icon: Clock, label: "Cozimento", value: recipe.cookMinutes ? `${recipe.cookMinutes} min` : "sem fogo" },
    { icon: Users, label: "Rende", value: `${recipe.servings} ${recipe.servings === 1 ? "porção" : "porções"}` },
    { icon: Flame, label: "Por porção", value: `${nutrition.kcal} kcal` },
  ];
  const rows = [
    ["Valor energético", `${nutrition.kcal} kcal`],
    ["Proteínas", `${decimal(nutrition.protein)} g`],
    ["Carboidratos", `${decimal(nutrition.carbs)} g`],
    ["Gorduras totais", `${decimal(nutrition.fat)} g`],
    ["Fibra alimentar", `${decimal(nutrition.fibre)} g`],
    ["Sódio", `${nutrition.sodium} mg`],
  ];
  return (
    <article className="mx-auto flex w-full max-w-md flex-col gap-5 bg-background px-4 py-5 sm:my-6 sm:rounded-2xl sm:border sm:shadow-lg">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: jsonLdText(recipeStructuredData(recipe, env().SITE_URL, env().companyName)),
        }}
      />
      <nav aria-label="Navegação do app" className="flex items-center justify-between gap-2 text-sm">
        <Link href="/fitnessrecipes" className="inline-flex items-center gap-1 font-medium text-primary">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Receitas
        </Link>
        <Link href="/fitnessrecipes/lista-de-compras" className="font-medium text-primary">
          Lista de compras
        </Link>
      </nav>
      <RecipeImage
        src={svgDataUri(recipe.image)}
        alt={recipe.title}
        priority
        className="aspect-[4/3] h-auto w-full rounded-xl"
      />
      <header className="grid gap-2">
        <p className="inline-flex items-center gap-1 text-sm font-semibold text-primary">
          <CategoryIcon id={recipe.category} className="size-4" />
          {categoryOf(recipe).name}
        </p>
        <h1 className="text-2xl leading-tight font-bold tracking-tight">{recipe.title}</h1>
        <p className="text-muted-foreground">{recipe.description}</p>
      </header>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        {facts.map(({ icon: Icon, label, value }) => (
          <div key={label} className="rounded-md bg-muted p-3">
            <dt className="flex items-center gap-1 text-muted-foreground">
              <Icon aria-hidden="true" className="size-4" /> {label}
            </dt>
            <dd className="mt-1 font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <RecipeServings id={recipe.id} servings={recipe.servings} ingredients={recipe.ingredients} />
      <section aria-labelledby="receita-preparo" className="grid gap-2">
        <h2 id="receita-preparo" className="text-lg font-bold">
          Modo de preparo
        </h2>
        <ol className="grid list-decimal gap-2 pl-5 text-sm">
          {recipe.steps.map((step, index) => (
            <li key={step} id={`passo-${index + 1}`}>
              {step}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="receita-nutricao" className="grid gap-2">
        <h2 id="receita-nutricao" className="text-lg font-bold">
          Informação nutricional
        </h2>
        <table className="w-full text-sm">
          <caption className="pb-2 text-left text-muted-foreground">
            Por porção ({servingGrams(recipe.ingredients, recipe.servings)} g)
          </caption>
          <tbody>
            {rows.map(([name, value]) => (
              <tr key={name} className="border-b last:border-0">
                <th scope="row" className="py-1.5 text-left font-normal">
                  {name}
                </th>
                <td className="py-1.5 text-right font-semibold">{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="text-xs text-muted-foreground">
          Calculada a partir dos ingredientes com a {tacoSource}. Valores aproximados; o sal e a água entram pela
          quantidade indicada.
        </p>
      </section>
      <ContactAfterResult topic="app" />
    </article>
  );
}

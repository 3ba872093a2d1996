import type { Metadata } from "next";
import { LeadsInbox } from "@/components/admin/leads-inbox";
import { NumbersSection } from "@/components/admin/numbers/numbers-section";
import { UsageTable } from "@/components/admin/usage-table";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { requireAdminPage } from "@/lib/admin/guard";
import { flushVisits } from "@/lib/analytics/counter";
import { numbersReport, periodOf } from "@/lib/analytics/report";
import { env } from "@/lib/env";
import { listLeads } from "@/lib/leads/inbox";
import { flushToolUsage, usageDay, usageReport } from "@/lib/usage/usage";

export const metadata: Metadata = { title: "Painel", robots: { index: false, follow: false } };

export default async function InboxPage({ searchParams }: { searchParams: Promise<{ dias?: string | string[] }> }) {
  await requireAdminPage("/painel");
  const days = periodOf((await searchParams).dias);
  await Promise.all([flushToolUsage(), flushVisits()]);
  const [leads, usage, numbers] = await Promise.all([listLeads(), usageReport(), numbersReport(days)]);

  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-12 sm:py-16">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Painel</h1>
        <p className="text-muted-foreground">
          As mensagens do formulário de contato e o uso das ferramentas. Só as contas de administrador veem esta página.
        </p>
      </header>
      <section aria-labelledby="leads-title" className="grid gap-4">
        <h2 id="leads-title" className="text-xl font-semibold">
          Leads
        </h2>
        <LeadsInbox initialLeads={leads} companyName={env().companyName} />
      </section>
      <NumbersSection numbers={numbers} days={days} />
      <Card>
        <CardHeader>
          <CardTitle>Uso das ferramentas</CardTitle>
          <CardDescription>
            Pedidos aos servidores das ferramentas por dia (sem endereço, cookie ou conta) e os leads enviados depois de
            visitar cada uma. O Disparador de Pixel e o FitnessRecipes funcionam só no navegador.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <UsageTable tools={usage} today={usageDay()} />
        </CardContent>
      </Card>
    </div>
  );
}

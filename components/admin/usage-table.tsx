import { USAGE_DAYS, type ToolUsage } from "@/lib/usage/usage";

const DAY_MS = 24 * 60 * 60 * 1000;

/** One bar per day, oldest first; the numbers are in the table's cells, so the bars are decoration. */
function DailyBars({ days, today }: { days: ToolUsage["days"]; today: string }) {
  const end = Date.parse(`${today}T12:00:00Z`);
  const series = Array.from({ length: USAGE_DAYS }, (_, index) => {
    const day = new Date(end - (USAGE_DAYS - 1 - index) * DAY_MS).toISOString().slice(0, 10);
    return { day, requests: days.find((entry) => entry.day === day)?.requests ?? 0 };
  });
  const peak = Math.max(1, ...series.map((entry) => entry.requests));
  return (
    <div aria-hidden="true" className="flex h-6 w-[5.5rem] items-end gap-px">
      {series.map((entry) => (
        <span
          key={entry.day}
          title={`${entry.day}: ${entry.requests}`}
          className="w-0.5 flex-1 rounded-t-sm bg-primary/70"
          style={{ height: `${Math.max(4, (entry.requests / peak) * 100)}%`, opacity: entry.requests ? 1 : 0.25 }}
        />
      ))}
    </div>
  );
}

export function UsageTable({ tools, today }: { tools: ToolUsage[]; today: string }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Pedidos por ferramenta e leads trazidos, nos últimos 30 dias</caption>
      <thead>
        <tr className="border-b text-left text-muted-foreground">
          <th scope="col" className="py-2 pr-2 font-medium">
            Ferramenta
          </th>
          <th scope="col" className="px-2 py-2 font-medium max-sm:hidden">
            Por dia
          </th>
          <th scope="col" className="px-2 py-2 text-right font-medium">
            Hoje
          </th>
          <th scope="col" className="px-2 py-2 text-right font-medium">
            30 dias
          </th>
          <th scope="col" className="py-2 pl-2 text-right font-medium">
            Leads
          </th>
        </tr>
      </thead>
      <tbody>
        {tools.map((tool) => (
          <tr key={tool.tool} className="border-b last:border-0">
            <th scope="row" className="py-2 pr-2 text-left font-normal">
              {tool.label}
            </th>
            <td className="px-2 py-2 max-sm:hidden">
              <DailyBars days={tool.days} today={today} />
            </td>
            <td className="px-2 py-2 text-right tabular-nums">
              {tool.days.find((day) => day.day === today)?.requests ?? 0}
            </td>
            <td className="px-2 py-2 text-right tabular-nums">{tool.requests.toLocaleString("pt-BR")}</td>
            <td className="py-2 pl-2 text-right tabular-nums">{tool.leads}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

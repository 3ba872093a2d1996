import type { ToolUsage } from "@/lib/usage/usage";

export function UsageTable({ tools, today }: { tools: ToolUsage[]; today: string }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Pedidos por ferramenta e leads trazidos, nos últimos 30 dias</caption>
      <thead>
        <tr className="border-b text-left text-muted-foreground">
          <th scope="col" className="py-2 pr-2 font-medium">
            Ferramenta
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

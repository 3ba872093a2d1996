import { cn } from "@/lib/utils";
import { PERIODS, type Numbers, type Period } from "@/lib/analytics/report";
import { BarList, DailyChart } from "./charts";

const integer = new Intl.NumberFormat("pt-BR");
const percent = new Intl.NumberFormat("pt-BR", { style: "percent", maximumFractionDigits: 1 });
const brDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
const sourceName = (name: string) => name || "(direto)";

/** The figures of a chart as a table: the first column names each row; the others are right-aligned numbers. */
function FiguresTable({
  caption,
  columns,
  rows,
  name,
  className,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly { key: string; head: string; cells: readonly string[] }[];
  name?: string;
  className?: string;
}) {
  const [first, ...figures] = columns;
  return (
    <div className="overflow-x-auto" tabIndex={0}>
      <table className={cn("w-full text-sm", className)} data-table={name}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b text-muted-foreground">
            <th scope="col" className="py-1.5 pr-2 text-left font-medium">
              {first}
            </th>
            {figures.map((column) => (
              <th key={column} scope="col" className="px-2 py-1.5 text-right font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b last:border-0">
              <th scope="row" className="py-1.5 pr-2 text-left font-normal">
                {row.head}
              </th>
              {row.cells.map((value, index) => (
                <td key={index} className="px-2 py-1.5 text-right tabular-nums">
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Ranked({
  title,
  caption,
  rows,
  label,
}: {
  title: string;
  caption: string;
  rows: Numbers["sources"];
  label: (name: string) => string;
}) {
  const top = rows.slice(0, 10);
  return (
    <section className="grid gap-3" aria-label={title}>
      <h3 className="font-semibold">{title}</h3>
      {top.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nada contado no período.</p>
      ) : (
        <>
          <BarList
            title={title}
            rows={top.map((row) => ({ name: label(row.name), value: row.visitors, second: row.leads }))}
            unit={[
              ["visitante", "visitantes"],
              ["lead", "leads"],
            ]}
          />
          <FiguresTable
            caption={caption}
            columns={["Nome", "Visitantes", "Leads"]}
            rows={top.map((row) => ({
              key: row.name,
              head: label(row.name),
              cells: [integer.format(row.visitors), integer.format(row.leads)],
            }))}
          />
        </>
      )}
    </section>
  );
}

/**
 * "Números" on /painel: drawn on the server (SVG), no script; every chart has its figures in a table beside it.
 * The period is chosen by links (?dias=7|30|90).
 */
export function NumbersSection({ numbers, days }: { numbers: Numbers; days: Period }) {
  const tiles: [string, number][] = [
    ["Visitantes", numbers.visitors],
    ["Visualizações", numbers.views],
    ["Leads", numbers.leads],
    ["Cliques no WhatsApp", numbers.clicks.whatsapp],
    ["Cliques em Agendar", numbers.clicks.booking],
  ];
  return (
    <section id="numeros" aria-labelledby="numeros-titulo" className="grid scroll-mt-20 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="numeros-titulo" className="text-xl font-semibold">
            Números
          </h2>
          <p className="text-sm text-muted-foreground">
            Visitas contadas sem cookie, de {brDay(numbers.from)} a {brDay(numbers.to)}. Um visitante é reconhecido só
            durante um dia: os visitantes de vários dias são a soma de cada dia.
          </p>
        </div>
        <nav aria-label="Período" className="flex gap-1">
          {PERIODS.map((period) => (
            <a
              key={period}
              href={`/painel?dias=${period}#numeros`}
              aria-current={period === days ? "page" : undefined}
              className={cn(
                "rounded-md border px-3 py-1.5 text-sm",
                period === days ? "border-primary bg-primary text-primary-foreground" : "hover:bg-muted",
              )}
            >
              {period} dias
            </a>
          ))}
          <a
            href={`/api/admin/numbers.csv?dias=${days}`}
            className="rounded-md border px-3 py-1.5 text-sm hover:bg-muted"
            download
          >
            CSV
          </a>
        </nav>
      </div>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {tiles.map(([name, value]) => (
          <div key={name} className="rounded-lg border p-3">
            <dt className="text-xs text-muted-foreground">{name}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{integer.format(value)}</dd>
          </div>
        ))}
      </dl>

      <section className="grid gap-3" aria-label="Visitantes e leads por dia">
        <h3 className="font-semibold">Visitantes e leads por dia</h3>
        <DailyChart days={numbers.days} />
        <details>
          <summary className="cursor-pointer text-sm">Tabela por dia</summary>
          <FiguresTable
            caption="Visitantes, visualizações e leads por dia"
            columns={["Dia", "Visitantes", "Visualizações", "Leads"]}
            rows={[...numbers.days].reverse().map((day) => ({
              key: day.day,
              head: brDay(day.day),
              cells: [day.visitors, day.views, day.leads].map((value) => integer.format(value)),
            }))}
            name="daily"
            className="mt-2"
          />
        </details>
      </section>

      <section className="grid gap-3" aria-label="O caminho até o lead, por página">
        <h3 className="font-semibold">O caminho até o lead, por página</h3>
        <p className="text-sm text-muted-foreground">
          Visitantes de cada página e, entre eles, quantos usaram a ferramenta, se cadastraram, abriram o formulário de
          contato e enviaram um lead no mesmo dia.
        </p>
        <BarList
          title="Visitantes e leads por página"
          rows={numbers.doors.map((door) => ({ name: door.label, value: door.visitors, second: door.leads }))}
          unit={[
            ["visitante", "visitantes"],
            ["lead", "leads"],
          ]}
        />
        <FiguresTable
          caption="O caminho até o lead por página, no período"
          columns={[
            "Página",
            "Visitantes",
            "Resultados",
            "Cadastros",
            "Confirmados",
            "Contato aberto",
            "Leads",
            "Conversão",
            "Chamadas ao modelo",
          ]}
          rows={numbers.doors.map((door) => ({
            key: door.path,
            head: door.label,
            cells: [
              ...[door.visitors, door.runs, door.signups, door.confirmed, door.contactOpened, door.leads].map((value) =>
                integer.format(value),
              ),
              percent.format(door.leadRate),
              integer.format(door.modelCalls),
            ],
          }))}
          name="doors"
          className="min-w-[40rem]"
        />
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <Ranked
          title="Origens"
          caption="Origens (utm_source, ou o site de onde veio) por visitantes e leads"
          rows={numbers.sources}
          label={sourceName}
        />
        <Ranked
          title="Campanhas"
          caption="Campanhas (utm_campaign) por visitantes e leads"
          rows={numbers.campaigns}
          label={(name) => name}
        />
      </div>

      {numbers.clicks.plans.length ? (
        <section className="grid gap-3" aria-label="Botões de plano">
          <h3 className="font-semibold">Botões de plano</h3>
          <BarList
            title="Botões de plano pressionados"
            rows={numbers.clicks.plans.map((plan) => ({ name: plan.name, value: plan.count }))}
            unit={[["clique", "cliques"]]}
          />
        </section>
      ) : null}
    </section>
  );
}

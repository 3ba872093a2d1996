import type { Numbers } from "@/lib/analytics/report";

const integer = new Intl.NumberFormat("pt-BR");
/** "1 lead", "2 leads": a count with its word. */
export const counted = (value: number, one: string, many = `${one}s`) =>
  `${integer.format(value)} ${value === 1 ? one : many}`;
const brDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/**
 * Visitors (bars) and leads (a line with dots) per day, drawn on the server. The labels are HTML around the
 * drawing, so they stay readable at any width; the figures are in the table beside it.
 */
export function DailyChart({ days }: { days: Numbers["days"] }) {
  const width = 600;
  const height = 180;
  const peak = Math.max(1, ...days.map((day) => day.visitors));
  const leadPeak = Math.max(1, ...days.map((day) => day.leads));
  const slot = width / days.length;
  const bar = Math.max(1, slot * 0.7);
  const leadY = (leads: number) => height - 6 - (leads / leadPeak) * (height - 12);
  const points = days.map((day, index) => `${(index + 0.5) * slot},${leadY(day.leads)}`).join(" ");
  return (
    <figure className="grid gap-2">
      <div className="flex justify-between text-xs text-muted-foreground">
        <span>Topo: {counted(peak, "visitante")} por dia</span>
        <span>Topo: {counted(leadPeak, "lead")} por dia</span>
      </div>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        className="h-44 w-full rounded-md border bg-muted/30"
        role="img"
        aria-labelledby="numeros-diario-legenda"
        data-chart="daily"
      >
        {days.map((day, index) => {
          const h = (day.visitors / peak) * (height - 8);
          return (
            <rect
              key={day.day}
              x={index * slot + (slot - bar) / 2}
              y={height - h}
              width={bar}
              height={Math.max(h, day.visitors ? 1 : 0)}
              className="fill-primary/60"
            >
              <title>{`${brDay(day.day)}: ${counted(day.visitors, "visitante")}, ${counted(day.leads, "lead")}`}</title>
            </rect>
          );
        })}
        <polyline
          points={points}
          fill="none"
          className="stroke-success"
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <figcaption
        id="numeros-diario-legenda"
        className="flex flex-wrap justify-between gap-2 text-xs text-muted-foreground"
      >
        <span>{brDay(days[0].day)}</span>
        <span>
          <span aria-hidden="true" className="mr-1 inline-block size-2.5 rounded-sm bg-primary/60" />
          Visitantes por dia
          <span aria-hidden="true" className="mr-1 ml-3 inline-block h-0.5 w-3 bg-success align-middle" />
          Leads por dia
        </span>
        <span>{brDay(days[days.length - 1].day)}</span>
      </figcaption>
    </figure>
  );
}

/** Horizontal bars, one row per item, its value written beside; the table beside has every figure. */
export function BarList({
  title,
  rows,
  unit,
}: {
  title: string;
  rows: { name: string; value: number; second?: number }[];
  unit: [[string, string], [string, string]?];
}) {
  const peak = Math.max(1, ...rows.map((row) => row.value));
  return (
    <figure className="grid gap-2" aria-label={title}>
      <ul className="grid gap-1.5">
        {rows.map((row) => (
          <li key={row.name} className="grid grid-cols-[minmax(0,9rem)_1fr_auto] items-center gap-2 text-sm">
            <span className="truncate">{row.name}</span>
            <svg viewBox="0 0 100 10" preserveAspectRatio="none" className="h-3 w-full" aria-hidden="true">
              <rect x={0} y={0} width={100} height={10} className="fill-muted" />
              <rect
                x={0}
                y={0}
                width={(row.value / peak) * 100}
                height={row.second === undefined ? 10 : 6}
                className="fill-primary/70"
              />
              {row.second === undefined ? null : (
                <rect x={0} y={6} width={(row.second / peak) * 100} height={4} className="fill-success" />
              )}
            </svg>
            <span className="text-right text-xs text-muted-foreground tabular-nums">
              {counted(row.value, ...unit[0])}
              {row.second === undefined || !unit[1] ? null : ` · ${counted(row.second, ...unit[1])}`}
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

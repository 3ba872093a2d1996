export type Candidate = { url: string; descriptor: string };

export function parseSrcset(value: string): Candidate[] {
  const candidates: Candidate[] = [];
  let i = 0;
  while (i < value.length) {
    while (i < value.length && /[\s,]/.test(value[i])) i++;
    if (i >= value.length) break;
    let end = i;
    while (end < value.length && !/\s/.test(value[end])) end++;
    let url = value.slice(i, end);
    i = end;
    let descriptor = "";
    if (url.endsWith(",")) url = url.replace(/,+$/, "");
    else {
      const comma = value.indexOf(",", i);
      descriptor = value.slice(i, comma < 0 ? value.length : comma).trim();
      i = comma < 0 ? value.length : comma + 1;
    }
    if (url) candidates.push({ url, descriptor });
  }
  return candidates;
}

export function serializeSrcset(candidates: Candidate[]): string {
  return candidates.map((c) => (c.descriptor ? `${c.url} ${c.descriptor}` : c.url)).join(", ");
}

/** Embedding every width would multiply the file's size, so one candidate (sharp on most screens) is kept. */
export function bestCandidate(candidates: Candidate[]): Candidate | undefined {
  const measured = candidates.map((c) => {
    const w = /^(\d+)w$/i.exec(c.descriptor);
    const x = /^(\d*\.?\d+)x$/i.exec(c.descriptor);
    return { c, w: w ? Number(w[1]) : undefined, x: x ? Number(x[1]) : c.descriptor ? undefined : 1 };
  });
  const widths = measured.filter((m) => m.w !== undefined).sort((a, b) => a.w! - b.w!);
  if (widths.length) return ([...widths].reverse().find((m) => m.w! <= 2048) ?? widths[0]).c;
  const densities = measured.filter((m) => m.x !== undefined).sort((a, b) => a.x! - b.x!);
  if (densities.length) return ([...densities].reverse().find((m) => m.x! <= 2) ?? densities[0]).c;
  return candidates[0];
}

import { XMLSerializer, type Element, type Node } from "@xmldom/xmldom";

/**
 * Runs of formatted text, as Word (w:r), Excel (x:r) and DrawingML (a:r) write them: a run holds its formatting
 * (rPr) and its text (t). Consecutive runs with the same formatting and the same container (Word splits runs for
 * spelling marks and revisions) form a group; a group is never joined across a container's edge (a hyperlink, a
 * tracked insertion, a field, a content control), so each group's translation stays where its text was.
 */
export type Dialect = {
  ns: string;
  run: string;
  props: string;
  text: string;
  preserve: boolean;
  /** Attributes of the props that are an editor's state, not formatting (DrawingML's spelling marks, `lang`). */
  volatile?: readonly string[];
};

export type Group = { runs: Element[]; text: string };
/** A run and what holds it: runs are only joined when `container` is the same. */
export type Piece = { run: Element; container: unknown };

export const elements = (parent: Node) =>
  Array.from(parent.childNodes).filter((node): node is Element => node.nodeType === 1);

export const is = (node: Element, ns: string, name: string) => node.namespaceURI === ns && node.localName === name;

/** A run's direct text elements (not those of a text box inside it). */
export const textsOf = (run: Element, dialect: Dialect) =>
  elements(run).filter((node) => is(node, dialect.ns, dialect.text));

const serializer = new XMLSerializer();

/** The formatting a run's props stand for, without the attributes that do not change how its text looks. */
function formatOf(properties: Element, dialect: Dialect): string {
  const volatile = dialect.volatile?.filter((name) => properties.hasAttribute(name));
  if (!volatile?.length) return serializer.serializeToString(properties);
  const copy = properties.cloneNode(true) as Element;
  for (const name of volatile) copy.removeAttribute(name);
  return serializer.serializeToString(copy);
}

export function groupsOf(pieces: readonly Piece[], dialect: Dialect): Group[] {
  const groups: (Group & { format: string; container: unknown })[] = [];
  for (const { run, container } of pieces) {
    const parts = textsOf(run, dialect);
    if (!parts.length) continue;
    const properties = elements(run).find((node) => is(node, dialect.ns, dialect.props));
    const format = properties ? formatOf(properties, dialect) : "";
    const text = parts.map((part) => part.textContent ?? "").join("");
    const last = groups.at(-1);
    if (last && last.format === format && last.container === container) {
      last.runs.push(run);
      last.text += text;
    } else groups.push({ runs: [run], text, format, container });
  }
  return groups.filter((group) => group.text.length > 0 || groups.length === 1);
}

/** One group is sent as its text; several as <g1>...</g1><g2>...</g2>, tags the placeholder check guards. */
export function segmentOf(groups: readonly Group[]): string {
  if (groups.length === 1) return groups[0].text;
  return groups.map((group, index) => `<g${index + 1}>${group.text}</g${index + 1}>`).join("");
}

export function splitGroups(translation: string, count: number): string[] {
  if (count === 1) return [translation];
  const parts: string[] = Array(count).fill("");
  const tagged = [...translation.matchAll(/<g(\d+)>([\s\S]*?)<\/g\1>/g)];
  const complete = tagged.length === count && tagged.every((match) => Number(match[1]) <= count);
  if (!complete) {
    // The groups were lost (the segment is marked "revisar"): the whole text goes to the first group.
    parts[0] = translation.replace(/<\/?g\d+>/g, "");
    return parts;
  }
  let last = 0;
  let end = 0;
  for (const match of tagged) {
    const index = Number(match[1]) - 1;
    // Text outside the tags joins the group before it (or the first).
    parts[last] += translation.slice(end, match.index);
    parts[index] += match[2];
    last = index;
    end = match.index + match[0].length;
  }
  parts[last] += translation.slice(end);
  return parts;
}

function setText(group: Group, text: string, dialect: Dialect) {
  const all = group.runs.flatMap((run) => textsOf(run, dialect));
  all.forEach((element, index) => {
    element.textContent = index === 0 ? text : "";
  });
  if (dialect.preserve) all[0].setAttribute("xml:space", "preserve");
}

/** A translated segment written back into its groups; `true` when a group's text changed. */
export function writeGroups(groups: readonly Group[], translation: string, dialect: Dialect): boolean[] {
  return splitGroups(translation, groups.length).map((text, index) => {
    const changed = text !== groups[index].text;
    setText(groups[index], text, dialect);
    groups[index].text = text;
    return changed;
  });
}

/** Letters to translate, beside placeholders such as {{item.name}} (a cell of only those is left as it is). */
export const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\{[^{}]*\}\}|\{[\w.$-]*\}|%\w/g, ""));

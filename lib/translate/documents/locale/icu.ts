import type { Unit } from "./document";
import { pluralCategories, isCategory, type PluralCategory } from "./plurals";

/** ICU MessageFormat (next-intl, FormatJS, react-intl, Flutter .arb): a message's text, arguments and branches. */
type Node =
  | string
  | { raw: string } // {name}, {n, number}, {d, date, short}: kept as it is
  | { name: string; type: "plural" | "selectordinal" | "select"; head: string; branches: [string, Node[]][] };

const COMPLEX = /^\s*([\w.-]+)\s*,\s*(plural|selectordinal|select)\s*,/;

/** Whether a string is an ICU message with a plural or select (a plain {name} needs no parsing). */
export const hasIcuBranches = (text: string) => /\{\s*[\w.-]+\s*,\s*(plural|selectordinal|select)\s*,/.test(text);

/** Parses a message; undefined when its braces do not balance (then it is translated as plain text). */
export function parseIcu(text: string): Node[] | undefined {
  let at = 0;
  const message = (): Node[] | undefined => {
    const nodes: Node[] = [];
    let plain = "";
    while (at < text.length && text[at] !== "}") {
      if (text[at] === "'" && text[at + 1] === "'") {
        plain += "''";
        at += 2;
      } else if (text[at] === "'" && /[{}#|]/.test(text[at + 1] ?? "")) {
        const close = text.indexOf("'", at + 1);
        const end = close < 0 ? text.length : close + 1;
        plain += text.slice(at, end);
        at = end;
      } else if (text[at] === "{") {
        if (plain) nodes.push(plain);
        plain = "";
        const node = argument();
        if (!node) return undefined;
        nodes.push(node);
      } else plain += text[at++];
    }
    if (plain) nodes.push(plain);
    return nodes;
  };
  const argument = (): Node | undefined => {
    const start = at;
    const complex = COMPLEX.exec(text.slice(at + 1, at + 200));
    if (!complex) {
      let depth = 0;
      for (; at < text.length; at++) {
        if (text[at] === "{") depth++;
        else if (text[at] === "}" && --depth === 0) return { raw: text.slice(start, ++at) };
      }
      return undefined;
    }
    at += 1 + complex[0].length;
    const headStart = at;
    const branches: [string, Node[]][] = [];
    while (at < text.length) {
      while (/\s/.test(text[at] ?? "")) at++;
      if (text[at] === "}") {
        at++;
        return { name: complex[1], type: complex[2] as "plural", head: text.slice(start, headStart), branches };
      }
      const selector = /^(offset:\s*\d+|=?[\w-]+)\s*/.exec(text.slice(at));
      if (!selector) return undefined;
      at += selector[0].length;
      if (selector[1].startsWith("offset:")) continue;
      if (text[at] !== "{") return undefined;
      at++;
      const inner = message();
      if (!inner || text[at] !== "}") return undefined;
      at++;
      branches.push([selector[1], inner]);
    }
    return undefined;
  };
  const nodes = message();
  return nodes && at === text.length ? nodes : undefined;
}

/**
 * An ICU message as units to translate (each branch's text, nested arguments as tokens) and how to write it back
 * from their translations: a plural gets the target language's CLDR categories (a new one starts from "other",
 * exact =0/=1 branches stay), branches the target does not use are left out, select branches are kept.
 */
export function icuUnits(
  nodes: Node[],
  key: string,
  target: string,
  note?: string,
): { units: Unit[]; render(texts: string[]): string; added: PluralCategory[] } {
  const units: Unit[] = [];
  const added: PluralCategory[] = [];
  const targetCategories = pluralCategories(target);
  // Each level is one unit: its text with each nested argument as a {__icuN} placeholder filled in when written.
  type Plan = { unit: number; nested: Array<{ marker: string; node: Exclude<Node, string>; plans: [string, Plan][] }> };
  const plan = (message: Node[], plural?: PluralCategory, inPlural = false): Plan => {
    const nested: Plan["nested"] = [];
    const source = message
      .map((node) => {
        if (typeof node === "string") return node;
        if ("raw" in node) return node.raw;
        const marker = `{__icu${nested.length}}`;
        const isPlural = node.type !== "select";
        let branches = node.branches;
        if (node.type === "plural") {
          const exact = branches.filter(([selector]) => !isCategory(selector));
          const other = branches.find(([selector]) => selector === "other")?.[1] ?? branches.at(-1)![1];
          const have = new Set(branches.map(([selector]) => selector));
          const missing = targetCategories.filter((category) => !have.has(category));
          added.push(...missing.filter((category) => !added.includes(category)));
          branches = [
            ...exact,
            ...targetCategories.map(
              (category) => [category, branches.find(([s]) => s === category)?.[1] ?? other] as [string, Node[]],
            ),
          ];
        }
        nested.push({
          marker,
          node,
          plans: branches.map(([selector, inner]) => [
            selector,
            plan(inner, isPlural && isCategory(selector) ? selector : plural, inPlural || isPlural),
          ]),
        });
        return marker;
      })
      .join("");
    units.push({ source, key, note, plural, extra: inPlural ? /#/ : undefined });
    return { unit: units.length - 1, nested };
  };
  const root = plan(nodes);
  const write = (level: Plan, texts: string[]): string =>
    level.nested.reduce((text, { marker, node, plans }) => {
      const branches = plans.map(([selector, inner]) => `${selector} {${write(inner, texts)}}`).join(" ");
      return text.replace(marker, () => `${"head" in node ? node.head : ""} ${branches}}`);
    }, texts[level.unit]);
  return { units, render: (texts) => write(root, texts), added };
}

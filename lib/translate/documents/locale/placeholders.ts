/**
 * What an app's string holds that its code fills in or reads: printf (%s, %d, %1$s, %@, %.2f, %%), Python's
 * %(name)s, Apple's %#@var@, {0}, {name}, {{name}}, %{name}, $name$, ${name} and HTML/XML tags. Each goes to the
 * model as a token <xN/>, never as text it may change, and is put back after; a translation that loses, adds or
 * renames one is not written.
 */
const PLACEHOLDER = new RegExp(
  [
    String.raw`\{\{[^{}]*\}\}`, // {{name}} (i18next, Handlebars)
    String.raw`%\{[^{}]*\}`, // %{name} (Rails)
    String.raw`\$\{[^{}]*\}`, // ${name}
    String.raw`\{[\w.$-]*\}`, // {0}, {name} (ICU's simple argument, Java MessageFormat, .NET)
    String.raw`%[A-Za-z_][\w.]+%`, // %name% (Symfony)
    String.raw`%(?:\d+\$)?#@[^@\s]*@`, // %#@files@, %1$#@files@ (Apple's plural variables)
    String.raw`%%`,
    String.raw`%\([^()\s]*\)[-+ 0#]*(?:\d+|\*)?(?:\.\d+)?[sdiufFeEgGxXoOcra]`, // %(name)s (Python, gettext python-format)
    String.raw`%(?:\d+\$)?[-+ 0#']*(?:\d+|\*)?(?:\.\d+)?(?:hh|h|ll|l|L|q|j|z|t)?[sdiufFeEgGxXoOcCpaA@]`, // printf
    String.raw`\$[A-Za-z_]\w*\$`, // $name$ (Chrome extensions)
    String.raw`<\/?[A-Za-z][\w:.-]*(?:\s[^<>]*)?\/?>`, // a tag, HTML or XML
    String.raw`&(?:[a-z]+|#\d+|#x[0-9a-f]+);`, // an entity (&amp; &#160;)
  ].join("|"),
  "gi",
);

export type Masked = { text: string; tokens: string[] };

/** The string with each placeholder and tag as <x1/>, <x2/>... (the same placeholder twice is one token). */
export function mask(source: string, extra?: RegExp): Masked {
  const tokens: string[] = [];
  const pattern = extra ? new RegExp(`${extra.source}|${PLACEHOLDER.source}`, "gi") : PLACEHOLDER;
  const text = source.replace(pattern, (token) => {
    let index = tokens.indexOf(token);
    if (index < 0) index = tokens.push(token) - 1;
    return `<x${index + 1}/>`;
  });
  return { text, tokens };
}

/** Whether a string is nothing but placeholders, tags, numbers and punctuation: it is kept as it is. */
export const onlyPlaceholders = (masked: Masked) => !/\p{L}/u.test(masked.text.replace(/<x\d+\/>/g, ""));

/**
 * The translation with its tokens put back, or what is wrong with it: a token lost, added or renamed. Every token
 * of the source must be there as many times as in the source (a placeholder may move, never vanish or repeat).
 */
export function unmask(translation: string, masked: Masked): { text: string } | { problem: string } {
  const count = (text: string) => {
    const counts = new Map<string, number>();
    for (const [token] of text.matchAll(/<\s*x\s*(\d+)\s*\/\s*>/g)) {
      counts.set(token.replace(/\s/g, ""), (counts.get(token.replace(/\s/g, "")) ?? 0) + 1);
    }
    return counts;
  };
  const want = count(masked.text);
  const got = count(translation);
  for (const [token, times] of want) {
    if ((got.get(token) ?? 0) !== times) {
      const original = masked.tokens[Number(/\d+/.exec(token)![0]) - 1];
      return { problem: `${(got.get(token) ?? 0) < times ? "perdeu" : "repetiu"} ${original}` };
    }
  }
  for (const token of got.keys()) if (!want.has(token)) return { problem: `inventou um marcador (${token})` };
  // Placeholders the model wrote as text of its own (a {nome} in place of a token) are never written.
  const stray = mask(translation.replace(/<\s*x\s*\d+\s*\/\s*>/g, "")).tokens.filter((token) => !/^&/.test(token));
  if (stray.length) return { problem: `inventou ${stray[0]}` };
  return {
    text: translation.replace(/<\s*x\s*(\d+)\s*\/\s*>/g, (_, n: string) => masked.tokens[Number(n) - 1]),
  };
}

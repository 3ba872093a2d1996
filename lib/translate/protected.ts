/**
 * Where a URL ends: never at a quote, guillemet or bracket around it (“site.com”, «www.site.org»), nor at the
 * sentence's punctuation after it, in Latin or CJK text; such a character may be changed by a translation (« » to
 * “ ”) without the URL changing.
 */
const URL_BODY = String.raw`[^\s<>"“”‘’«»‹›「」『』（）【】〈〉《》。，、；：！？]*[^\s<>"“”‘’«»‹›「」『』（）【】〈〉《》。，、；：！？'.,;:!?)\]}…]`;

/**
 * What a translation must carry over untouched: placeholders ({x}, {{x}}, %s, %1$s), tags, URLs, e-mail
 * addresses and numbers. One scan, the first alternative that matches wins, so the digits of a URL or the name
 * inside {{x}} are not counted twice. Numbers are compared as runs of digits: "1,000.50" and "1.000,50" both
 * hold 1, 000 and 50, so a translation may localise separators and reorder a date without being flagged.
 */
const TOKEN = new RegExp(
  [
    String.raw`\{\{\s*[^{}]+?\s*\}\}`, // {{name}}
    String.raw`\$?\{[\w.$-]*\}`, // {x}, {0}, {}, ${x}
    String.raw`%(?:\d+\$)?[sdif@]`, // %s, %d, %1$s
    `https?:\\/\\/${URL_BODY}`, // a URL, without the quote, bracket or sentence punctuation that follows it
    `www\\.${URL_BODY}`,
    String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`, // an e-mail address
    String.raw`<\/?[A-Za-z][\w:.-]*(?:\s[^<>]*)?\/?>`, // a tag (with a subtitle's classes: <c.yellow>)
    String.raw`\d+`,
  ].join("|"),
  "g",
);

export function protectedTokens(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

/** Each token of the source the translation holds fewer times than the source did (empty: nothing lost). */
export function missingTokens(source: string, translation: string): string[] {
  const left = new Map<string, number>();
  for (const token of protectedTokens(translation)) left.set(token, (left.get(token) ?? 0) + 1);
  const missing: string[] = [];
  for (const token of protectedTokens(source)) {
    const count = left.get(token) ?? 0;
    if (count > 0) left.set(token, count - 1);
    else if (!missing.includes(token)) missing.push(token);
  }
  return missing;
}

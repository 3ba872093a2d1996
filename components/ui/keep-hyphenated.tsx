/**
 * Keeps each hyphenated word ("E-commerce") on one line: a browser may break a line after a hyphen, which left
 * "E-" at the end of one line and "commerce" on the next. The text and its accessible name are unchanged.
 * Inside a flex box, put it in one element of its own: each part would be a flex item, and the space between
 * "Descrição" and "E-commerce" would not be drawn.
 */
export function KeepHyphenated({ text }: { text: string }) {
  return text.split(/(\S+-\S+)/).map((part, index) =>
    index % 2 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

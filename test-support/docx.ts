import { DOMParser } from "@xmldom/xmldom";
import { strToU8, unzipSync, zipSync } from "fflate";

const W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";

export type Run = { text: string; bold?: boolean; italic?: boolean };
export type Paragraph = { style?: string; runs: Run[] };

/** A small but real .docx (what Word needs to open it), built from paragraphs of runs. */
export function buildDocx(paragraphs: Paragraph[]): Uint8Array {
  const body = paragraphs
    .map((paragraph) => {
      const style = paragraph.style ? `<w:pPr><w:pStyle w:val="${paragraph.style}"/></w:pPr>` : "";
      const runs = paragraph.runs
        .map((run) => {
          const props =
            run.bold || run.italic ? `<w:rPr>${run.bold ? "<w:b/>" : ""}${run.italic ? "<w:i/>" : ""}</w:rPr>` : "";
          return `<w:r>${props}<w:t xml:space="preserve">${escapeXml(run.text)}</w:t></w:r>`;
        })
        .join("");
      return `<w:p>${style}${runs}</w:p>`;
    })
    .join("");
  return zipSync({
    "[Content_Types].xml": strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
        "</Types>",
    ),
    "_rels/.rels": strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
        "</Relationships>",
    ),
    "word/document.xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}"><w:body>${body}</w:body></w:document>`,
    ),
  });
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A .docx read back as paragraphs of runs: style, formatting and text, as a person would see them. */
export function readDocxParagraphs(bytes: Uint8Array): Paragraph[] {
  const xml = new TextDecoder().decode(unzipSync(bytes)["word/document.xml"]);
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  return Array.from(doc.getElementsByTagNameNS(W, "p")).map((p) => {
    const style = p.getElementsByTagNameNS(W, "pStyle")[0]?.getAttributeNS(W, "val") ?? undefined;
    const runs = Array.from(p.getElementsByTagNameNS(W, "r")).map((r) => ({
      text: Array.from(r.getElementsByTagNameNS(W, "t"))
        .map((t) => t.textContent)
        .join(""),
      ...(r.getElementsByTagNameNS(W, "b").length ? { bold: true } : {}),
      ...(r.getElementsByTagNameNS(W, "i").length ? { italic: true } : {}),
    }));
    return { ...(style ? { style } : {}), runs };
  });
}

const PACKAGE_RELS = "http://schemas.openxmlformats.org/package/2006/relationships";
const WORD_STRICT = "http://purl.oclc.org/ooxml/wordprocessingml/main";

/**
 * A .docx around a body given as WordprocessingML (prefix `w:`), with its main part where `main` says and, when
 * given, a comments part: Transitional by default, or Strict (ISO 29500 namespaces) as Word's "Strict Open XML".
 */
export function wordPackage({
  body,
  comments,
  main = "word/document.xml",
  strict = false,
}: {
  body: string;
  comments?: string;
  main?: string;
  strict?: boolean;
}): Uint8Array {
  const w = strict ? WORD_STRICT : W;
  const relations = strict
    ? "http://purl.oclc.org/ooxml/officeDocument/relationships"
    : "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
  const slash = main.lastIndexOf("/");
  const folder = main.slice(0, slash + 1);
  const declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
  const files: Record<string, Uint8Array> = {
    "[Content_Types].xml": strToU8(
      declaration +
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        `<Override PartName="/${main}" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>` +
        "</Types>",
    ),
    "_rels/.rels": strToU8(
      `${declaration}<Relationships xmlns="${PACKAGE_RELS}">` +
        `<Relationship Id="rId1" Type="${relations}/officeDocument" Target="/${main}"/></Relationships>`,
    ),
    [main]: strToU8(`${declaration}<w:document xmlns:w="${w}"><w:body>${body}</w:body></w:document>`),
  };
  if (comments) {
    files[`${folder}_rels/${main.slice(slash + 1)}.rels`] = strToU8(
      `${declaration}<Relationships xmlns="${PACKAGE_RELS}">` +
        `<Relationship Id="rId9" Type="${relations}/comments" Target="comments.xml"/></Relationships>`,
    );
    files[`${folder}comments.xml`] = strToU8(`${declaration}<w:comments xmlns:w="${w}">${comments}</w:comments>`);
  }
  return zipSync(files);
}

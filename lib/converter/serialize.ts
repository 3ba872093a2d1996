import type { DefaultTreeAdapterTypes as T } from "parse5";
import { isElement } from "./dom";

// Walks without recursion, so any depth of nesting is written.
const voidTags = new Set([
  "area",
  "base",
  "basefont",
  "bgsound",
  "br",
  "col",
  "embed",
  "frame",
  "hr",
  "img",
  "input",
  "keygen",
  "link",
  "meta",
  "param",
  "source",
  "track",
  "wbr",
]);
const rawTextTags = new Set(["style", "script", "xmp", "iframe", "noembed", "noframes", "plaintext"]);
const keepSpaceTags = new Set(["pre", "textarea", "listing"]);

export function serializeHtml(document: T.Document, scriptingEnabled: boolean): string {
  const out: string[] = [];
  type Step = { node: T.ChildNode | T.Document; close?: string; keepSpace: boolean };
  const stack: Step[] = [{ node: document, keepSpace: false }];
  while (stack.length) {
    const { node, close, keepSpace } = stack.pop()!;
    if (close !== undefined) {
      out.push(close);
      continue;
    }
    if (node.nodeName === "#document") {
      pushChildren(stack, node as T.Document, false);
    } else if (node.nodeName === "#documentType") {
      out.push(`<!DOCTYPE ${(node as T.DocumentType).name || "html"}>`);
    } else if (node.nodeName === "#comment") {
      out.push(`<!--${(node as T.CommentNode).data}-->`);
    } else if (node.nodeName === "#text") {
      out.push(text(node as T.TextNode, keepSpace, scriptingEnabled));
    } else if (isElement(node)) {
      const name = node.tagName;
      out.push(`<${name}${node.attrs.map(attribute).join("")}>`);
      if (voidTags.has(name) && node.namespaceURI === "http://www.w3.org/1999/xhtml") continue;
      stack.push({ node, close: `</${name}>`, keepSpace });
      const keep =
        keepSpace ||
        keepSpaceTags.has(name) ||
        /white-space/i.test(node.attrs.find((a) => a.name === "style")?.value ?? "");
      pushChildren(stack, name === "template" ? (node as T.Template).content : node, keep);
    }
  }
  return out.join("");
}

function pushChildren(
  stack: { node: T.ChildNode | T.Document; keepSpace: boolean }[],
  parent: T.ParentNode,
  keepSpace: boolean,
) {
  for (let i = parent.childNodes.length - 1; i >= 0; i--) stack.push({ node: parent.childNodes[i], keepSpace });
}

/** ` name=value` as the file writes it (quoted only when needed). */
export function attribute(attr: T.Element["attrs"][number]): string {
  const name = attr.prefix ? `${attr.prefix}:${attr.name}` : attr.name;
  if (attr.value === "") return ` ${name}`;
  const value = attr.value.replace(/&/g, "&amp;").replace(/\u00a0/g, "&nbsp;");
  // Unquoted values may not hold spaces, quotes, =, <, >, ` (HTML's unquoted attribute value syntax).
  return /^[^\s"'=<>`]+$/.test(value) ? ` ${name}=${value}` : ` ${name}="${value.replace(/"/g, "&quot;")}"`;
}

function text(node: T.TextNode, keepSpace: boolean, scriptingEnabled: boolean): string {
  const parent = node.parentNode && isElement(node.parentNode) ? node.parentNode.tagName : "";
  if (rawTextTags.has(parent) || (parent === "noscript" && scriptingEnabled)) return node.value;
  if (parent === "head" || parent === "html") return node.value.trim() ? escape(node.value) : "";
  const value = escape(node.value);
  return keepSpace ? value : value.replace(/[ \t\n\r\f]{2,}/g, (run) => (run.includes("\n") ? "\n" : " "));
}

function escape(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/\u00a0/g, "&nbsp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

import { defaultTreeAdapter as tree, type DefaultTreeAdapterTypes as T } from "parse5";

export type Element = T.Element;
export type ParentNode = T.ParentNode;
export type ChildNode = T.ChildNode;

export const isElement = (node: T.Node): node is Element => "tagName" in node;

/** Every element under `root` in document order, template contents included (no recursion: any depth). */
export function elements(root: T.ParentNode): Element[] {
  const found: Element[] = [];
  const stack: T.ChildNode[] = [...root.childNodes].reverse();
  while (stack.length) {
    const node = stack.pop()!;
    if (!isElement(node)) continue;
    found.push(node);
    if (node.tagName === "template") stack.push(...[...(node as T.Template).content.childNodes].reverse());
    stack.push(...[...node.childNodes].reverse());
  }
  return found;
}

export function getAttr(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

export function setAttr(element: Element, name: string, value: string) {
  const existing = element.attrs.find((attr) => attr.name === name);
  if (existing) existing.value = value;
  else element.attrs.push({ name, value });
}

export function removeAttr(element: Element, ...names: string[]) {
  element.attrs = element.attrs.filter((attr) => !names.includes(attr.name));
}

export function classes(element: Element): string[] {
  return (getAttr(element, "class") ?? "").split(/\s+/).filter(Boolean);
}

export function setClasses(element: Element, list: string[]) {
  if (list.length) setAttr(element, "class", [...new Set(list)].join(" "));
  else removeAttr(element, "class");
}

export function detach(node: T.ChildNode) {
  if (node.parentNode) tree.detachNode(node);
}

export function unwrap(node: Element) {
  const parent = node.parentNode;
  if (!parent) return;
  const index = parent.childNodes.indexOf(node);
  for (const child of node.childNodes) child.parentNode = parent;
  parent.childNodes.splice(index, 1, ...node.childNodes);
  node.parentNode = null;
}

export function textOf(element: Element): string {
  return element.childNodes
    .map((child) => ("value" in child && child.nodeName === "#text" ? child.value : ""))
    .join("");
}

export function setText(element: Element, text: string): Element {
  element.childNodes = [];
  tree.insertText(element, text);
  return element;
}

export function createElement(
  tagName: string,
  attrs: Record<string, string>,
  namespace = "http://www.w3.org/1999/xhtml" as T.Element["namespaceURI"],
): Element {
  return tree.createElement(
    tagName,
    namespace,
    Object.entries(attrs).map(([name, value]) => ({ name, value })),
  );
}

export function prepend(parent: T.ParentNode, node: T.ChildNode) {
  if (parent.childNodes.length) tree.insertBefore(parent, node, parent.childNodes[0]);
  else tree.appendChild(parent, node);
}

export { tree };

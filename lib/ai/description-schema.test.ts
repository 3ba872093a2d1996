import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { modelAnswerSchema } from "./description-schema";
import { answerJsonSchema } from "./json-answer";

type Node = {
  type?: string;
  properties?: Record<string, Node>;
  required?: string[];
  additionalProperties?: unknown;
  items?: Node;
};

/** OpenAI's strict mode: every object lists all its properties as required and allows no others. */
function strictProblems(node: Node, path = "$"): string[] {
  const problems: string[] = [];
  if (node.type === "object") {
    const keys = Object.keys(node.properties ?? {});
    if ([...(node.required ?? [])].sort().join() !== [...keys].sort().join()) problems.push(`${path}: required`);
    if (node.additionalProperties !== false) problems.push(`${path}: additionalProperties`);
    for (const key of keys) problems.push(...strictProblems(node.properties![key], `${path}.${key}`));
  }
  if (node.items) problems.push(...strictProblems(node.items, `${path}[]`));
  return problems;
}

const version = {
  title: "T",
  seoTitle: "S",
  metaDescription: "M",
  highlights: ["a", "b", "c"],
  html: "<p>x</p>",
  caption: "c #x",
};

describe("the description answer schema", () => {
  it("is a JSON Schema strict mode accepts, with no dialect keyword", () => {
    const schema = answerJsonSchema(modelAnswerSchema) as Node & { $schema?: string };
    expect(schema.$schema).toBeUndefined();
    expect(strictProblems(schema)).toEqual([]);
    expect(schema.properties?.versions.items?.properties?.highlights.type).toBe("array");
  });

  it("accepts three complete versions and refuses fewer, empty fields or too few highlights", () => {
    const ok = (data: unknown) => z.safeParse(modelAnswerSchema, data).success;
    expect(ok({ versions: [version, version, version] })).toBe(true);
    expect(ok({ versions: [version, version] })).toBe(false);
    expect(ok({ versions: [version, version, { ...version, seoTitle: "  " }] })).toBe(false);
    expect(ok({ versions: [version, version, { ...version, highlights: ["a"] }] })).toBe(false);
    expect(ok({ versions: [version, version, { ...version, html: 3 }] })).toBe(false);
  });
});

import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import type { ComponentType, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { twMerge } from "tailwind-merge";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { Alert, AlertDescription, AlertTitle } from "./alert";
import { Badge } from "./badge";
import { Button } from "./button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "./card";
import { CopyButton } from "./copy-button";
import { Input } from "./input";
import { Label } from "./label";
import { Select } from "./select";
import { Spinner } from "./spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";
import { CharCount, Textarea } from "./textarea";

/*
 * The primitives join classes with clsx, not tailwind-merge (8 KB gz on every page that has a button,
 * issue 29), so two classes that set the same property would both reach the page and the stylesheet's
 * order would decide. This renders every use of a primitive in the app, with the variants and the
 * className written at the call site, and fails when tailwind-merge would have dropped a class.
 */
const primitives: Record<string, ComponentType<Record<string, unknown>>> = {
  Alert,
  AlertDescription,
  AlertTitle,
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  CharCount,
  CopyButton,
  Input,
  Label,
  Select,
  Spinner,
  TabsContent,
  TabsList,
  TabsTrigger,
  Textarea,
} as never;
const needs: Record<string, Record<string, unknown>> = {
  CharCount: { id: "n", value: 1, max: 2 },
  CopyButton: { text: "x" },
  Select: { options: [] },
  TabsContent: { value: "a" },
  TabsTrigger: { value: "a" },
};

type Use = { where: string; tag: string; props: Record<string, string> };

/** Every <Primitive ...> in app/ and components/, with its string-valued attributes. */
function usesInApp(): Use[] {
  const files = execFileSync("git", ["ls-files", "app/**/*.tsx", "components/**/*.tsx"], { encoding: "utf8" })
    .split("\n")
    .filter((file) => file && !file.startsWith("components/ui/") && !file.endsWith(".test.tsx"));
  const uses: Use[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, "utf8"),
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TSX,
    );
    const visit = (node: ts.Node) => {
      if (
        (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
        node.tagName.getText(source) in primitives
      ) {
        const props: Record<string, string> = {};
        for (const attribute of node.attributes.properties) {
          if (ts.isJsxAttribute(attribute) && attribute.initializer && ts.isStringLiteral(attribute.initializer)) {
            props[attribute.name.getText(source)] = attribute.initializer.text;
          }
        }
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        uses.push({ where: `${file}:${line}`, tag: node.tagName.getText(source), props });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return uses;
}

function classLists(element: ReactNode): string[] {
  const html = renderToStaticMarkup(<Tabs defaultValue="a">{element}</Tabs>);
  return [...html.matchAll(/class="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));
}

const dropped = (classes: string) => {
  const kept = new Set(twMerge(classes).split(" "));
  return classes.split(/\s+/).filter((name) => name && !kept.has(name));
};

describe("classes the primitives render", () => {
  const uses = usesInApp();

  it("finds the primitives' uses in the app", () => {
    expect(uses.length).toBeGreaterThan(100);
    expect(uses.map((use) => use.tag)).toEqual(expect.arrayContaining(["Button", "TabsTrigger", "Textarea", "Badge"]));
  });

  it("never set one property twice, at any call site", () => {
    const conflicts = uses.flatMap(({ where, tag, props }) => {
      const Primitive = primitives[tag]!;
      return classLists(<Primitive {...needs[tag]} {...props} />)
        .filter((classes) => dropped(classes).length > 0)
        .map((classes) => `${where} <${tag}>: "${classes}" (tailwind-merge drops ${dropped(classes).join(" ")})`);
    });
    expect(conflicts).toEqual([]);
  });

  it("would catch a className that overrides a primitive's own class", () => {
    expect(classLists(<Button size="sm" className="h-10" />).flatMap(dropped)).toEqual(["h-9"]);
    expect(classLists(<TabsContent value="a" className="mt-0 mt-4" />).flatMap(dropped)).toEqual(["mt-0"]);
  });
});

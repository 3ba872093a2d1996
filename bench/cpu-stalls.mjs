// @ts-check
/**
 * Where a process's event loop was held, from its CPU profile (`node --cpu-prof --cpu-prof-dir=DIR server.mjs`, or
 * NODE_OPTIONS for a bench that starts it): the functions with the most self time, then each stretch of samples
 * with no idle between them of at least MIN ms (a long task, or turns back to back), with its own top self time and
 * the innermost frames of the site's code (the build's chunks, server.mjs) under it. With FROM and TO (microseconds
 * of the profile's clock, which is process.hrtime's, as bench/loop-lag.mjs prints it) only that window, whole.
 * Usage: node bench/cpu-stalls.mjs PROFILE [MIN=80] | node bench/cpu-stalls.mjs PROFILE --window FROM TO
 */
import { readFileSync } from "node:fs";

const [file, ...rest] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, "utf8"));
/** @type {Map<number, any>} */
const nodes = new Map(profile.nodes.map((/** @type {any} */ node) => [node.id, node]));
/** @type {Map<number, number>} */
const parents = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);

/** @param {any} node */
const nameOf = ({ callFrame: frame }) =>
  `${frame.functionName || "(anonymous)"} ${frame.url.replace(/^.*\/(node_modules|\.next[^/]*)\//, "")}:${frame.lineNumber + 1}`;
/** @param {number} id */
const stackOf = (id) => {
  const stack = [];
  for (let at = /** @type {number | undefined} */ (id); at !== undefined; at = parents.get(at))
    stack.push(nodes.get(at));
  return stack;
};
let clock = profile.startTime;
/** @type {number[]} */
const times = profile.timeDeltas.map((/** @type {number} */ delta) => (clock += delta));
/** @param {number} index */
const msOf = (index) => (profile.timeDeltas[index + 1] ?? 0) / 1000;
/** @param {number} index */
const idle = (index) => nodes.get(profile.samples[index]).callFrame.functionName === "(idle)";
const ours = /\/chunks\/|server\.mjs/;

/** @param {Record<string, number>} tally @param {number} count */
const top = (tally, count) =>
  Object.entries(tally)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `    ${ms.toFixed(0).padStart(5)} ms  ${name}`)
    .join("\n");

/** Self time and our innermost frames of samples [from, to). @param {number} from @param {number} to */
function describe(from, to) {
  /** @type {Record<string, number>} */
  const self = {};
  /** @type {Record<string, number>} */
  const site = {};
  for (let index = from; index < to; index++) {
    const stack = stackOf(profile.samples[index]);
    const name = nameOf(stack[0]);
    self[name] = (self[name] ?? 0) + msOf(index);
    const mine = stack.find((node) => ours.test(node.callFrame.url));
    if (mine) site[nameOf(mine)] = (site[nameOf(mine)] ?? 0) + msOf(index);
  }
  return `  self:\n${top(self, 8)}\n  under the site's code:\n${top(site, 5)}`;
}

if (rest[0] === "--window") {
  const [from, to] = rest.slice(1).map(Number);
  const first = times.findIndex((time) => time >= from);
  const after = times.findIndex((time) => time > to);
  const end = after < 0 ? times.length : after;
  console.log(`${((to - from) / 1000).toFixed(0)} ms window\n${describe(first < 0 ? end : first, end)}`);
} else {
  const min = Number(rest[0] ?? 80);
  /** @type {Record<string, number>} */
  const total = {};
  profile.samples.forEach((/** @type {number} */ id, /** @type {number} */ index) => {
    const name = nameOf(nodes.get(id));
    total[name] = (total[name] ?? 0) + msOf(index);
  });
  console.log(
    `${((profile.endTime - profile.startTime) / 1e6).toFixed(1)} s profiled; most self time:\n${top(total, 15)}`,
  );
  let start = -1;
  for (let index = 0; index <= profile.samples.length; index++) {
    const busy = index < profile.samples.length && !idle(index);
    if (busy && start < 0) start = index;
    if (busy || start < 0) continue;
    const ms = (times[index - 1] - times[start]) / 1000;
    if (ms >= min) {
      const at = (times[start] - profile.startTime) / 1e6;
      console.log(
        `\n${ms.toFixed(0)} ms busy from +${at.toFixed(2)} s (clock ${times[start]})\n${describe(start, index)}`,
      );
    }
    start = -1;
  }
}

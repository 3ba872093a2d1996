import type { AssetSummary } from "./assets";
import type { Conversion } from "./convert";
import type { WidgetCounts } from "./widgets";

/** The page's asset counts and savings (assets.ts), with its size, and its failures listed shortly. */
export type ConversionReport = Omit<AssetSummary, "failed"> & {
  bytes: number;
  failed: { url: string; reason: string }[];
  failedCount: number;
  /** Interactive widgets that work in the file, by kind. */
  widgets: WidgetCounts;
  durationMs: number;
};

const MAX_LISTED = 20;

export function reportOf(conversion: Conversion): ConversionReport {
  const { failed, ...counts } = conversion.summary;
  return {
    ...counts,
    bytes: conversion.bytes,
    // Kept short: the list travels in a header.
    failed: failed
      .slice(0, MAX_LISTED)
      .map(({ url, reason }) => ({ url: url.length > 200 ? `${url.slice(0, 199)}…` : url, reason })),
    failedCount: failed.length,
    widgets: conversion.widgets,
    durationMs: conversion.durationMs,
  };
}

/** JSON with every non-ASCII character escaped, so it is a valid header value. */
export function encodeReport(report: ConversionReport): string {
  return JSON.stringify(report).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

export function parseReport(value: string | null): ConversionReport | null {
  if (!value) return null;
  try {
    return JSON.parse(value) as ConversionReport;
  } catch {
    return null;
  }
}

// Loaded in the browser with the catalogue, like the parser.
import Papa from "papaparse";
import { escapeHtml } from "@/lib/escape-html";
import type { DescriptionInput, DescriptionVersion } from "@/lib/validation/description";

export type CatalogueRow = { product: DescriptionInput; version: DescriptionVersion };

/**
 * Shopify's product CSV (help.shopify.com, "Using CSV files to import and export products"): one row per
 * product with its single default variant. Imported as drafts, so the owner reviews before publishing.
 */
export const SHOPIFY_COLUMNS = [
  "Handle",
  "Title",
  "Body (HTML)",
  "Vendor",
  "Tags",
  "Published",
  "Option1 Name",
  "Option1 Value",
  "Variant Price",
  "Variant Inventory Policy",
  "Variant Fulfillment Service",
  "Variant Requires Shipping",
  "Variant Taxable",
  "SEO Title",
  "SEO Description",
  "Status",
] as const;

/**
 * WooCommerce's product CSV importer (woocommerce.com, "Product CSV Import Schema"); "Meta:" columns become
 * post meta, here Yoast SEO's title and description. Published -1 is a draft.
 */
export const WOOCOMMERCE_COLUMNS = [
  "Type",
  "Name",
  "Published",
  "Is featured?",
  "Visibility in catalog",
  "Short description",
  "Description",
  "Tax status",
  "In stock?",
  "Regular price",
  "Meta: _yoast_wpseo_title",
  "Meta: _yoast_wpseo_metadesc",
] as const;

/** A spreadsheet runs a cell that starts with = + - @ (or a tab or CR) as a formula: those get a leading quote. */
const FORMULA_START = /^[=+\-@\t\r]/;

function toCsv(columns: readonly string[], rows: Record<string, string>[]): string {
  return Papa.unparse(
    { fields: [...columns], data: rows.map((row) => columns.map((column) => row[column] ?? "")) },
    { escapeFormulae: FORMULA_START, newline: "\r\n", quotes: true },
  );
}

/** "R$ 1.299,90 em até 10x" -> "1299.90"; empty when the price is not a plain amount. */
export function priceOf(text: string): string {
  const match = /(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?/.exec(text);
  if (!match) return "";
  return `${match[1].replaceAll(".", "")}.${(match[2] ?? "00").padEnd(2, "0")}`;
}

export function handleOf(name: string): string {
  return (
    name
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80) || "produto"
  );
}

export function shopifyCsv(rows: CatalogueRow[]): string {
  const seen = new Map<string, number>();
  return toCsv(
    SHOPIFY_COLUMNS,
    rows.map(({ product, version }) => {
      const base = handleOf(product.productName);
      const count = (seen.get(base) ?? 0) + 1;
      seen.set(base, count);
      return {
        Handle: count > 1 ? `${base}-${count}` : base,
        Title: version.title,
        "Body (HTML)": version.html,
        Published: "FALSE",
        "Option1 Name": "Title",
        "Option1 Value": "Default Title",
        "Variant Price": priceOf(product.priceRange),
        "Variant Inventory Policy": "deny",
        "Variant Fulfillment Service": "manual",
        "Variant Requires Shipping": "TRUE",
        "Variant Taxable": "TRUE",
        "SEO Title": version.seoTitle,
        "SEO Description": version.metaDescription,
        Status: "draft",
      };
    }),
  );
}

export function wooCommerceCsv(rows: CatalogueRow[]): string {
  return toCsv(
    WOOCOMMERCE_COLUMNS,
    rows.map(({ product, version }) => ({
      Type: "simple",
      Name: version.title,
      Published: "-1",
      "Is featured?": "0",
      "Visibility in catalog": "visible",
      "Short description": `<ul>${version.highlights.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`,
      Description: version.html,
      "Tax status": "taxable",
      "In stock?": "1",
      "Regular price": priceOf(product.priceRange),
      "Meta: _yoast_wpseo_title": version.seoTitle,
      "Meta: _yoast_wpseo_metadesc": version.metaDescription,
    })),
  );
}

import { toolRecord } from "@/lib/content/tools";
import { jsonLdText } from "@/lib/landing/structured-data";
import { toolStructuredData } from "@/lib/tools/seo";

/** The tool's WebApplication JSON-LD, from its record. */
export function ToolJsonLd({ route }: { route: string }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: jsonLdText(toolStructuredData(toolRecord(route))) }}
    />
  );
}

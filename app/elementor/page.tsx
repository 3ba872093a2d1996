import type { Metadata } from "next";
import { ConverterModes } from "@/components/tools/converter/converter-modes";
import { HowItWorks } from "@/components/tools/converter/how-it-works";
import { TipsBox } from "@/components/tools/converter/tips-box";
import { ToolPage } from "@/components/tools/tool-page";
import { StaticContent } from "@/components/ui/static-content";
import { converterPage } from "@/lib/content/tools";
import { toolMetadata } from "@/lib/tools/seo";

export const metadata: Metadata = toolMetadata("/elementor");

export default function ElementorPage() {
  return (
    <ToolPage route="/elementor" copy={converterPage}>
      {/* One shrinkable column on phones (an implicit grid column grows to its widest content), and the
          long button label may wrap there: at 320 px the page was 350 px wide. The form comes first, so a
          phone shows the address field on its first screen; on wide screens it stays on the right. */}
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-2 max-sm:[&_button]:h-auto max-sm:[&_button]:min-h-12 max-sm:[&_button]:whitespace-normal">
        <div className="grid content-start gap-6 lg:order-last">
          <ConverterModes />
          <StaticContent>
            <TipsBox />
          </StaticContent>
        </div>
        <StaticContent>
          <HowItWorks />
        </StaticContent>
      </div>
    </ToolPage>
  );
}

import { ImageResponse } from "next/og";
import { cheaperPercent, comparedTo, fasterFactor, hero } from "@/lib/content/landing";
import { initials } from "@/lib/company/brand";
import { env } from "@/lib/env";

export const shareImageSize = { width: 1200, height: 630 };
export const shareImageAlt = () => `${env().companyName}: ${hero.headline}`;

type ShareCard = { headline: string; subline: string; badge: string };

/** The home page's card: the headline, the promise and the quickest plan. */
export const landingShareCard = (): ShareCard => ({
  headline: hero.headline,
  subline: `Até ${cheaperPercent}% mais barato e ${fasterFactor}x mais rápido que ${comparedTo}`,
  badge: `Plano ${hero.delivery.plan}: entrega em ${hero.delivery.ours}`,
});

/** A 1200x630 card with the company's name over a headline; drawn by next/og at build time, offline. */
export function renderShareImage({ headline, subline, badge }: ShareCard = landingShareCard()) {
  const name = env().companyName;
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72,
        color: "white",
        background: "linear-gradient(135deg, #4c1d95 0%, #7c3aed 45%, #c026d3 100%)",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20, fontSize: 36, fontWeight: 700 }}>
        <div
          style={{
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            width: 72,
            height: 72,
            borderRadius: 16,
            background: "rgba(255,255,255,0.18)",
          }}
        >
          {initials(name)}
        </div>
        {name}
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
        <div style={{ fontSize: 76, fontWeight: 800, lineHeight: 1.05, letterSpacing: -2 }}>{headline}</div>
        <div style={{ fontSize: 34, opacity: 0.9 }}>{subline}</div>
      </div>
      <div style={{ display: "flex", gap: 16, fontSize: 28 }}>
        <div style={{ display: "flex", padding: "10px 22px", borderRadius: 999, background: "rgba(255,255,255,0.18)" }}>
          {badge}
        </div>
      </div>
    </div>,
    shareImageSize,
  );
}

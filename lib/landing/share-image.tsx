import { ImageResponse } from "next/og";
import { cheaperPercent, comparedTo, fasterFactor, hero } from "@/lib/content/landing";
import { siteName } from "@/lib/content/navigation";

export const shareImageSize = { width: 1200, height: 630 };
export const shareImageAlt = `${siteName}: ${hero.headline}`;

export function renderShareImage() {
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
          SH
        </div>
        {siteName}
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
        <div style={{ fontSize: 76, fontWeight: 800, lineHeight: 1.05, letterSpacing: -2 }}>{hero.headline}</div>
        <div
          style={{ fontSize: 34, opacity: 0.9 }}
        >{`Até ${cheaperPercent}% mais barato e ${fasterFactor}x mais rápido que ${comparedTo}`}</div>
      </div>
      <div style={{ display: "flex", gap: 16, fontSize: 28 }}>
        <div style={{ display: "flex", padding: "10px 22px", borderRadius: 999, background: "rgba(255,255,255,0.18)" }}>
          {`Plano ${hero.delivery.plan}: entrega em ${hero.delivery.ours}`}
        </div>
      </div>
    </div>,
    shareImageSize,
  );
}

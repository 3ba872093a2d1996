import { ImageResponse } from "next/og";
import { THEME_COLOR } from "@/lib/recipes/app-scope";
import { appIcons } from "@/lib/recipes/pwa";

export const dynamicParams = false;

export function generateStaticParams() {
  return appIcons.map(({ file }) => ({ file }));
}

/** The app's mark (FR on green); the maskable one keeps it inside the central 80 % any mask leaves. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file: wanted } = await params;
  const icon = appIcons.find(({ file }) => file === wanted);
  if (!icon) return new Response("Ícone não encontrado.", { status: 404 });
  const maskable = icon.purpose === "maskable";
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        background: THEME_COLOR,
        borderRadius: maskable ? 0 : icon.size * 0.2,
        color: "white",
        fontSize: icon.size * (maskable ? 0.32 : 0.42),
        fontWeight: 800,
      }}
    >
      FR
    </div>,
    { width: icon.size, height: icon.size },
  );
}

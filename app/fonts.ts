import localFont from "next/font/local";

// Self-hosted from the npm package: next/font/google cannot reach Google at build time here.
export const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  weight: "100 900",
  display: "swap",
});

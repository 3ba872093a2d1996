// fontverter (a dependency of subset-font) ships no types; the tests use it to read subset fonts.
declare module "fontverter" {
  const fontverter: {
    convert(font: Buffer, to: "sfnt" | "woff" | "woff2" | "truetype"): Promise<Buffer>;
    detectFormat(font: Buffer): string;
  };
  export default fontverter;
}

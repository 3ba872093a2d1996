import sharp from "sharp";

/** A synthetic "photo": smooth light and shade with fine grain, as a camera's JPEG (high quality, large). */
async function photo(width: number, height: number, quality: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let seed = 12345;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = (seed & 15) - 8;
      const at = (y * width + x) * 3;
      raw[at] = clamp(120 + 80 * Math.sin(x / 180) + grain);
      raw[at + 1] = clamp(100 + 70 * Math.cos(y / 140) + 30 * Math.sin((x + y) / 90) + grain);
      raw[at + 2] = clamp(90 + (150 * y) / height + grain);
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

/** A logo: few colours and transparency, as a palette PNG. */
async function logo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><rect x="10" y="10" width="580" height="180" rx="40" fill="#0a7"/><circle cx="100" cy="100" r="60" fill="#fff"/>${Array.from({ length: 40 }, (_, i) => `<rect x="${180 + i * 10}" y="${40 + (i % 7) * 15}" width="6" height="6" fill="#f${i % 10}0"/>`).join("")}</svg>`;
  return sharp(Buffer.from(svg)).png({ palette: true, colours: 64 }).toBuffer();
}

let made: Promise<Record<string, [Buffer, string]>> | undefined;

/** The photo page's images, made once per process. */
export function photoFiles(): Promise<Record<string, [Buffer, string]>> {
  made ??= (async () => ({
    "/fotos/paisagem.jpg": [await photo(2400, 1600, 92), "image/jpeg"],
    "/fotos/retrato.jpg": [await photo(900, 1200, 90), "image/jpeg"],
    "/fotos/miniatura.jpg": [await photo(160, 120, 80), "image/jpeg"],
    "/fotos/logo.png": [await logo(), "image/png"],
    "/fotos/icone.svg": [
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><path d="M2 12h20" stroke="#000"/></svg>',
      ),
      "image/svg+xml",
    ],
  }))();
  return made;
}

export const photoPage = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Galeria de Fotos</title>
<style>.hero{height:300px;background:url(/fotos/paisagem.jpg) center/cover}img{max-width:100%;height:auto;display:block}</style></head>
<body><div class="hero"></div>
<img id="paisagem" src="/fotos/paisagem.jpg" width="2400" height="1600" alt="Paisagem">
<img id="retrato" src="/fotos/retrato.jpg" width="900" height="1200" alt="Retrato">
<img id="miniatura" src="/fotos/miniatura.jpg" width="160" height="120" alt="Miniatura">
<img id="logo" src="/fotos/logo.png" width="600" height="200" alt="Logo">
<img id="icone" src="/fotos/icone.svg" width="24" height="24" alt="Ícone">
</body></html>`;

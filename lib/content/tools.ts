export type TileIcon =
  | "clock"
  | "download"
  | "globe"
  | "mic"
  | "palette"
  | "ratio"
  | "search"
  | "sparkles"
  | "target"
  | "trending-up"
  | "zap";
export type FeatureTile = { icon: TileIcon; title: string; text: string };
export type ToolCopy = { title: string; subtitle: string; tiles?: readonly FeatureTile[] };

export const pixelPage: ToolCopy = {
  title: "Disparador de Pixel",
  subtitle: "Dispare um evento de teste no seu Pixel do TikTok e confira, chamada por chamada, o que foi enviado.",
};

export const converterPage: ToolCopy = {
  title: "Elementor para HTML",
  subtitle: "Transforme páginas do Elementor em HTML puro em segundos",
};

export const descriptionPage: ToolCopy = {
  title: "Gerador de Descrições E-commerce",
  subtitle: "Crie descrições profissionais e persuasivas com IA",
  tiles: [
    { icon: "search", title: "Descrições únicas", text: "Textos originais e otimizados para SEO" },
    { icon: "target", title: "Foco no público", text: "Conteúdo pensado para quem vai comprar" },
    { icon: "trending-up", title: "Alta conversão", text: "Textos persuasivos que vendem mais" },
    { icon: "clock", title: "Economia de tempo", text: "Descrições prontas em segundos" },
  ],
};

export const translatePage: ToolCopy = {
  title: "Tradutor",
  subtitle: "Traduza palavras e frases de qualquer idioma para o português.",
  tiles: [
    { icon: "zap", title: "Rápido", text: "Tradução em segundos, feita por IA no nosso servidor." },
    { icon: "target", title: "Preciso", text: "Tradução natural, que respeita o contexto." },
    { icon: "globe", title: "Universal", text: "De qualquer idioma para o português." },
  ],
};

export const imagePage: ToolCopy = {
  title: "Img Auto X",
  subtitle: "Transforme suas ideias em imagens incríveis com inteligência artificial",
  tiles: [
    { icon: "sparkles", title: "Alta qualidade", text: "Imagens detalhadas em qualidade padrão ou HD" },
    {
      icon: "ratio",
      title: "Vários formatos",
      text: "Quadrado, retrato para o feed, vertical para stories ou paisagem",
    },
    { icon: "palette", title: "Estilos únicos", text: "Vívido ou natural, do seu jeito" },
  ],
};

/** The copy promises what the engine in use delivers: the offline voice is synthetic, not realistic. */
const voiceCopy = {
  openai: {
    subtitle: "Transforme qualquer texto em áudio com vozes realistas",
    accent: "Pronúncia natural em português",
  },
  "espeak-ng": {
    subtitle: "Transforme qualquer texto em áudio em português do Brasil",
    accent: "Voz sintética com sotaque brasileiro",
  },
};

export function voicePage(engine: keyof typeof voiceCopy): ToolCopy {
  return {
    title: "Genius Voice AI",
    subtitle: voiceCopy[engine].subtitle,
    tiles: [
      { icon: "mic", title: "6 vozes", text: "Escolha o timbre ideal para o seu conteúdo" },
      { icon: "globe", title: "Português do Brasil", text: voiceCopy[engine].accent },
      { icon: "zap", title: "Rápido", text: "Áudio pronto em poucos segundos" },
      { icon: "download", title: "Download em MP3", text: "Baixe e use onde quiser" },
    ],
  };
}

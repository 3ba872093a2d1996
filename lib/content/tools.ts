import { aiVoiceFeature } from "./features";
import { descriptionExample, imageExample, translateExample, type ToolExample } from "./tool-examples";

export type TileIcon =
  | "clock"
  | "download"
  | "file-text"
  | "globe"
  | "mic"
  | "palette"
  | "ratio"
  | "search"
  | "sparkles"
  | "target"
  | "trending-up"
  | "zap";
export type FeatureTile = {
  icon: TileIcon;
  title: string;
  text: string;
  /** The text where the server cannot run `feature` (lib/tools/availability.ts): public/shell.js swaps it in. */
  off?: { feature: string; text: string };
};
export type ToolCopy = { title: string; subtitle: string; tiles?: readonly FeatureTile[] };

export type ToolCategory = "Inteligência Artificial" | "E-commerce" | "Marketing" | "Desenvolvimento";

/**
 * Everything the site says about one tool, written once from what the tool does today: the menu, the
 * landing card, the page's heading and tiles, its metadata and JSON-LD, its share card, the sitemap and the
 * footer all read it (tools.test.ts keeps every surface on it).
 */
export type ToolRecord = {
  route: string;
  /** Menu, footer, landing card and share card. */
  name: string;
  /** The page's heading (h1). */
  title: string;
  /** One line: the page's subtitle and the share card. */
  pitch: string;
  /** A few words under the name in the menu and the footer, short enough for one line at w-80. */
  menu: string;
  /** What it does, in two sentences at most: the landing card, the meta description and the JSON-LD. */
  does: string;
  /** What stops it, in a visitor's words. */
  limits: string;
  /** What it keeps for an account (the inventory in lib/privacy/inventory.ts says for how long). */
  keeps: string;
  /** What it needs to run: `ai` names the capability it cannot work without (lib/tools/availability.ts). */
  needs: { ai?: "text" | "image"; account?: true; text: string };
  /** What a result looks like; the AI tools show it where they are off (components/tools/unavailable-tool.tsx). */
  example: ToolExample | string;
  /** The tab title, when more than the name helps a search. */
  seoTitle: string;
  tiles?: readonly FeatureTile[];
  /** The landing card. */
  card: { tech: readonly string[]; image: string; category: ToolCategory };
  /** schema.org's applicationCategory. */
  applicationCategory:
    "DeveloperApplication" | "BusinessApplication" | "MultimediaApplication" | "LifestyleApplication";
};

const disparador: ToolRecord = {
  route: "/disparador",
  name: "Disparador de Pixel",
  title: "Disparador de Pixel",
  pitch: "Dispare um evento de teste no seu Pixel do TikTok e confira, chamada por chamada, o que foi enviado.",
  menu: "Teste eventos do Pixel do TikTok",
  does: "Testa o Pixel do TikTok e a Events API: dispara Purchase, AddToCart, Lead e os outros eventos padrão com e-mail e telefone em hash SHA-256, o mesmo event_id nos dois envios e um relatório.",
  limits: "Um evento por vez; o Access token da Events API serve só para o envio e não é guardado.",
  keeps: "Nada: funciona no navegador, sem conta.",
  needs: { text: "O ID de um Pixel do TikTok; para a Events API, um Access token." },
  example: "Purchase de R$ 10 com o event_id evt-123: aceito pelo pixel e pela Events API.",
  seoTitle: "Disparador de Pixel",
  card: {
    tech: ["JavaScript", "Pixel do TikTok", "Marketing"],
    image: "/portfolio/disparador.svg",
    category: "Marketing",
  },
  applicationCategory: "DeveloperApplication",
};

const elementor: ToolRecord = {
  route: "/elementor",
  name: "Elementor para HTML",
  title: "Elementor para HTML",
  pitch:
    "Transforme uma página do Elementor em um arquivo HTML, ou baixe o site inteiro em um ZIP pronto para publicar.",
  menu: "Uma página ou o site inteiro em HTML",
  does: "Transforma uma página feita no Elementor em um único arquivo HTML com estilos, imagens e fontes, que abre até sem internet, ou baixa o site inteiro em um ZIP pronto para publicar.",
  limits: "Só páginas públicas, sem login; o site inteiro segue os links do próprio site até o limite de páginas.",
  keeps: "Nada na conta: um site inteiro fica pronto para baixar por um dia, ligado a este navegador.",
  needs: { text: "O endereço de uma página pública." },
  example: "https://exemplo.com.br/contato vira contato.html, com as imagens dentro do arquivo.",
  seoTitle: "Elementor para HTML",
  card: { tech: ["Node.js", "HTML", "CSS"], image: "/portfolio/elementor.svg", category: "Desenvolvimento" },
  applicationCategory: "DeveloperApplication",
};

const description: ToolRecord = {
  route: "/description-ecom",
  name: "Descrição E-commerce",
  title: "Gerador de Descrições E-commerce",
  pitch: "Crie descrições de produto persuasivas e otimizadas para SEO com IA.",
  menu: "Descrições de produto com IA",
  does: "Descrições de produto persuasivas e otimizadas para SEO: informe o produto, o público e o tom e receba três versões de título, destaques, descrição e legenda para as redes sociais.",
  limits: "Cada campo aceita até 400 caracteres.",
  keeps: "Nada: as versões ficam só na página.",
  needs: { ai: "text", text: "Um provedor de IA de texto configurado no servidor." },
  example: descriptionExample,
  seoTitle: "Gerador de Descrições para E-commerce com IA",
  tiles: [
    { icon: "search", title: "Descrições únicas", text: "Textos originais e otimizados para SEO" },
    { icon: "target", title: "Foco no público", text: "Conteúdo pensado para quem vai comprar" },
    { icon: "trending-up", title: "Alta conversão", text: "Textos persuasivos que vendem mais" },
    { icon: "clock", title: "Economia de tempo", text: "Descrições prontas em segundos" },
  ],
  card: { tech: ["React", "OpenAI", "SEO"], image: "/portfolio/description-ecom.svg", category: "E-commerce" },
  applicationCategory: "BusinessApplication",
};

const translate: ToolRecord = {
  route: "/translate",
  name: "Tradutor",
  title: "Tradutor",
  pitch: "Traduza textos, legendas, documentos do Word, planilhas e apresentações entre 30 idiomas, com glossário.",
  menu: "30 idiomas, arquivos e glossário",
  does: `Traduz textos e arquivos .txt, .srt, .vtt, .docx, .xlsx, .pptx e de idioma de apps (.json, .po, .xliff, strings.xml, .xcstrings...) entre 30 idiomas com IA, com glossário e tratamento formal; as últimas 100 traduções ficam na sua conta.`,
  limits:
    "Até 5.000 caracteres por texto, arquivos de até 250.000, e 300.000 por dia por conta, somando textos e documentos.",
  keeps: "As últimas 100 traduções e o glossário da conta.",
  needs: { ai: "text", account: true, text: "Uma conta e um provedor de IA de texto configurado no servidor." },
  example: translateExample,
  seoTitle: "Tradutor",
  tiles: [
    { icon: "globe", title: "30 idiomas", text: "De qualquer um para qualquer outro, com detecção do idioma." },
    {
      icon: "file-text",
      title: "Arquivos",
      text: "Textos, legendas .srt e .vtt, documentos .txt e .docx, planilhas .xlsx e apresentações .pptx.",
    },
    { icon: "target", title: "Glossário", text: "Os seus termos traduzidos sempre do mesmo jeito." },
  ],
  card: {
    tech: ["Next.js", "OpenAI", "PostgreSQL"],
    image: "/portfolio/translate.svg",
    category: "Inteligência Artificial",
  },
  applicationCategory: "BusinessApplication",
};

const geniusvoice: ToolRecord = {
  route: "/geniusvoice",
  name: "Genius Voice AI",
  title: "Genius Voice AI",
  pitch: "Transforme texto em áudio em português do Brasil, com legendas e dicionário de pronúncia.",
  menu: "Texto em áudio, com legendas",
  does: "Transforma texto em áudio em português do Brasil, com seis vozes, roteiros com duas vozes ou mais, legendas .srt e .vtt, dicionário de pronúncia e download em MP3.",
  limits: "Até 150 caracteres sem conta e 4.000 com conta, até 20.000 por dia.",
  keeps: "O dicionário de pronúncia da conta; o texto e o áudio não são guardados.",
  needs: { text: "Nada: sem provedor de IA, uma voz sintética do próprio servidor lê o texto." },
  example: "“Olá, mundo!” vira ola-mundo.mp3, com legendas ola-mundo.srt.",
  seoTitle: "Genius Voice AI: texto para áudio",
  tiles: [
    { icon: "mic", title: "6 vozes", text: "Uma ou duas por roteiro, cada uma com o seu timbre" },
    {
      icon: "globe",
      title: "Português do Brasil",
      text: "Pronúncia natural em português",
      // The accent tile promises what the engine in use delivers: the offline voice is synthetic.
      off: { feature: aiVoiceFeature, text: "Voz sintética com sotaque brasileiro" },
    },
    { icon: "file-text", title: "Legendas e dicionário", text: "Legendas .srt e .vtt; palavras lidas do seu jeito" },
    { icon: "download", title: "Download em MP3", text: "Baixe e use onde quiser" },
  ],
  card: {
    tech: ["Next.js", "Síntese de voz", "Tailwind CSS"],
    image: "/portfolio/geniusvoice.svg",
    category: "Inteligência Artificial",
  },
  applicationCategory: "MultimediaApplication",
};

const imgautox: ToolRecord = {
  route: "/imgautox",
  name: "Img Auto X",
  title: "Img Auto X",
  pitch: "Transforme suas ideias em imagens com inteligência artificial.",
  menu: "Imagens com IA no formato exato",
  does: "Gera imagens com IA: descreva a cena, escolha formato, qualidade e estilo e baixe o resultado em PNG.",
  limits: "Descrições de até 1.000 caracteres e até 4 imagens por pedido.",
  keeps: "As imagens geradas com conta, no histórico da conta.",
  needs: { ai: "image", text: "Um provedor de IA de imagens configurado no servidor." },
  example: imageExample("1024x1280"),
  seoTitle: "Img Auto X: gerador de imagens com IA",
  tiles: [
    { icon: "sparkles", title: "Alta qualidade", text: "Imagens detalhadas em qualidade padrão ou HD" },
    {
      icon: "ratio",
      title: "Vários formatos",
      text: "Quadrado, retrato para o feed, vertical para stories ou paisagem",
    },
    { icon: "palette", title: "Estilos únicos", text: "Vívido ou natural, do seu jeito" },
  ],
  card: {
    tech: ["Next.js", "OpenAI", "TypeScript"],
    image: "/portfolio/imgautox.svg",
    category: "Inteligência Artificial",
  },
  applicationCategory: "MultimediaApplication",
};

const fitnessrecipes: ToolRecord = {
  route: "/fitnessrecipes",
  name: "FitnessRecipes",
  title: "FitnessRecipes",
  pitch: "Receitas fitness rápidas, com tempo de preparo e calorias.",
  menu: "Receitas fitness em um app",
  does: "Um app de receitas fitness: bowls, wraps, smoothies, saladas e salmão, com tempo de preparo e calorias; busque, filtre por categoria e guarde as favoritas.",
  limits: "As receitas do app; as favoritas ficam neste navegador.",
  keeps: "Nada na conta: as favoritas ficam neste navegador.",
  needs: { text: "Nada: funciona no navegador." },
  example: "Bowl de Proteína Especial: 380 kcal.",
  seoTitle: "FitnessRecipes: receitas fitness",
  card: {
    tech: ["React", "TypeScript", "Tailwind CSS"],
    image: "/portfolio/fitnessrecipes.svg",
    category: "Desenvolvimento",
  },
  applicationCategory: "LifestyleApplication",
};

/** In the menu's order. */
export const toolRecords: readonly ToolRecord[] = [
  disparador,
  elementor,
  description,
  translate,
  geniusvoice,
  imgautox,
  fitnessrecipes,
];

/** Each tool's name by its route: what a client component needs of the records, passed as a prop. */
export const toolNames: Readonly<Record<string, string>> = Object.fromEntries(
  toolRecords.map((tool) => [tool.route, tool.name]),
);

export function toolRecord(route: string): ToolRecord {
  const found = toolRecords.find((tool) => tool.route === route);
  if (!found) throw new Error(`Nenhuma ferramenta em ${route}`);
  return found;
}

const pageCopy = ({ title, pitch, tiles }: ToolRecord): ToolCopy => ({ title, subtitle: pitch, tiles });

export const pixelPage = pageCopy(disparador);
export const converterPage = pageCopy(elementor);
export const descriptionPage = pageCopy(description);
export const translatePage = pageCopy(translate);
export const imagePage = pageCopy(imgautox);
export const recipesPage = pageCopy(fitnessrecipes);
export const voicePage = pageCopy(geniusvoice);

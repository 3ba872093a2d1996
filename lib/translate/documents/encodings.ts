/**
 * The encodings a text file (.txt, .srt, .vtt) can be read in, as "Codificação do arquivo" lists them: the page's
 * select and the server's check share this list. Names are the WHATWG Encoding Standard's labels, which every
 * TextDecoder knows (ISO-8859-1 and ISO-8859-9 decode as windows-1252 and windows-1254, as browsers do).
 */
export const encodingGroups = [
  {
    region: "Unicode",
    encodings: [
      ["UTF-8", "UTF-8"],
      ["UTF-16LE", "UTF-16 LE"],
      ["UTF-16BE", "UTF-16 BE"],
    ],
  },
  {
    region: "Europa Ocidental (português, espanhol, francês...)",
    encodings: [
      ["windows-1252", "windows-1252"],
      ["ISO-8859-1", "ISO-8859-1 (Latin-1)"],
      ["ISO-8859-15", "ISO-8859-15 (Latin-9)"],
    ],
  },
  {
    region: "Europa Central (sérvio e croata latinos, tcheco, polonês...)",
    encodings: [
      ["windows-1250", "windows-1250"],
      ["ISO-8859-2", "ISO-8859-2 (Latin-2)"],
    ],
  },
  {
    region: "Cirílico (russo, sérvio, ucraniano, búlgaro...)",
    encodings: [
      ["windows-1251", "windows-1251"],
      ["KOI8-R", "KOI8-R"],
      ["KOI8-U", "KOI8-U"],
      ["ISO-8859-5", "ISO-8859-5"],
      ["IBM866", "IBM866 (DOS)"],
    ],
  },
  {
    region: "Outras",
    encodings: [
      ["windows-1253", "grego (windows-1253)"],
      ["ISO-8859-7", "grego (ISO-8859-7)"],
      ["windows-1254", "turco (windows-1254)"],
      ["ISO-8859-9", "turco (ISO-8859-9)"],
      ["windows-1257", "báltico (windows-1257)"],
      ["ISO-8859-13", "báltico (ISO-8859-13)"],
      ["windows-1255", "hebraico (windows-1255)"],
      ["ISO-8859-8", "hebraico (ISO-8859-8)"],
      ["windows-1256", "árabe (windows-1256)"],
      ["ISO-8859-6", "árabe (ISO-8859-6)"],
      ["windows-874", "tailandês (windows-874)"],
      ["GB18030", "chinês simplificado (GB18030, GBK, GB2312)"],
      ["Big5", "chinês tradicional (Big5)"],
      ["Shift_JIS", "japonês (Shift_JIS)"],
      ["EUC-JP", "japonês (EUC-JP)"],
      ["ISO-2022-JP", "japonês (ISO-2022-JP)"],
      ["EUC-KR", "coreano (EUC-KR)"],
    ],
  },
] as const satisfies readonly { region: string; encodings: readonly (readonly [string, string])[] }[];

export type EncodingName = (typeof encodingGroups)[number]["encodings"][number][0];

export const encodingNames = encodingGroups.flatMap((group) => group.encodings.map(([name]) => name)) as [
  EncodingName,
  ...EncodingName[],
];

/** The field's value when the person leaves the choice to the detector. */
export const AUTO_ENCODING = "auto";

/** A weak guess, refused before any quota is spent when the person did not choose (the page shows it first). */
export const uncertainEncoding = (guess: string) =>
  `Não temos certeza da codificação do arquivo: parece ${guess}, mas outra codificação daria letras diferentes. ` +
  "Confira o trecho do arquivo e escolha a codificação em “Codificação do arquivo” antes de traduzir.";

/** The text files whose encoding is read (an Office file's XML says its own). */
export const textFormat = (filename: string) => /\.(txt|srt|vtt)$/i.test(filename);

import { leadRetentionMonths } from "@/lib/content/contact";

/**
 * Every place that keeps something about a person (LGPD art. 9: what, why, for how long), beside the schema.
 * /privacidade and /conta's "Baixar meus dados" are drawn from it, and personal-data.test.ts fails when a table
 * of lib/db/schema.ts is in neither list below, or when the export lacks a section an entry names.
 *
 * The rule for a new table: a table with a column about a person (an account's id, an e-mail, a name, what
 * someone typed, a cookie's hash) gets an entry here; one without any goes to `holdsNoPersonalData` with why.
 */
/** How many translations an account keeps (lib/translate/history.ts enforces it). */
export const TRANSLATION_HISTORY_SIZE = 100;
/** How many image generations an account keeps (lib/images/history.ts enforces it). */
export const IMAGE_HISTORY_SIZE = 20;

export type PersonalDataStore = {
  /** The table of lib/db/schema.ts, or where else it lives ("navegador: ..."). */
  store: string;
  /** The heading on /privacidade and the item on /conta. */
  title: string;
  purpose: string;
  /** What follows "Guardamos " on /privacidade. */
  holds: string;
  /** How long, in a visitor's words, after "Por quanto tempo: ". */
  kept: string;
  /** Who sees or receives it. */
  who: string;
  /** The section of "Baixar meus dados" (lib/account/export.ts) that holds it; false when it is not an account's. */
  inExport: string | false;
  /** Why an account's store is left out of the export (never a hash or a token). */
  notExported?: string;
  /** Deleted with the account (by ON DELETE CASCADE on users, or by lib/account/delete.ts). */
  deletedWithAccount: boolean;
};

export const personalData: readonly PersonalDataStore[] = [
  {
    store: "users",
    title: "Sua conta",
    purpose: "Entrar no tradutor e guardar o que você pede para guardar.",
    holds:
      "o seu e-mail, uma versão protegida (hash) da senha (a senha em si nunca é armazenada), a data de criação da conta e a da confirmação do e-mail.",
    kept: "enquanto a conta existir.",
    who: "Quem recebe: ninguém além de nós.",
    inExport: "account",
    deletedWithAccount: true,
  },
  {
    store: "password_reset_tokens",
    title: "Links enviados por e-mail",
    purpose: "Confirmar o seu e-mail e redefinir a senha.",
    holds: "uma versão protegida (hash) de cada link enviado, a validade e a data de uso.",
    kept: "até o link vencer ou ser usado.",
    notExported: "Só hashes de links de uso único: nada que você possa ler ou usar.",
    who: "Quem vê: ninguém; o link vai só para o seu e-mail.",
    inExport: false,
    deletedWithAccount: true,
  },
  {
    store: "translations",
    title: "Histórico do tradutor",
    purpose: "Mostrar e buscar as suas traduções anteriores.",
    holds: "o texto que você digitou ou enviou em arquivo, a tradução, os idiomas escolhidos e o detectado, e a data.",
    who: "Quem vê: só você, com a sua conta.",
    kept: `as suas ${TRANSLATION_HISTORY_SIZE} últimas traduções; as mais antigas são apagadas sozinhas, e “Limpar histórico” apaga tudo na hora.`,
    inExport: "translations",
    deletedWithAccount: true,
  },
  {
    store: "glossary_entries",
    title: "Glossário do tradutor",
    purpose: "Traduzir os seus termos sempre do mesmo jeito.",
    holds: "cada termo e a tradução que você definiu, com o par de idiomas, e os termos de “Não traduzir”.",
    kept: "até você apagar o termo ou a conta.",
    who: "Quem vê: só você, com a sua conta.",
    inExport: "glossary",
    deletedWithAccount: true,
  },
  {
    store: "speech_dictionaries",
    title: "Dicionário de pronúncia do Genius Voice",
    purpose: "Ler as palavras do jeito que você ensinou.",
    holds:
      "cada palavra e como ela deve ser lida (até 200), e a data da última mudança; o texto e o áudio não são guardados.",
    kept: "até você mudar o dicionário ou apagar a conta.",
    who: "Quem vê: só você, com a sua conta.",
    inExport: "speechDictionary",
    deletedWithAccount: true,
  },
  {
    store: "image_generations",
    title: "Histórico do gerador de imagens",
    purpose: "Mostrar as suas gerações anteriores no Img Auto X.",
    who: "Quem vê: só você, com a sua conta; sem conta, nada é guardado.",
    holds:
      "a descrição, as opções escolhidas (proporção, fundo, quantidade, qualidade e estilo), uma miniatura da primeira imagem e a data; as imagens em tamanho real não são guardadas.",
    kept: `as suas ${IMAGE_HISTORY_SIZE} últimas gerações; as mais antigas são apagadas sozinhas, e “Excluir” apaga uma na hora.`,
    inExport: "images",
    deletedWithAccount: true,
  },
  {
    store: "leads",
    title: "Mensagens de contato",
    purpose: "Responder e preparar a proposta.",
    holds:
      "o seu nome, o e-mail ou WhatsApp que você informou, o assunto, o plano escolhido, a mensagem, a data de envio e a última página de ferramenta que você abriu nesta aba do navegador (para sabermos qual ferramenta trouxe o contato); nunca o seu endereço IP.",
    kept: `${leadRetentionMonths} meses a partir do envio; depois disso a mensagem é apagada. Você pode pedir a exclusão antes disso.`,
    who: "Quem recebe: a nossa equipe, por e-mail, por meio do nosso provedor de e-mail.",
    inExport: "leads",
    deletedWithAccount: true,
  },
  {
    store: "jobs",
    title: "Exportações de site inteiro, áudios longos e arquivos traduzidos",
    purpose:
      "Acompanhar e baixar o ZIP de um site exportado no Elementor para HTML, o áudio (e as legendas) de um texto longo ou um arquivo traduzido no tradutor, e dividir a vez entre as pessoas.",
    holds:
      "numa exportação, o endereço do site, as opções, o andamento, o endereço IP de onde veio o pedido e uma versão protegida (hash) do cookie deste navegador; num áudio, o texto como será lido, a voz, a velocidade, o andamento, as legendas e a sua conta (sem o endereço IP); numa tradução de arquivo, a sua conta, o nome do arquivo, os idiomas, os termos do glossário usados e o andamento.",
    kept: "exportação: uma hora depois de terminar; áudio e arquivo traduzido: 24 horas depois de terminar, ou até você excluir a conta. Depois o registro é apagado.",
    who: "Quem vê: só este navegador (exportação) ou só a sua conta (áudio e tradução).",
    inExport: false,
    deletedWithAccount: true,
  },
  {
    store: "job_results",
    title: "Arquivos enviados para tradução e arquivos prontos",
    purpose:
      "Traduzir um arquivo longo ou ler um texto longo em segundo plano e entregar o resultado pronto, em qualquer servidor do site.",
    holds:
      "o arquivo que você enviou para traduzir (até a tradução terminar), o arquivo traduzido, o MP3 de um áudio longo e o ZIP de um site exportado.",
    kept: "o arquivo enviado, até a tradução terminar; o arquivo traduzido e o MP3, 24 horas (ou até você excluir a conta); o ZIP, uma hora. Depois são apagados junto com o seu registro em jobs.",
    who: "Quem vê: só a sua conta (arquivos traduzidos e áudios) ou só este navegador (ZIP).",
    inExport: false,
    deletedWithAccount: true,
  },
  {
    store: "rate_limits",
    title: "Limite diário do tradutor e do Genius Voice",
    purpose: "Aplicar o limite de caracteres por dia de cada conta.",
    holds:
      "o código da sua conta, quantos caracteres você usou no dia e quando o limite volta; nunca o texto. Quando o site usa Redis, esse número fica lá, e não no banco de dados.",
    kept: "até uma hora depois de o limite voltar (no máximo 25 horas); depois é apagado sozinho.",
    who: "Quem vê: só você, como o número de caracteres usados no tradutor e no Genius Voice.",
    inExport: false,
    notExported: "É só o número de caracteres do dia, que as próprias ferramentas já mostram.",
    deletedWithAccount: false,
  },
  {
    store: "visit_events",
    title: "Contagem de visitas do dia",
    purpose:
      "Saber quantas pessoas visitam cada página e quais ferramentas e páginas levam a um contato, sem cookie e sem consentimento.",
    holds:
      "a página, o evento (visita, resultado de ferramenta, cadastro, contato, clique), o site de onde você veio, os parâmetros utm do link, o tipo de aparelho e um código do visitante que só vale naquele dia (um hash com um valor aleatório do dia, apagado quando o dia acaba); nunca o endereço IP, a identificação do navegador ou a conta.",
    kept: "até o fim do dia seguinte (no máximo 48 horas); depois ficam só os totais do dia.",
    who: "Quem vê: só a nossa equipe, em números somados no painel.",
    inExport: false,
    notExported: "O código do visitante não liga a contagem a você nem à sua conta: não há como encontrá-la.",
    deletedWithAccount: false,
  },
  {
    store: "visit_daily",
    title: "Totais de visitas por dia",
    purpose: "Comparar os meses e ver de onde vêm os contatos.",
    holds:
      "só números somados por dia, página, origem, campanha e tipo de aparelho, sem código de visitante nem nada que aponte uma pessoa.",
    kept: "25 meses.",
    who: "Quem vê: só a nossa equipe, no painel e no e-mail semanal de números.",
    inExport: false,
    notExported: "Só totais, sem nada que ligue um número a uma pessoa.",
    deletedWithAccount: false,
  },
];

/** Tables that keep nothing about a person, and why. */
export const holdsNoPersonalData: Readonly<Record<string, string>> = {
  tool_usage: "Só o nome da ferramenta, o dia e quantos pedidos: sem endereço, cookie ou conta.",
  visit_salts: "Só o valor aleatório do dia em curso, apagado quando o dia acaba: nada sobre uma pessoa.",
  visit_reports: "Só a semana cujo e-mail de números já foi enviado.",
};

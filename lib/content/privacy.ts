import { personalData, type PersonalDataStore } from "@/lib/content/personal-data";

export const privacyIntro =
  "Coletamos o mínimo necessário para o site funcionar e dizemos aqui o que é coletado e quem recebe cada dado.";

type Section = { title: string; body: readonly string[] };

/**
 * What this build does: the pixel, the cookie notice and its preferences are described only when a pixel is
 * configured (TIKTOK_PIXEL_ID); without one the site sets no measurement cookie and says so.
 */
export function privacySections({ pixel }: { pixel: boolean }): readonly Section[] {
  return [
    ...(pixel ? [measurement] : []),
    ...sections,
    {
      title: "O que fica no seu navegador",
      body: [
        pixel
          ? "Guardamos a sua escolha sobre cookies no armazenamento local do navegador, para não perguntar de novo. Quem entra na conta recebe um cookie de sessão, necessário para continuar conectado. Quem exporta um site inteiro no Elementor para HTML recebe um cookie funcional que liga a exportação a este navegador, para acompanhar o andamento e baixar o ZIP; ele vale por um dia. Quem abre o link de confirmação de e-mail recebe um cookie funcional que guarda o link, fora do endereço da página, até a confirmação; ele vale por uma hora."
          : "Este site não usa cookies de medição. Quem entra na conta recebe um cookie de sessão, necessário para continuar conectado. Quem exporta um site inteiro no Elementor para HTML recebe um cookie funcional que liga a exportação a este navegador, para acompanhar o andamento e baixar o ZIP; ele vale por um dia. Quem abre o link de confirmação de e-mail recebe um cookie funcional que guarda o link, fora do endereço da página, até a confirmação; ele vale por uma hora.",
      ],
    },
    rights(pixel),
  ];
}

const measurement: Section = {
  title: "Medição de visitas (pixel do TikTok)",
  body: [
    "Só com a sua permissão, dada no aviso de cookies, carregamos o pixel do TikTok para contar as visitas às páginas. Ele registra a página visitada, o navegador e o dispositivo, o endereço IP e um identificador em cookie.",
    "Quem recebe: a TikTok, que usa esses dados para medir campanhas de anúncios. Sem a sua permissão nada é enviado a ela.",
  ],
};

const rights = (pixel: boolean): Section => ({
  title: "Seus direitos (LGPD)",
  body: [
    "Você pode confirmar, acessar, corrigir ou excluir os seus dados, levá-los com você e revogar o consentimento a qualquer momento (art. 18 da LGPD).",
    `Com conta: entre e abra “Minha conta”. “Baixar meus dados” entrega na hora um arquivo JSON com tudo o que guardamos sobre você (${exportList}); “Alterar senha” troca a senha e encerra as outras sessões; “Excluir minha conta” apaga a conta e todos esses dados de uma vez e confirma por e-mail.`,
    "Sem conta, ou para qualquer outro pedido (como corrigir ou apagar uma mensagem de contato), fale com a gente pelo formulário de contato da página inicial." +
      (pixel ? " A escolha sobre cookies você muda em “Preferências de cookies”, no rodapé." : ""),
  ],
});

/** A store of the inventory (lib/content/personal-data.ts) as a section: what, why, how long, who, export and deletion. */
function storeSection(store: PersonalDataStore): Section {
  const account = store.inExport
    ? `Está em “Baixar meus dados”${store.deletedWithAccount ? ", e excluir a conta apaga junto" : ""}.`
    : store.deletedWithAccount
      ? "Excluir a conta apaga junto."
      : "Não fica ligado a uma conta.";
  return {
    title: store.title,
    body: [
      `Guardamos ${store.holds} Para quê: ${lowerFirst(store.purpose)}`,
      `Por quanto tempo: ${store.kept}`,
      `${store.who} ${account}`,
    ],
  };
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** What "Baixar meus dados" holds, for /privacidade and /conta: the inventory's stores in the export. */
export const exportedStores = personalData.filter((store) => store.inExport);
const exportList = exportedStores.map((store) => lowerFirst(store.title)).join(", ");

const sections: readonly Section[] = [
  {
    title: "Disparador de Pixel",
    body: [
      "Quando você dispara um evento de teste, o e-mail e o telefone digitados viram hash SHA-256 no seu navegador antes de sair dele. Se você informar um Access token da Events API, o nosso servidor envia o mesmo evento ao TikTok com esses hashes, o seu endereço IP e o nome do seu navegador, como o TikTok pede.",
      "Quem recebe: só a TikTok, na conta do pixel que você informou. Não guardamos o evento nem o token, e o token não aparece nos nossos registros.",
    ],
  },
  {
    title: "Ferramentas com inteligência artificial",
    body: [
      "O texto que você digita no gerador de descrições, no tradutor, no gerador de voz e no gerador de imagens passa pelo nosso servidor e é enviado ao provedor de IA configurado (por exemplo, a OpenAI) apenas para produzir o resultado.",
      "Quem recebe: o provedor de IA. Não guardamos os textos nem os resultados do gerador de descrições e do gerador de voz; do tradutor, do gerador de voz e do gerador de imagens, guardamos só o que está abaixo, para quem tem conta.",
    ],
  },
  ...personalData.map(storeSection),
  {
    title: "E-mails",
    body: [
      "Quando você pede a recuperação de senha, enviamos uma mensagem para o seu e-mail por meio do nosso provedor de e-mail.",
      "Quem recebe: o provedor de e-mail, que recebe o endereço e a mensagem só para entregá-la.",
    ],
  },
  {
    title: "Contagem de uso das ferramentas",
    body: [
      "Contamos quantos pedidos cada ferramenta recebe por dia, só com o nome da ferramenta e a data: sem endereço IP, sem cookie e sem ligação com a sua conta. Por isso essa contagem não depende de consentimento.",
    ],
  },
  {
    title: "Contagem de visitas, sem cookie",
    body: [
      "No nosso próprio servidor, sem empresa de fora, contamos as páginas visitadas (também as abertas sem recarregar), os resultados das ferramentas, os cadastros, o formulário de contato aberto e enviado, e os cliques no WhatsApp, em “Agendar reunião” e nos botões de plano. Guardamos de cada visita a página, o site de onde você veio (só o nome, como google.com), os parâmetros de campanha do link (utm_source, utm_medium e utm_campaign) e o tipo de aparelho (celular, tablet ou computador).",
      "Nenhum cookie é gravado e nada fica no armazenamento do seu navegador. Para contar visitantes, e não só visitas, calculamos um código (hash) a partir de um valor aleatório do dia, do endereço do site, do seu endereço IP e da identificação do navegador: o endereço IP e a identificação do navegador não são guardados, e o valor aleatório é trocado todo dia e apagado quando o dia acaba, então nem nós conseguimos saber depois quem era o visitante nem ligar um dia ao outro.",
      "As visitas com esse código ficam guardadas até o fim do dia seguinte (no máximo 48 horas); depois restam só os totais por dia, sem código nenhum, por 25 meses. Não contamos robôs, páginas carregadas de antemão pelo navegador nem quem ativa o sinal Global Privacy Control (Sec-GPC).",
    ],
  },
];

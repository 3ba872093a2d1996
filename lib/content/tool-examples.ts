/**
 * What each AI tool does, shown with an example of its output on a server where the tool is off
 * (components/tools/unavailable-tool.tsx), instead of a form nobody can send.
 */
export type ExampleBlock = { heading: string; lines: readonly string[]; list?: boolean };
export type ToolExample = {
  /** The tool as a sentence names it, with its article ("O gerador de descrições"). */
  name: string;
  what: string;
  input: readonly { label: string; value: string }[];
  output: readonly ExampleBlock[];
};

export const descriptionExample: ToolExample = {
  name: "O gerador de descrições",
  what: "Você informa o produto, o público e o tom; a IA escreve três versões de título, destaques, descrição e legenda para as redes sociais, prontas para copiar para a sua loja.",
  input: [
    { label: "Produto", value: "Garrafa térmica de inox 500 ml" },
    { label: "Público", value: "Quem treina e trabalha fora" },
    { label: "Tom", value: "Persuasivo" },
  ],
  output: [
    { heading: "Título", lines: ["Garrafa térmica inox 500 ml: gelada por 24 horas, quente por 12"] },
    {
      heading: "Destaques",
      list: true,
      lines: [
        "Parede dupla a vácuo: 24 horas gelada e 12 horas quente",
        "Inox 304, que não guarda gosto nem cheiro",
        "Tampa com vedação, que não vaza na mochila",
        "Cabe no porta-copos do carro e da bicicleta",
      ],
    },
    {
      heading: "Descrição",
      lines: [
        "Leve a sua bebida do jeito que você gosta para o treino, o trabalho ou a estrada. A parede dupla a vácuo mantém a água gelada por 24 horas e o café quente por 12, sem suar por fora. O inox 304 não guarda gosto nem cheiro, e a tampa com vedação vai na mochila sem medo de vazar.",
      ],
    },
    {
      heading: "Legenda para as redes sociais",
      lines: ["Água gelada o dia todo, do treino ao trabalho. Garrafa térmica inox 500 ml com tampa que não vaza."],
    },
  ],
};

export const translateExample: ToolExample = {
  name: "O tradutor",
  what: "Você escreve uma palavra ou frase em qualquer idioma e recebe a tradução para o português, natural e no contexto; as últimas traduções ficam na sua conta.",
  input: [
    { label: "Inglês", value: "Where is the nearest pharmacy?" },
    { label: "Espanhol", value: "¿Cuánto cuesta el envío?" },
    { label: "Francês", value: "Je voudrais réserver une table pour deux." },
  ],
  output: [
    {
      heading: "Traduções",
      list: true,
      lines: [
        "Onde fica a farmácia mais próxima?",
        "Quanto custa o frete?",
        "Eu gostaria de reservar uma mesa para dois.",
      ],
    },
  ],
};

export function imageExample(delivered: string): ToolExample {
  return {
    name: "O gerador de imagens",
    what: "Você descreve a cena e escolhe o formato, a qualidade e o estilo; a IA gera a imagem, que você baixa em PNG e encontra depois no histórico da sua conta.",
    input: [
      { label: "Descrição", value: "Uma xícara de café sobre uma mesa de madeira, luz da manhã, fotografia" },
      { label: "Formato", value: "Retrato 4:5 (feed)" },
      { label: "Qualidade", value: "HD" },
    ],
    output: [{ heading: "Resultado", lines: [`Uma imagem PNG de ${delivered} pixels, na proporção exata do feed.`] }],
  };
}

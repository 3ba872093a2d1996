/** What the whole-site export tells a person, in pt-BR: each says what happened and what to do next. */
export const siteMessages = {
  offHost: (host: string) =>
    `O endereço leva para outro site (${host}). Use o endereço do próprio site, o que aparece no navegador depois de abri-lo.`,
  noPages: "Nenhuma página deste endereço pôde ser convertida. Confira se é o endereço de um site público.",
  offHostReason: "leva para outro site",
  sizeLimitReason: "o site passou de 200 MB; as páginas seguintes ficaram de fora",
  pageLimitReason: (max: number) => `limite de ${max} páginas atingido`,
  busy: "O conversor de sites está ocupado com outros sites agora. Tente novamente em alguns minutos.",
  notFound: "Esta conversão não existe ou já foi apagada. Comece uma nova conversão.",
  notReady: "O ZIP deste site ainda não está pronto. Aguarde o fim da conversão.",
  oneAtATime: "Você já tem uma conversão em andamento e outra na fila. Aguarde uma delas terminar para começar outra.",
  memoryLimit: "A conversão usou memória demais e foi interrompida. Tente com menos páginas.",
  timeLimit: "A conversão passou de 10 minutos e foi interrompida. Tente com menos páginas.",
  interrupted: "A conversão foi interrompida porque o servidor reiniciou. Comece de novo.",
  cancelled: "Conversão cancelada.",
  unexpected: "A conversão falhou por um erro inesperado. Tente novamente.",
} as const;

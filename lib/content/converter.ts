export const elementorSteps = [
  {
    title: "Passo 1",
    name: "Cole a URL",
    text: "Copie o endereço da página feita com Elementor e cole no campo “URL da página”.",
  },
  {
    title: "Passo 2",
    name: "Transformação",
    text: "Buscamos a página e colocamos estilos, imagens e fontes dentro de um único arquivo.",
  },
  {
    title: "Passo 3",
    name: "Download",
    text: "O arquivo, com o nome da página, é baixado e abre em qualquer navegador, até offline.",
  },
] as const;

export const elementorTips = [
  "A página precisa ser pública: sem login, senha ou bloqueio.",
  "Aguarde o carregamento completo: a transformação pode levar alguns segundos.",
  "O arquivo HTML inclui todo o conteúdo visível da página.",
  "Imagens e estilos são preservados, mesmo quando o arquivo é aberto sem internet.",
] as const;

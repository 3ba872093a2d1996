/** What each error page says, in the visitor's words: the title and heading, then what happened and what to do. */
export const httpErrorStatuses = {
  400: {
    title: "Endereço inválido",
    detail: "O link que você abriu tem caracteres que não formam um endereço. Confira o link ou volte ao início.",
  },
  403: {
    title: "Acesso negado",
    detail: "Você não tem permissão para abrir esta página. Volte ao início para continuar navegando.",
  },
  404: {
    title: "Página não encontrada",
    detail: "O endereço que você abriu não existe ou mudou de lugar. Volte ao início ou fale com a gente.",
  },
  405: {
    title: "Método não permitido",
    detail: "Esta página só pode ser aberta no navegador, não recebe envios. Volte ao início para continuar.",
  },
} as const;

/** An unexpected failure (500). */
export const unexpectedError = {
  title: "Algo deu errado",
  detail: "Tivemos um problema ao abrir esta página. Tente de novo ou volte ao início.",
} as const;

export type HttpErrorStatus = keyof typeof httpErrorStatuses;

export function isHttpErrorStatus(value: number): value is HttpErrorStatus {
  return value in httpErrorStatuses;
}

import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ApplicationError } from "./application-error";

describe("ApplicationError", () => {
  it.each([
    [400, "Endereço inválido"],
    [403, "Acesso negado"],
    [404, "Página não encontrada"],
    [405, "Método não permitido"],
  ] as const)("shows %i with a pt-BR heading, %s", (status, heading) => {
    const html = renderToStaticMarkup(<ApplicationError status={status} />);
    expect(html).toContain(`<h1 class="mt-2 text-3xl font-bold tracking-tight">${heading}</h1>`);
    expect(html).toContain(`Erro ${status}`);
    expect(html).not.toMatch(/Unexpected|Not Found|Bad Request|Forbidden|Method Not Allowed/);
    expect(html).toContain('href="/"');
  });

  it("falls back to 500 for unexpected failures, with a retry button", () => {
    const html = renderToStaticMarkup(<ApplicationError status={undefined} onRetry={() => {}} />);
    expect(html).toContain("Erro 500");
    expect(html).toContain("Algo deu errado");
    expect(html).toContain("Tentar novamente");
  });
});

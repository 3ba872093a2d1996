import { ApiError } from "@/lib/http/api-error";

function notFound(): Response {
  return new ApiError("not_found", "Rota da API não encontrada.").toResponse();
}

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };

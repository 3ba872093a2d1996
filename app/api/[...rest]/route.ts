import { unknownApiRoute } from "@/lib/http/route";

function notFound(): Response {
  return unknownApiRoute().toResponse();
}

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };

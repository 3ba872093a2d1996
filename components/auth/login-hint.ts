import { safeCallbackPath } from "@/lib/validation/callback-url";
import { toolRecords } from "@/lib/content/tools";

const destinations: Readonly<Record<string, string>> = {
  "/translate": "acessar o tradutor",
  "/conta": "abrir a sua conta",
  "/painel": "abrir o painel",
};

/**
 * /login's line under "Entre na sua conta", after where the person came from (callbackUrl): an account opens
 * /conta, the owner's /painel and each tool, and after sign-in the person goes back there. Safe on the client.
 */
export function loginHint(callbackUrl: string | null | undefined): string {
  const path = safeCallbackPath(callbackUrl, "");
  const page = path.split(/[?#]/)[0];
  const tool = toolRecords.find((record) => record.route === page);
  const what = destinations[page] ?? (tool ? `continuar em ${tool.name}` : "");
  return what ? `Use seu e-mail e senha para ${what}.` : "Use seu e-mail e senha para entrar.";
}

import { safeCallbackPath } from "@/lib/validation/callback-url";

const destinations: Readonly<Record<string, string>> = {
  "/translate": "acessar o tradutor",
  "/conta": "abrir a sua conta",
  "/painel": "abrir o painel",
};

/**
 * /login's line under "Entre na sua conta", after where the person came from (callbackUrl): an account opens
 * /conta, the owner's /painel and each tool, and after sign-in the person goes back there. Safe on the client:
 * `toolNames` (lib/content/tools.ts) comes from the server page, so the tool records stay out of the script.
 */
export function loginHint(callbackUrl: string | null | undefined, toolNames: Readonly<Record<string, string>>): string {
  const path = safeCallbackPath(callbackUrl, "");
  const page = path.split(/[?#]/)[0];
  const tool = Object.hasOwn(toolNames, page) ? toolNames[page] : undefined;
  const what = destinations[page] ?? (tool ? `continuar em ${tool}` : "");
  return what ? `Use seu e-mail e senha para ${what}.` : "Use seu e-mail e senha para entrar.";
}

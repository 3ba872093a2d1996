import type { Metadata } from "next";
import { ConfirmEmail } from "@/components/auth/confirm-email";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";

export const metadata: Metadata = { title: "Confirmar e-mail", robots: { index: false, follow: false } };

/** The link of the sign-up e-mail; proxy.ts sends an anonymous visitor to sign in first and back here. */
export default function ConfirmEmailPage() {
  return (
    <div className="px-4 py-12 sm:py-16">
      <Card className="mx-auto w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">Confirmar e-mail</h1>
          <CardDescription>
            O link do e-mail vale por 24 horas e confirma o e-mail da conta em que você entrou.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ConfirmEmail />
        </CardContent>
      </Card>
    </div>
  );
}

import type { Metadata } from "next";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { pageSeo } from "@/lib/seo";

export const metadata: Metadata = {
  ...pageSeo({
    title: "Redefinir senha",
    description: "Crie uma nova senha para a sua conta.",
    path: "/redefinir-senha",
  }),
  robots: { index: false, follow: false },
};

export default function ResetPasswordPage() {
  return (
    <div className="px-4 py-12 sm:py-16">
      <Card className="mx-auto w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">Redefinir senha</h1>
          <CardDescription>Escolha uma nova senha para a sua conta. O link do e-mail vale por 1 hora.</CardDescription>
        </CardHeader>
        <CardContent>
          <ResetPasswordForm />
        </CardContent>
      </Card>
    </div>
  );
}

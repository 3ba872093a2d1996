import type { Metadata } from "next";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";

export const metadata: Metadata = {
  title: "Redefinir senha",
  description: "Crie uma nova senha para a sua conta.",
  alternates: { canonical: "/redefinir-senha" },
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

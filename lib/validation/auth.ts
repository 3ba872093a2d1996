import { PASSWORD_MAX, PASSWORD_MIN } from "./password-limits";
import * as z from "./zod";

/** E-mails are compared trimmed and lower-cased everywhere (form, routes, database, ADMIN_EMAILS). */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const emailSchema = z.pipe(
  z
    .string({ error: "Informe o e-mail." })
    .check(z.trim(), z.toLowerCase(), z.minLength(1, "Informe o e-mail."), z.maxLength(254, "E-mail longo demais.")),
  z.email("Informe um e-mail válido."),
);

export const newPasswordSchema = z
  .string({ error: "Informe a senha." })
  .check(
    z.minLength(PASSWORD_MIN, `A senha deve ter pelo menos ${PASSWORD_MIN} caracteres.`),
    z.maxLength(PASSWORD_MAX, `A senha deve ter no máximo ${PASSWORD_MAX} caracteres.`),
  );

/** Sign-in does not repeat the password policy: an old account must still be able to sign in. */
export const signInSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: "Informe a senha." })
    .check(z.minLength(1, "Informe a senha."), z.maxLength(PASSWORD_MAX, "E-mail ou senha incorretos.")),
});

/** Sign-up's answer, the same for a new and a known address (the owner of a known one gets a warning instead). */
export const registeredMessage = "Enviamos um link de confirmação para o seu e-mail";

export const registerSchema = z.object({ email: emailSchema, password: newPasswordSchema });

export const recoverSchema = z.object({ email: emailSchema });

export const resetSchema = z.object({
  token: z
    .string({ error: "Link de recuperação inválido." })
    .check(
      z.trim(),
      z.minLength(20, "Link de recuperação inválido."),
      z.maxLength(200, "Link de recuperação inválido."),
    ),
  password: newPasswordSchema,
});

export type SignInInput = z.infer<typeof signInSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;

export const verifyEmailSchema = z.object({
  token: z
    .string({ error: "Link de confirmação incompleto. Abra o link do e-mail de novo ou peça outro em Minha conta." })
    .check(
      z.trim(),
      z.minLength(20, "Link de confirmação inválido."),
      z.maxLength(200, "Link de confirmação inválido."),
    ),
});

import { z } from "./zod";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** E-mails are compared trimmed and lower-cased everywhere (form, routes, database). */
export const emailSchema = z
  .string({ error: "Informe o e-mail." })
  .trim()
  .toLowerCase()
  .min(1, "Informe o e-mail.")
  .max(254, "E-mail longo demais.")
  .pipe(z.email("Informe um e-mail válido."));

export const newPasswordSchema = z
  .string({ error: "Informe a senha." })
  .min(PASSWORD_MIN, `A senha deve ter pelo menos ${PASSWORD_MIN} caracteres.`)
  .max(PASSWORD_MAX, `A senha deve ter no máximo ${PASSWORD_MAX} caracteres.`);

/** Sign-in does not repeat the password policy: an old account must still be able to sign in. */
export const signInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: "Informe a senha." }).min(1, "Informe a senha.").max(PASSWORD_MAX, "E-mail ou senha incorretos."),
});

export const registerSchema = z.object({ email: emailSchema, password: newPasswordSchema });

export const recoverSchema = z.object({ email: emailSchema });

export const resetSchema = z.object({
  token: z
    .string({ error: "Link de recuperação inválido." })
    .trim()
    .min(20, "Link de recuperação inválido.")
    .max(200, "Link de recuperação inválido."),
  password: newPasswordSchema,
});

export type SignInInput = z.infer<typeof signInSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;

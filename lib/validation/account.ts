import { newPasswordSchema } from "./auth";
import { PASSWORD_MAX } from "./password-limits";
import * as z from "./zod";

export const accountMessages = {
  currentPassword: "Informe a sua senha atual.",
  wrongCurrentPassword: "A senha atual está incorreta. Confira e tente de novo.",
  password: "Informe a sua senha para confirmar a exclusão.",
  wrongPassword: "Senha incorreta. Nada foi excluído; confira a senha e tente de novo.",
  passwordChanged: "Senha alterada. As outras sessões da sua conta foram encerradas.",
} as const;

/** A password longer than any we accept cannot be the right one, so it gets the wrong-password message. */
const existingPassword = (missing: string, wrong: string) =>
  z.string({ error: missing }).check(z.minLength(1, missing), z.maxLength(PASSWORD_MAX, wrong));

export const changePasswordSchema = z.object({
  currentPassword: existingPassword(accountMessages.currentPassword, accountMessages.wrongCurrentPassword),
  newPassword: newPasswordSchema,
});

export const deleteAccountSchema = z.object({
  password: existingPassword(accountMessages.password, accountMessages.wrongPassword),
});

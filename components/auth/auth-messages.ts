export const authMessages = {
  signInFailed: "Falha ao fazer login",
  registerFailed: "Falha ao criar conta",
  recoverFailed: "Erro ao enviar email de recuperação. Verifique o email informado.",
  recoverError: "Erro ao enviar email de recuperação",
  recoverSent: "E-mail de recuperação enviado! Verifique sua caixa de entrada.",
  wrongCredentials: "E-mail ou senha incorretos.",
  tooManyAttempts: "Muitas tentativas. Aguarde alguns minutos e tente novamente.",
  offline: "Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.",
  unavailable: "O serviço está indisponível no momento. Tente novamente em alguns minutos.",
} as const;

export const withReason = (message: string, reason?: string) => (reason ? `${message}. ${reason}` : message);

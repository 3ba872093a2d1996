export const authMessages = {
  signInFailed: "Falha ao fazer login",
  registerFailed: "Falha ao criar conta",
  recoverFailed: "Erro ao enviar email de recuperação. Verifique o email informado.",
  recoverError: "Erro ao enviar email de recuperação",
  recoverSent: "E-mail de recuperação enviado! Verifique sua caixa de entrada.",
  registered:
    "Enviamos um link de confirmação para o seu e-mail. Abra-o e depois entre com seu e-mail e senha. Se o e-mail já tinha conta, enviamos a ele um aviso com o caminho para criar uma nova senha.",
  wrongCredentials: "E-mail ou senha incorretos.",
  tooManyAttempts: "Muitas tentativas. Aguarde alguns minutos e tente novamente.",
  offline: "Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.",
  unavailable: "O serviço está indisponível no momento. Tente novamente em alguns minutos.",
} as const;

export const withReason = (message: string, reason?: string) => (reason ? `${message}. ${reason}` : message);

/** NIST SP 800-63B. The zxcvbn dictionaries are large, so they load on first use, never with the page. */
export type Strength = { score: 0 | 1 | 2 | 3 | 4; problem?: string };

const MIN_SCORE = 2;
const passwordMessages = {
  sameAsEmail: "A senha não pode ser igual ao e-mail.",
  guessable: "Senha fácil de adivinhar. Use uma frase com palavras incomuns ou uma senha mais longa.",
} as const;

type Checker = (password: string, userInputs: string[]) => Strength["score"];

let checker: Promise<Checker> | undefined;

function loadChecker(): Promise<Checker> {
  checker ??= Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-pt-br"),
  ]).then(([{ ZxcvbnFactory }, common, ptBr]) => {
    const zxcvbn = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...ptBr.dictionary },
      graphs: common.adjacencyGraphs,
      translations: ptBr.translations,
    });
    return (password, userInputs) => zxcvbn.check(password, userInputs).score;
  });
  return checker;
}

export async function passwordStrength(password: string, email = ""): Promise<Strength> {
  const normalisedEmail = email.trim().toLowerCase();
  const check = await loadChecker();
  const score = check(password, normalisedEmail ? [normalisedEmail, normalisedEmail.split("@")[0]] : []);
  if (normalisedEmail && password.trim().toLowerCase() === normalisedEmail) {
    return { score: 0, problem: passwordMessages.sameAsEmail };
  }
  return score < MIN_SCORE ? { score, problem: passwordMessages.guessable } : { score };
}

export async function passwordProblem(password: string, email = ""): Promise<string | undefined> {
  return (await passwordStrength(password, email)).problem;
}

/**
 * NIST SP 800-63B. The zxcvbn dictionaries are large, so they load on first use, never with the page. The page
 * scores in the browser; the server scores in its service thread (lib/validation/password-check.ts), since
 * building the dictionaries takes 0,3-0,4 s and each check 25-45 ms of CPU.
 */
export type Strength = { score: 0 | 1 | 2 | 3 | 4; problem?: string };

const MIN_SCORE = 2;
const passwordMessages = {
  sameAsEmail: "A senha não pode ser igual ao e-mail.",
  guessable: "Senha fácil de adivinhar. Use uma frase com palavras incomuns ou uma senha mais longa.",
} as const;

type Checker = (password: string, userInputs: string[]) => Strength["score"];
/** Scores a password against the words it must not be made of (the e-mail address). */
export type PasswordScorer = (password: string, userInputs: string[]) => Promise<Strength["score"]>;

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

/** Scores in the thread that calls it: the browser's, or the server's service thread. */
export const scoreHere: PasswordScorer = async (password, userInputs) => (await loadChecker())(password, userInputs);

export async function passwordStrength(password: string, email = "", score = scoreHere): Promise<Strength> {
  const normalisedEmail = email.trim().toLowerCase();
  const scored = await score(password, normalisedEmail ? [normalisedEmail, normalisedEmail.split("@")[0]] : []);
  if (normalisedEmail && password.trim().toLowerCase() === normalisedEmail) {
    return { score: 0, problem: passwordMessages.sameAsEmail };
  }
  return scored < MIN_SCORE ? { score: scored, problem: passwordMessages.guessable } : { score: scored };
}

export async function passwordProblem(password: string, email = "", score = scoreHere): Promise<string | undefined> {
  return (await passwordStrength(password, email, score)).problem;
}

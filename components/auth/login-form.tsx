"use client";

import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Alert, AlertDescription, ErrorAlert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { rememberSignUp } from "@/components/account/sign-up-notice";
import { loginHint } from "@/components/auth/login-hint";
import { safeCallbackPath } from "@/lib/validation/callback-url";
import { passwordProblem } from "@/lib/validation/password-policy";
import { postJson } from "@/lib/http/client";
import { signInWithPassword } from "./auth-client";
import { authMessages as m, withReason } from "./auth-messages";
import { PasswordField } from "./password-input";
import { PasswordStrength } from "./password-strength";
import { markSignedIn } from "./session-store";
import { useQueryParam } from "./use-query-param";

// The shared zod schemas are loaded when the visitor starts filling in the form, not with the page.
const loadSchemas = () => import("@/lib/validation/auth");

type Mode = "login" | "register" | "recover";

const titles: Record<Mode, string> = {
  login: "Entre na sua conta",
  register: "Crie sua conta",
  recover: "Recuperar senha",
};
/** The sign-in's hint follows where the person came from (loginHint). */
const hints: Record<Exclude<Mode, "login">, string> = {
  register: "Leva menos de um minuto: só e-mail e senha (8 caracteres ou mais).",
  recover: "Informe o e-mail da sua conta e enviaremos um link para criar uma nova senha.",
};
const submitLabels: Record<Mode, [idle: string, busy: string]> = {
  login: ["Entrar", "Entrando..."],
  register: ["Criar conta", "Criando conta..."],
  recover: ["Enviar e-mail de recuperação", "Enviando..."],
};

/** `toolNames`: each tool's name by route, for the hint after a tool's sign-in link (loginHint). */
export function LoginForm({ toolNames }: { toolNames: Readonly<Record<string, string>> }) {
  // /login?modo=recuperar opens the recovery form (the reset page links here for a new e-mail).
  const opening = useQueryParam("modo") === "recuperar" ? "recover" : "login";
  const [chosen, setMode] = useState<Mode | null>(null);
  const mode = chosen ?? opening;
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);

  // A link that switched the mode is gone from the new form: the focus goes to the new heading.
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    heading.current?.focus();
  }, [mode]);

  function switchMode(next: Mode, { focus = false } = {}) {
    focusHeading.current = focus;
    setMode(next);
    setError(null);
    setSuccess(null);
  }

  /** True when the page is leaving for the callback (the button then stays busy). */
  async function signInAndGo(credentials: { email: string; password: string }, failure: string): Promise<boolean> {
    const error = await signInWithPassword(credentials);
    if (error) {
      setError(
        error === "rate_limited"
          ? withReason(failure, m.tooManyAttempts)
          : error === "CredentialsSignin"
            ? withReason(failure, m.wrongCredentials)
            : error === "unavailable"
              ? withReason(failure, m.unavailable)
              : withReason(failure, m.offline),
      );
      return false;
    }
    return goToCallback(credentials.email);
  }

  function goToCallback(email: string): true {
    markSignedIn(email);
    // Not router.replace: the router may hold the redirect to /login it prefetched while anonymous.
    window.location.assign(safeCallbackPath(new URLSearchParams(window.location.search).get("callbackUrl")));
    return true;
  }

  async function login(): Promise<boolean> {
    const parsed = (await loadSchemas()).signInSchema.safeParse({ email, password });
    if (!parsed.success) return fail(withReason(m.signInFailed, parsed.error.issues[0]?.message));
    return signInAndGo(parsed.data, m.signInFailed);
  }

  async function register(): Promise<boolean> {
    const parsed = (await loadSchemas()).registerSchema.safeParse({ email, password });
    if (!parsed.success) return fail(withReason(m.registerFailed, parsed.error.issues[0]?.message));
    const problem = await passwordProblem(parsed.data.password, parsed.data.email).catch(() => undefined);
    if (problem) return fail(withReason(m.registerFailed, problem));
    const answer = await postJson("/api/auth/register", parsed.data);
    if (!answer.ok) return fail(withReason(m.registerFailed, answer.error.message));
    // Sign-up answers alike for a new and a known address; only a new account (or the owner's own password)
    // signs in here. Otherwise the form says what the answer said, and no more.
    if ((await signInWithPassword(parsed.data)) === null) {
      rememberSignUp(parsed.data.email);
      return goToCallback(parsed.data.email);
    }
    setPassword("");
    switchMode("login");
    setSuccess(m.registered);
    return false;
  }

  async function recover(): Promise<boolean> {
    const parsed = (await loadSchemas()).recoverSchema.safeParse({ email });
    if (!parsed.success) return fail(m.recoverFailed);
    const answer = await postJson("/api/auth/recover", parsed.data);
    if (!answer.ok) {
      const { code, message } = answer.error;
      return fail(code === "invalid_input" ? m.recoverFailed : withReason(m.recoverError, message));
    }
    setPassword("");
    switchMode("login");
    setSuccess(m.recoverSent);
    return false;
  }

  function fail(message: string) {
    setError(message);
    return false;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setSuccess(null);
    setBusy(true);
    let leaving = false;
    try {
      leaving = await (mode === "login" ? login() : mode === "register" ? register() : recover());
    } catch {
      setError(
        mode === "recover"
          ? m.recoverFailed
          : withReason(mode === "login" ? m.signInFailed : m.registerFailed, m.offline),
      );
    } finally {
      if (!leaving) setBusy(false);
    }
  }

  const form = (
    <AuthFields
      mode={mode}
      email={email}
      password={password}
      busy={busy}
      onEmail={setEmail}
      onPassword={setPassword}
      onSubmit={onSubmit}
      onMode={switchMode}
    />
  );

  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
          {titles[mode]}
        </h1>
        <CardDescription>{mode === "login" ? <LoginHint toolNames={toolNames} /> : hints[mode]}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {success ? (
          <Alert variant="success">
            <AlertDescription>{success}</AlertDescription>
          </Alert>
        ) : null}
        <ErrorAlert message={error} />
        {mode === "recover" ? (
          form
        ) : (
          <Tabs value={mode} onValueChange={(value) => switchMode(value as Mode)}>
            <TabsList className="w-full">
              <TabsTrigger value="login">Entrar</TabsTrigger>
              <TabsTrigger value="register">Registrar</TabsTrigger>
            </TabsList>
            <TabsContent value="login" className="mt-4">
              {mode === "login" ? form : null}
            </TabsContent>
            <TabsContent value="register" className="mt-4">
              {mode === "register" ? form : null}
            </TabsContent>
          </Tabs>
        )}
      </CardContent>
    </Card>
  );
}

function AuthFields(props: {
  mode: Mode;
  email: string;
  password: string;
  busy: boolean;
  onEmail(value: string): void;
  onPassword(value: string): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  onMode(mode: Mode, options: { focus: boolean }): void;
}) {
  const { mode, busy } = props;
  const id = useId();
  const [idle, working] = submitLabels[mode];
  return (
    <form className="grid gap-4" onSubmit={props.onSubmit} onFocus={() => void loadSchemas()}>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-email`}>E-mail</Label>
        <Input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          required
          maxLength={254}
          value={props.email}
          onChange={(event) => props.onEmail(event.target.value)}
        />
      </div>
      {mode === "recover" ? null : (
        <PasswordField
          id={`${id}-password`}
          label="Senha"
          name="password"
          autoComplete={mode === "login" ? "current-password" : "new-password"}
          aria-describedby={mode === "register" ? `${id}-password-hint` : undefined}
          value={props.password}
          onValue={props.onPassword}
        >
          {mode === "register" ? (
            <PasswordStrength id={`${id}-password-hint`} password={props.password} email={props.email} />
          ) : null}
        </PasswordField>
      )}
      <Button type="submit" variant="gradient" loading={busy} className="w-full">
        {busy ? working : idle}
      </Button>
      <div className="grid justify-items-center gap-1 text-sm">
        {mode === "register" ? null : (
          <Button
            type="button"
            variant="link"
            onClick={() => props.onMode(mode === "login" ? "recover" : "login", { focus: true })}
          >
            {mode === "login" ? "Esqueceu sua senha?" : "Voltar ao login"}
          </Button>
        )}
        {mode === "recover" ? null : (
          <p className="text-muted-foreground">
            {mode === "login" ? "Não tem conta?" : "Já tem conta?"}{" "}
            <Button
              type="button"
              variant="link"
              size="inline"
              onClick={() => props.onMode(mode === "login" ? "register" : "login", { focus: true })}
            >
              {mode === "login" ? "Criar conta" : "Entrar"}
            </Button>
          </p>
        )}
      </div>
    </form>
  );
}

/** Where signing in leads, from the address (read after hydration): only this line is drawn again for it. */
function LoginHint({ toolNames }: { toolNames: Readonly<Record<string, string>> }) {
  return loginHint(useQueryParam("callbackUrl"), toolNames);
}

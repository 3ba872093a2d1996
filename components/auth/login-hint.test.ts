import { describe, expect, it } from "vitest";
import { toolNames } from "@/lib/content/tools";
import { loginHint as hintWith } from "./login-hint";

const loginHint = (from: string | null) => hintWith(from, toolNames);

describe("/login's hint", () => {
  it("matches where the person came from", () => {
    expect(loginHint("/translate")).toBe("Use seu e-mail e senha para acessar o tradutor.");
    expect(loginHint("/conta")).toBe("Use seu e-mail e senha para abrir a sua conta.");
    expect(loginHint("/painel?status=novo")).toBe("Use seu e-mail e senha para abrir o painel.");
    expect(loginHint("/imgautox")).toBe("Use seu e-mail e senha para continuar em Img Auto X.");
  });

  it("promises no tool to someone who came from nowhere in particular", () => {
    for (const from of [null, "", "/", "https://outro.example.com/conta", "/privacidade"]) {
      expect(loginHint(from)).toBe("Use seu e-mail e senha para entrar.");
    }
  });
});

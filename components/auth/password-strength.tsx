"use client";

import { useEffect, useState } from "react";
import { PASSWORD_MAX, PASSWORD_MIN } from "@/lib/validation/password-limits";
import { passwordStrength, type Strength } from "@/lib/validation/password-policy";

const labels = ["muito fraca", "fraca", "razoável", "boa", "forte"] as const;
const colors = ["bg-destructive", "bg-destructive", "bg-amber-500", "bg-emerald-500", "bg-emerald-600"] as const;

export function PasswordStrength({ id, password, email }: { id: string; password: string; email: string }) {
  const [result, setResult] = useState<{ password: string; strength: Strength } | null>(null);

  useEffect(() => {
    if (!password) return;
    let current = true;
    passwordStrength(password, email).then(
      (strength) => current && setResult({ password, strength }),
      () => {}, // the dictionaries could not load: the server still checks on submit
    );
    return () => {
      current = false;
    };
  }, [password, email]);

  const strength = password && result?.password === password ? result.strength : null;
  return (
    <div id={id} className="grid gap-1 text-xs" aria-live="polite">
      <div className="grid grid-cols-5 gap-1" aria-hidden="true">
        {labels.map((label, index) => (
          <span
            key={label}
            className={`h-1.5 rounded-full ${strength && index <= strength.score ? colors[strength.score] : "bg-muted"}`}
          />
        ))}
      </div>
      <p className={strength?.problem ? "text-destructive" : "text-muted-foreground"}>
        {strength
          ? `Força da senha: ${labels[strength.score]}.`
          : `De ${PASSWORD_MIN} a ${PASSWORD_MAX} caracteres, difícil de adivinhar.`}
        {strength?.problem ? ` ${strength.problem}` : null}
      </p>
    </div>
  );
}

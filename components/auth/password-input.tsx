"use client";

import { Eye, EyeOff } from "lucide-react";
import { useState, type ComponentProps, type ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PASSWORD_MAX } from "@/lib/validation/password-limits";

export function PasswordInput({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  const [shown, setShown] = useState(false);
  const Icon = shown ? EyeOff : Eye;
  return (
    <div className="relative">
      <Input {...props} type={shown ? "text" : "password"} className={`pr-11 ${className ?? ""}`} />
      <button
        type="button"
        aria-label="Mostrar senha"
        aria-pressed={shown}
        aria-controls={props.id}
        onClick={() => setShown((value) => !value)}
        className={
          "absolute inset-y-0 right-0 grid w-10 place-items-center rounded-r-md text-muted-foreground " +
          "hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        }
      >
        <Icon aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/** A password field as every form of the site lays it out: its label above, a hint or meter (children) below. */
export function PasswordField({
  id,
  label,
  value,
  onValue,
  children,
  ...props
}: Omit<ComponentProps<typeof PasswordInput>, "id" | "value" | "onChange"> & {
  id: string;
  label: string;
  value: string;
  onValue(value: string): void;
  children?: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <PasswordInput
        id={id}
        required
        maxLength={PASSWORD_MAX}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        {...props}
      />
      {children}
    </div>
  );
}

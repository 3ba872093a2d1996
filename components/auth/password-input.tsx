"use client";

import { Eye, EyeOff } from "lucide-react";
import { useState, type ComponentProps } from "react";
import { Input } from "@/components/ui/input";

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

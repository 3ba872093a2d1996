"use client";

import { PasswordField } from "./password-input";
import { PasswordStrength } from "./password-strength";

export const confirmationDiffers = "A nova senha e a confirmação não conferem.";

/**
 * The new password, with its strength as the person types, and its confirmation: what every form that sets a
 * password asks, so changing it in /conta and resetting it from the e-mail read the same. `email` (when the form
 * knows it) lets the meter refuse a password that is the address.
 */
export function NewPasswordFields(props: {
  id: string;
  email?: string;
  password: string;
  onPassword: (value: string) => void;
  confirmation: string;
  onConfirmation: (value: string) => void;
}) {
  const { id, email = "" } = props;
  return (
    <>
      <PasswordField
        id={`${id}-new`}
        label="Nova senha"
        autoComplete="new-password"
        aria-describedby={`${id}-strength`}
        value={props.password}
        onValue={props.onPassword}
      >
        <PasswordStrength id={`${id}-strength`} password={props.password} email={email} />
      </PasswordField>
      <PasswordField
        id={`${id}-confirmation`}
        label="Confirme a nova senha"
        autoComplete="new-password"
        value={props.confirmation}
        onValue={props.onConfirmation}
      />
    </>
  );
}

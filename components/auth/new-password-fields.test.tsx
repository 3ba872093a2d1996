import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChangePasswordForm } from "@/components/account/change-password-form";
import { PASSWORD_MAX, PASSWORD_MIN } from "@/lib/validation/password-limits";
import { ResetPasswordForm } from "./reset-password-form";

/** The new-password field's label target and what its aria-describedby names. */
function newPassword(html: string) {
  const label = /<label[^>]*for="([^"]+)"[^>]*>Nova senha<\/label>/.exec(html);
  const input = label && new RegExp(`<input[^>]*id="${label[1]}"[^>]*>`).exec(html)?.[0];
  const described = input && /aria-describedby="([^"]+)"/.exec(input)?.[1];
  const hint = described && new RegExp(`id="${described}"[^>]*>([\\s\\S]*?)</p>`).exec(html)?.[1];
  return { input, hint };
}

describe("the forms that set a new password", () => {
  it.each([
    ["/conta's change of password", <ChangePasswordForm key="c" email="ana@example.com" />],
    ["the reset from the recovery e-mail", <ResetPasswordForm key="r" />],
  ])("%s describe the new password with the strength meter and ask for its confirmation", (_, form) => {
    const html = renderToStaticMarkup(form);
    const { input, hint } = newPassword(html);
    expect(input).toContain('autoComplete="new-password"');
    expect(hint).toContain(`De ${PASSWORD_MIN} a ${PASSWORD_MAX} caracteres, difícil de adivinhar.`);
    expect(hint).toContain('aria-hidden="true"'); // the meter's bars
    expect(html).toMatch(/<label[^>]*>Confirme a nova senha<\/label>/);
  });
});

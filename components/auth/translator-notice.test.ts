import { describe, expect, it } from "vitest";
import { offNotice } from "./translator-notice";

describe("the translator's notice on a server without AI", () => {
  it("names exactly the other tools that are off too", () => {
    expect(offNotice(["Descrição E-commerce", "Img Auto X"])).toBe(
      "Descrição E-commerce e Img Auto X também estão indisponíveis aqui; as outras ferramentas funcionam sem conta.",
    );
    expect(offNotice(["Img Auto X"])).toBe(
      "Img Auto X também está indisponível aqui; as outras ferramentas funcionam sem conta.",
    );
    expect(offNotice([])).toBe("As outras ferramentas funcionam sem conta.");
  });
});

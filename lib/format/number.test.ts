import { describe, expect, it } from "vitest";
import { formatNumber } from "./number";

describe("formatNumber", () => {
  it("writes what toLocaleString('pt-BR') writes: dots between thousands, a comma before decimals", () => {
    const values = [0, 7, 150, 999, 1000, 4000, 12_345, 1_234_567, -4000, 0.5, 1.25, 9.95, 1234.5678, 0.04];
    for (const digits of [0, 1, 2])
      for (const value of values)
        expect(formatNumber(value, digits), `${value} with ${digits}`).toBe(
          value.toLocaleString("pt-BR", { maximumFractionDigits: digits }),
        );
  });
});

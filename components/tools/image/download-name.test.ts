import { describe, expect, it } from "vitest";
import { dataUrlBlob, downloadName, extensionOf } from "./download-name";

describe("image downloads", () => {
  it("names the file after the prompt, in ASCII", () => {
    expect(downloadName("Café & pão, 9:16!", 1, "png")).toBe("cafe-pao-9-16-1.png");
    expect(downloadName("Ação  —  coração", 2, "jpg")).toBe("acao-coracao-2.jpg");
    expect(downloadName("水彩画", 1, "png")).toBe("imagem-1.png");
    expect(downloadName("a".repeat(200), 3, "png")).toBe(`${"a".repeat(60)}-3.png`);
  });

  it("reads the type and the bytes of a data URL", async () => {
    expect(extensionOf("data:image/jpeg;base64,/9j/")).toBe("jpg");
    const blob = dataUrlBlob(`data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47]).toString("base64")}`);
    expect(blob.type).toBe("image/png");
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });
});

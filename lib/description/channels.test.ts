import { describe, expect, it } from "vitest";
import { oneLine, plainText, storeHtml, trimAtWord } from "./channels";

describe("storeHtml (Loja (HTML))", () => {
  it("keeps h2 h3 p ul ol li strong em br and nothing else", () => {
    const clean =
      "<h2>A</h2><h3>B</h3><p>C<br />D <strong>E</strong> <em>F</em></p><ul><li>G</li></ul><ol><li>H</li></ol>";
    expect(storeHtml(clean)).toBe(clean);
  });

  it.each([
    ["a script and its code", "<p>Oi</p><script>alert(1)</script>", "<p>Oi</p>"],
    ["a style block", "<style>p{display:none}</style><p>Oi</p>", "<p>Oi</p>"],
    ["event handlers and styles", '<p onclick="x()" style="color:red" class="a">Oi</p>', "<p>Oi</p>"],
    ["links, keeping their text", '<p><a href="javascript:alert(1)">clique</a> já</p>', "<p>clique já</p>"],
    ["images with onerror", '<p>Oi<img src=x onerror="alert(1)"></p>', "<p>Oi</p>"],
    ["iframes and their content", '<p>Oi<iframe src="//evil">x</iframe></p>', "<p>Oi</p>"],
    ["nested unknown tags", "<div><section><p><span><b>Oi</b></span></p></section></div>", "<p>Oi</p>"],
    ["tags split to confuse a regex", "<p>Oi</p><scr<script>ipt>alert(1)</script>", "<p>Oi</p>ipt&gt;alert(1)"],
    ["an svg payload", "<svg><script>alert(1)</script></svg><p>Oi</p>", "<p>Oi</p>"],
    ["h1 and tables", "<h1>T</h1><table><tr><td>x</td></tr></table>", "Tx"],
  ])("removes %s", (_, dirty, expected) => {
    expect(storeHtml(dirty)).toBe(expected);
  });
});

describe("plainText (Mercado Livre)", () => {
  it("turns blocks into paragraphs and list items into simple bullets, with no tags left", () => {
    const html =
      "<h2>Runner X</h2><p>Leve &amp; <strong>macio</strong>.<br>Para treinos.</p>" +
      "<ul><li>Leve</li><li>Respirável</li></ul><h3>Passos</h3><ol><li>Calce</li><li>Corra</li></ol>";
    expect(plainText(html)).toBe(
      "Runner X\n\nLeve & macio.\nPara treinos.\n\n• Leve\n• Respirável\n\nPassos\n\n1. Calce\n2. Corra",
    );
  });

  it("drops scripts entirely and keeps text that only looks like a tag as text", () => {
    expect(plainText("<p>a</p><script>alert('x')</script><p>5 &lt; 10</p>")).toBe("a\n\n5 < 10");
  });
});

describe("trimAtWord and oneLine", () => {
  it("cuts at the last word that fits and leaves short text alone", () => {
    expect(trimAtWord("Tênis de corrida leve", 60)).toBe("Tênis de corrida leve");
    expect(trimAtWord("Tênis de corrida leve e macio", 18)).toBe("Tênis de corrida");
    expect(trimAtWord("Tênis, de corrida", 7)).toBe("Tênis");
  });

  it("makes a title one line of plain text", () => {
    expect(oneLine("<b>Runner</b>\n X <script>y</script>")).toBe("Runner X");
  });
});

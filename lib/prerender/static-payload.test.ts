import { describe, expect, it } from "vitest";
import { stripPage, stripStaticChildren } from "./static-payload.mjs";

// Rows as Next 16 writes a prerendered page's payload: chunk paths, client references, the tree in row 0, a
// text row (its length counts UTF-8 bytes), rows referred to lazily and by path.
const text = "Política de privacidade — ção";
const rows = [
  `1:"$Sreact.fragment"`,
  `2:"/_next/static/chunks/a.js"`,
  `3:I[185677,["$2"],"StaticContent"]`,
  `4:I[267210,["$2"],"ConsentPixel"]`,
  `0:{"P":null,"t":["$","$1","c",{"children":[["$","$L3",null,{"children":["$","header",null,{"children":"$L5"}]}],["$","$L4",null,{}],"$L6"]}]}`,
  `5:["$","nav",null,{"children":["$","a",null,{"href":"/","children":"$L7"}]}]`,
  `7:"Início"`,
  `6:["$","main",null,{"children":[["$","$L3",null,{"children":[["$","p",null,{"children":"$8"}],"$L9"]}],["$","p",null,{"children":"$a:props:children"}]]}]`,
  `8:T${Buffer.byteLength(text).toString(16)},${text}`,
  `9:["$","section",null,{"children":"Seção"}]`,
  `a:["$","em",null,{"children":"fora"}]`,
  `b:["$","aside",null,{"children":"ninguém"}]`,
].map((row) => (row.includes(":T") ? row : `${row}\n`));

describe("the static payload of a prerendered page", () => {
  it("drops StaticContent's children and the rows only they used, and names each box", () => {
    const { payload, stripped } = stripStaticChildren(rows.join(""), "/privacidade");
    expect(stripped).toBe(2);
    // 5, 7 (the header), 8, 9 (the first section) were only inside the boxes; b was never referred to.
    for (const index of [0, 1, 2, 3, 10]) expect(payload).toContain(rows[index]);
    for (const index of [5, 6, 8, 9, 11]) expect(payload).not.toContain(rows[index]);
    expect(payload).toContain(`["$","$L3",null,{"children":null,"stripped":"/privacidade#0"}]`);
    expect(payload).toContain(`["$","$L3",null,{"children":null,"stripped":"/privacidade#1"}]`);
    // What is outside the boxes is as it was.
    expect(payload).toContain(`["$","$L4",null,{}]`);
    expect(payload).toContain(`a:["$","em",null,{"children":"fora"}]\n`);
  });

  it("reads a text row by its byte length, multibyte characters included", () => {
    // Row 6 outside the boxes now refers to the text; the section row after it is referred to by nobody.
    const outside = [...rows.slice(0, 5), `6:["$","p",null,{"children":"$8"}]\n`, rows[8], rows[9]];
    const { payload } = stripStaticChildren(outside.join(""), "/");
    expect(payload).toContain(`8:T${Buffer.byteLength(text).toString(16)},${text}`);
    expect(payload.endsWith(`${text}`)).toBe(true);
  });

  it("leaves a payload without StaticContent alone", () => {
    const plain = `0:["$","p",null,{"children":"$L1"}]\n1:"texto"\n2:"solto"\n`;
    expect(stripStaticChildren(plain, "/")).toEqual({ payload: plain, stripped: 0 });
  });

  it("writes the page's pushes as one script a parser cannot end early", () => {
    const halves = [rows.slice(0, 6).join(""), rows.slice(6).join("")].map(
      (part) => `<script>self.__next_f.push(${JSON.stringify([1, part]).replace(/</g, "\\u003c")})</script>`,
    );
    const withTag = rows.join("").replace('"fora"', '"</script><b>"');
    const html = `<body><p>x</p>${halves[0]}<p>y</p>${halves[1]}<script>self.__next_f.push([0])</script></body>`;
    const { html: out, stripped } = stripPage(html, "/");
    expect(stripped).toBe(2);
    const scripts = [...out.matchAll(/<script>self\.__next_f\.push\((.*?)\)<\/script>/g)].map(([, array]) => array);
    expect(scripts).toHaveLength(2);
    expect(out.indexOf("<p>y</p>")).toBeLessThan(out.indexOf("__next_f.push([1,"));
    expect(JSON.parse(scripts[0])[1]).toBe(stripStaticChildren(rows.join(""), "/").payload);
    const unsafe = stripPage(
      `<script>self.__next_f.push(${JSON.stringify([1, withTag]).replace(/</g, "\\u003c")})</script>`,
      "/",
    );
    expect(unsafe.html).not.toMatch(/<\/script><b>/);
    expect(unsafe.html).toContain("\\u003c/script\\u003e\\u003cb\\u003e");
  });
});

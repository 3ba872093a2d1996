/** CLDR's plural categories, in CLDR's order (the order ICU, Android, Apple and gettext write them in). */
export const CATEGORIES = ["zero", "one", "two", "few", "many", "other"] as const;
export type PluralCategory = (typeof CATEGORIES)[number];

export const isCategory = (word: string): word is PluralCategory => (CATEGORIES as readonly string[]).includes(word);

/** The categories a language's plurals need, by CLDR (Intl.PluralRules): en one/other, ru one/few/many/other... */
export function pluralCategories(language: string): PluralCategory[] {
  const found = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];
  return CATEGORIES.filter((category) => found.includes(category));
}

/**
 * A number a category stands for in a language, told to the model with that form ("2" for Russian "few"): the
 * smallest integer, else a decimal, else a million (the "many" of Portuguese, French and Spanish is for a million
 * and more written short, "1 milhão de itens").
 */
export function sampleNumber(language: string, category: PluralCategory): string {
  const rules = new Intl.PluralRules(language);
  for (let n = 0; n <= 200; n++) if (rules.select(n) === category) return String(n);
  for (const n of [0.5, 1.5, 2.5, 0.1, 1.1, 5.5]) if (rules.select(n) === category) return String(n);
  return "1000000";
}

/**
 * gettext's Plural-Forms for a target language: its nplurals and expression, in the order msgstr[n] follows (the
 * forms of the GNU gettext manual and Weblate). A language not listed gets one built from CLDR's integer samples.
 */
const GETTEXT: Record<string, string> = {
  ja: "nplurals=1; plural=0;",
  zh: "nplurals=1; plural=0;",
  ko: "nplurals=1; plural=0;",
  vi: "nplurals=1; plural=0;",
  th: "nplurals=1; plural=0;",
  id: "nplurals=1; plural=0;",
  tr: "nplurals=2; plural=(n != 1);",
  en: "nplurals=2; plural=(n != 1);",
  de: "nplurals=2; plural=(n != 1);",
  nl: "nplurals=2; plural=(n != 1);",
  sv: "nplurals=2; plural=(n != 1);",
  da: "nplurals=2; plural=(n != 1);",
  nb: "nplurals=2; plural=(n != 1);",
  fi: "nplurals=2; plural=(n != 1);",
  el: "nplurals=2; plural=(n != 1);",
  hu: "nplurals=2; plural=(n != 1);",
  es: "nplurals=2; plural=(n != 1);",
  it: "nplurals=2; plural=(n != 1);",
  "pt-PT": "nplurals=2; plural=(n != 1);",
  "pt-BR": "nplurals=2; plural=(n > 1);",
  pt: "nplurals=2; plural=(n > 1);",
  fr: "nplurals=2; plural=(n > 1);",
  hi: "nplurals=2; plural=(n > 1);",
  ru: "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
  uk: "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
  pl: "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
  cs: "nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;",
  ro: "nplurals=3; plural=(n==1 ? 0 : (n==0 || (n%100>0 && n%100<20)) ? 1 : 2);",
  he: "nplurals=3; plural=(n==1 ? 0 : n==2 ? 1 : 2);",
  ar: "nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);",
};

export type GettextPlurals = { header: string; forms: { category: PluralCategory; sample: string }[] };

/** The target's Plural-Forms header and, for each msgstr[n], the CLDR category and number it stands for. */
export function gettextPlurals(language: string): GettextPlurals {
  const base = language.split("-")[0];
  const header = GETTEXT[language] ?? GETTEXT[base];
  const rules = new Intl.PluralRules(language);
  if (header) {
    const nplurals = Number(/nplurals=(\d+)/.exec(header)![1]);
    const expression = /plural=(.*);\s*$/.exec(header)![1];
    const formOf = new Function("n", `return Number(${expression});`) as (n: number) => number;
    const forms: GettextPlurals["forms"] = [];
    for (let index = 0; index < nplurals; index++) {
      let sample = 0;
      while (sample < 1000 && formOf(sample) !== index) sample++;
      forms.push({ category: rules.select(sample) as PluralCategory, sample: String(sample) });
    }
    return { header, forms };
  }
  // Built from CLDR: each category's integer sample, tested in turn (exact for the samples, close for the rest).
  const categories = pluralCategories(language).filter((category) => /^\d+$/.test(sampleNumber(language, category)));
  const forms = categories.map((category) => ({ category, sample: sampleNumber(language, category) }));
  if (forms.length <= 1) return { header: "nplurals=1; plural=0;", forms: [{ category: "other", sample: "0" }] };
  const other = forms.findIndex((form) => form.category === "other");
  const tests = forms.map((form, index) => (index === other ? "" : `n==${form.sample} ? ${index} : `)).join("");
  return { header: `nplurals=${forms.length}; plural=(${tests}${other});`, forms };
}

import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // Links prefetch on intent (components/ui/link.tsx), and the browser gets zod/mini (lib/validation/zod.ts).
    files: ["app/**", "components/**"],
    ignores: ["components/ui/link.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "next/link", message: "Use Link from @/components/ui/link: it prefetches on intent." },
            { name: "next-auth/react", message: "Use components/auth/auth-client.ts: next-auth/react is 14 KB gz." },
            { name: "zod", message: "Use z from @/lib/validation/zod (zod/mini) in code that may reach the browser." },
          ],
        },
      ],
    },
  },
  {
    ignores: [
      ".next/**",
      ".next-*/**",
      ".data*/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "lighthouse/**",
      "bench/out/**",
      "next-env.d.ts",
    ],
  },
];

export default config;

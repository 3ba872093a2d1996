import type { Proof } from "../lib/content/proof";

/** Two entries of each kind, as an owner would write them (lib/content/proof.test.ts and e2e/proof.spec.ts). */
export const proofFixtures: Proof = {
  testimonials: [
    {
      name: "Ana Souza",
      role: "Sócia",
      company: "Match Perfeito",
      text: "Entregaram o aplicativo em duas semanas, e os nossos usuários notaram a diferença no primeiro dia.",
      agreedOn: "2026-10-02",
    },
    {
      name: "Carlos Lima",
      role: "Fundador",
      company: "Mão do Destino",
      text: "O quiz de 11 telas ficou leve no celular e dobrou os cadastros.",
      photo: "/portfolio/geniusvoice.svg",
      agreedOn: "2026-09-15",
    },
  ],
  projects: [
    {
      title: "Match pelo Instagram",
      description: "Um app que sugere pares a partir do perfil do Instagram de cada pessoa.",
      tech: ["Next.js", "OpenAI", "PostgreSQL"],
      image: "/portfolio/translate.svg",
      category: "Relacionamento",
      link: "https://match.exemplo.com.br",
    },
    {
      title: "Quiz de quiromancia",
      description: "Leitura da palma da mão em um quiz de 11 telas, com o resultado por e-mail.",
      tech: ["React", "Tailwind CSS"],
      image: "/portfolio/imgautox.svg",
      category: "Astrologia",
      link: "https://quiz.exemplo.com.br",
    },
  ],
};

/**
 * Real proof, filled by the owner (docs/company.md, "Antes de publicar"): testimonials from clients who agreed to
 * be published, and client projects that open outside this site. Each landing section shows only when its list
 * has entries; an empty list shows nothing, so the site never invents a client. proof.test.ts checks each entry.
 */

export type Testimonial = {
  name: string;
  role: string;
  company: string;
  /** The client's words, as they agreed to publish them. */
  text: string;
  /** A square photo in public/clientes/ (e.g. "/clientes/ana.webp"); without one, the initials are shown. */
  photo?: string;
  /** The day the client agreed to publish (YYYY-MM-DD): keep the written consent. */
  agreedOn: string;
};

export type ClientProjectCategory =
  | "Relacionamento"
  | "Astrologia"
  | "Inteligência Artificial"
  | "E-commerce"
  | "Marketing"
  | "Desenvolvimento"
  | "Saúde"
  | "Educação";

export type ClientProject = {
  title: string;
  description: string;
  tech: readonly string[];
  /** An illustration or screenshot in public/projetos/, 640x400 (e.g. "/projetos/match.webp"). */
  image: string;
  category: ClientProjectCategory;
  /** The project's own site (https), opened in a new tab. */
  link: string;
};

export type Proof = { testimonials: readonly Testimonial[]; projects: readonly ClientProject[] };

/** The owner's entries. Empty until real clients agree to be shown. */
export const proof: Proof = {
  testimonials: [],
  projects: [],
};

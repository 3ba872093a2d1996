/** The glossary's limits (no CSV parser here, so the page can import them). */
export const GLOSSARY_MAX_PER_PAIR = 500;
export const GLOSSARY_MAX_TOTAL = 2_000;
export const GLOSSARY_TERM_MAX = 100;
/** "Não traduzir": brand and product names kept as they are in every language pair. */
export const KEEP_TERMS_MAX = 200;

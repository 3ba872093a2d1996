/** NIST 800-63B lengths, kept apart from the schemas so a form can show them without loading zod. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The site's own brand: the company's name when COMPANY_NAME is unset. */
export const brandName = "Software House";

/** The badge beside the name: the first letters of its first two words ("Oficina Digital": "OD"). */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join("");

/**
 * Saskatchewan's rural municipalities are named "<name> No. <number>" (Corman Park No. 344); people write them as
 * "Corman Park", "RM of Corman Park", "R.M. of Corman Park No. 344" or "Rural Municipality of Corman Park".
 */

/** The number part, as typed: "No. 344", "no 344", "No.344". Up to three digits: the RMs run from No. 1 to No. 622. */
export const RURAL_MUNICIPALITY_NUMBER = /\bno\.?\s*\d{1,3}\b/i;

/** "Corman Park No. 344" -> { base: "Corman Park", number: 344 }; null for a name without an RM number. */
export const splitRuralMunicipalityName = (name: string): { base: string; number: number } | null => {
  const match = /^(.+?)\s+No\.?\s*(\d{1,3})$/i.exec(name.trim());
  return match?.[1] && match[2] ? { base: match[1], number: Number(match[2]) } : null;
};

/** The ways people write an RM's name, its official form first; a name without a number is its own only form. */
export const ruralMunicipalityNameForms = (name: string): string[] => {
  const parts = splitRuralMunicipalityName(name);
  if (!parts) return [name];
  const { base, number } = parts;
  const forms = [name, base];
  for (const prefix of ['RM of', 'R.M. of', 'Rural Municipality of'])
    forms.push(`${prefix} ${base}`, `${prefix} ${name}`);
  forms.push(`${base} RM`, `${base} No ${number}`);
  return forms;
};

/** "RM of Corman Park No. 344" for "Corman Park No. 344"; a name without a number unchanged. */
export const ruralMunicipalityLabel = (name: string): string =>
  splitRuralMunicipalityName(name) ? `RM of ${name}` : name;

/** A typed number, or NaN (refused by the schema beside its field) when it is not one; a comma may be the decimal mark. */
export const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

/** Rupees as typed to paise (NaN when not a number). */
export const paiseOf = (rupees: string) => Math.round(numberOf(rupees) * 100);

/** Rupees as typed, blank meaning none: null, else paise. */
export const optionalPaiseOf = (rupees: string) => (rupees.trim() === '' ? null : paiseOf(rupees));

/** A whole number as typed, blank meaning none. */
export const optionalNumberOf = (text: string) => (text.trim() === '' ? null : numberOf(text));

/** Paise shown in a field as rupees ("149.00"), none as blank. */
export const rupeesText = (paise: number | null) => (paise === null ? '' : (paise / 100).toFixed(2));

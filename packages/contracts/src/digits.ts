// Arabic-Indic (U+0660-0669) and Extended Arabic-Indic (U+06F0-06F9, Persian/Urdu) digits.
const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;

/** Turns Arabic-Indic digits into ASCII digits so "١٧٥" reads as "175" (docs/product.md §5 numeric). */
export function normalizeDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= EXTENDED_ARABIC_INDIC_ZERO ? EXTENDED_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO;
    return String(code - zero);
  });
}

/**
 * Writes ASCII digits as Arabic-Indic ones and a decimal point between digits as the Arabic
 * decimal separator: "175" as "١٧٥", "3.5" as "٣٫٥". For numbers in Arabic texts.
 */
export function toArabicIndicDigits(text: string): string {
  return text
    .replace(/(?<=[0-9])\.(?=[0-9])/g, '\u066b')
    .replace(/[0-9]/g, (digit) => String.fromCharCode(ARABIC_INDIC_ZERO + Number(digit)));
}

// French company identifiers, read by the content check (the provider's own) and by the devis
// editor (a business client's, printed on its devis and invoices).

/** Digits whose Luhn sum is a multiple of 10: the key of a SIREN (9 digits) and of a SIRET (14). */
export function hasLuhnKey(digits: string): boolean {
  const sum = [...digits].reverse().reduce((total, char, index) => {
    const digit = Number(char) * (index % 2 ? 2 : 1);
    return total + (digit > 9 ? digit - 9 : digit);
  }, 0);
  return sum % 10 === 0;
}

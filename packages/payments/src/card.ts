/** A card as we store it: from Stripe's payment method, or what the user typed on the test checkout. */
export type CheckoutCard = {
  brand: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
};

/** Stripe's brand ids, guessed from the number's prefix (IIN ranges). */
export function cardBrand(number: string): string {
  const n = number.replace(/\D/g, "");
  const prefix = (length: number) => Number(n.slice(0, length));
  if (n.startsWith("4")) return "visa";
  if (/^3[47]/.test(n)) return "amex";
  if ((prefix(2) >= 51 && prefix(2) <= 55) || (prefix(4) >= 2221 && prefix(4) <= 2720)) {
    return "mastercard";
  }
  if (n.startsWith("6011") || n.startsWith("65") || (prefix(3) >= 644 && prefix(3) <= 649)) {
    return "discover";
  }
  if (/^3(0[0-5]|[689])/.test(n)) return "diners";
  if (prefix(4) >= 3528 && prefix(4) <= 3589) return "jcb";
  if (n.startsWith("62")) return "unionpay";
  return "unknown";
}

/** The Luhn checksum every real card number satisfies. */
export function luhnValid(number: string): boolean {
  const n = number.replace(/\D/g, "");
  if (n.length < 12) return false;
  let sum = 0;
  for (let i = 0; i < n.length; i++) {
    let digit = Number(n[n.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const BRAND_NAMES: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  diners: "Diners Club",
  jcb: "JCB",
  unionpay: "UnionPay",
};

/** 'visa' → 'Visa'; unknown brands are shown as 'Card'. */
export const brandName = (brand: string) => BRAND_NAMES[brand.toLowerCase()] ?? "Card";

/**
 * Demo prices: what the public site charges, per processing mode, in the currency it shows a visitor
 * from that country. Made up (the back-office has no price list); deterministic so a seed is repeatable.
 */
const CURRENCY_OF: Record<string, string> = {
  France: 'EUR',
  Germany: 'EUR',
  Italy: 'EUR',
  Netherlands: 'EUR',
  Spain: 'EUR',
  'United Kingdom': 'GBP',
  Canada: 'CAD',
};

const PRICES: Record<string, { regular: number; priority: number }> = {
  USD: { regular: 49.99, priority: 89.99 },
  EUR: { regular: 46.99, priority: 84.99 },
  GBP: { regular: 39.99, priority: 72.99 },
  CAD: { regular: 67.99, priority: 122.99 },
};

export function demoPayment(citizenship: string, priority: boolean, gateway: string) {
  const currency = CURRENCY_OF[citizenship] ?? 'USD';
  const price = PRICES[currency]!;
  return {
    amount_paid: priority ? price.priority : price.regular,
    currency,
    payment_gateway: gateway,
  };
}

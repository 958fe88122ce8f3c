// How a brief writes a currency, as a sign of where the client is (facts/market.ts).
export const CURRENCY_SIGNS: Record<string, RegExp> = {
  EUR: /€|\bEUR\b|\beuros?\b/iu,
  GBP: /£|\bGBP\b/u,
  CHF: /\bCHF\b|\bFr\.\s?\d/u,
  CAD: /\bCAD\b|C\$/u,
  AUD: /\bAUD\b|A\$/u,
  NZD: /\bNZD\b|NZ\$/u,
  SGD: /\bSGD\b|S\$/u,
  // Rupees and lakhs are written alike in India and Sri Lanka: a sign of both, which places then tell apart.
  INR: /₹|\bINR\b|\bRs\.?\s?\d|\blakhs?\b|\bcrores?\b|\brupees\b/iu,
  LKR: /\bLKR\b|\bRs\.?\s?\d|\blakhs?\b|\brupees\b/iu,
  USD: /\bUSD\b|US\$/u,
  MXN: /\bMXN\b/u,
  COP: /\bCOP\b/u,
  CLP: /\bCLP\b/u,
  ARS: /\bARS\b/u,
  UYU: /\bUYU\b|\$U/u,
  MAD: /\bMAD\b|\bDHS?\b|\bdirhams?\b/u,
  XOF: /\bXOF\b|\bF\s?CFA\b|\bfrancs? CFA\b/iu,
  // FCFA and dirhams are written alike by two currencies each: a sign of both markets, which their
  // places then tell apart.
  XAF: /\bXAF\b|\bF\s?CFA\b|\bfrancs? CFA\b/iu,
  AED: /\bAED\b|\bdirhams?\b/u,
  MYR: /\bMYR\b|\bRM\s?\d|\b[Rr]inggit\b/u,
  KES: /\bKES\b|\bKSh?s?\b|\bKenyan? [Ss]hillings\b/u,
  TND: /\bTND\b|\bdinars? tunisiens?\b/iu,
  NGN: /₦|\bNGN\b|\bnaira\b/iu,
  CRC: /₡|\bCRC\b|\bcolones\b/iu,
  ZAR: /\bZAR\b|\bR\s?\d/u,
  PEN: /\bPEN\b|S\/\.?\s?\d/u,
  // "Q95,000.00", "Q 12.500": a Q before thousands, not Q3; Honduras's "L 180 mil" is lempiras only
  // once its places say Honduras (data/currencies.json, marketSigns), so no sign of it here.
  GTQ: /\bGTQ\b|\bQ\.?\s?\d{1,3}(?:[.,]\d{3})+(?!\d)|\b[Qq]uetzales\b/u,
  HNL: /\bHNL\b|\b[Ll]empiras?\b/u,
  UGX: /\bUGX\b|\bU[Ss]hs?\.?\s?\d|\bUgandan? [Ss]hillings\b/u,
};

// "pesos" names no one country's currency, but says the client pays in pesos, not in dollars.
export const PESOS = /\b[Pp]esos?\b/u;
export const PESO_CURRENCIES = new Set(['MXN', 'COP', 'CLP', 'ARS', 'UYU']);

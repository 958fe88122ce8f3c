// How a brief writes a currency, as a sign of where the client is (facts/market.ts).
export const CURRENCY_SIGNS: Record<string, RegExp> = {
  EUR: /€|\bEUR\b|\beuros?\b/iu,
  GBP: /£|\bGBP\b/u,
  CHF: /\bCHF\b|\bFr\.\s?\d/u,
  CAD: /\bCAD\b|C\$/u,
  AUD: /\bAUD\b|A\$/u,
  NZD: /\bNZD\b|NZ\$/u,
  SGD: /\bSGD\b|S\$/u,
  // Rupees and lakhs are written alike in India and Sri Lanka, "Rs" and rupees in Mauritius too: a sign of
  // each, which places then tell apart.
  INR: /₹|\bINR\b|\bRs\.?\s?\d|\blakhs?\b|\bcrores?\b|\brupees\b|\broupies\b/iu,
  LKR: /\bLKR\b|\bRs\.?\s?\d|\blakhs?\b|\brupees\b/iu,
  MUR: /\bMUR\b|\bRs\.?\s?\d|\b[Rr]upees\b|\b[Rr]oupies\b/u,
  // Panama's balboa, "B/. 1,500", is the US dollar at par: its invoices are in dollars.
  USD: /\bUSD\b|US\$|\bB\/\.\s?\d/u,
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
  TZS: /\bTZS\b|\bT[Ss]hs?\.?\s?\d|\bTanzanian? [Ss]hillings\b/u,
  RWF: /\bR[Ww][Ff]\b|\bF[Rr][Ww]\b|\bfrancs? rwandais\b/u,
  TTD: /\bTTD\b|\bTT\$/u,
  BBD: /\bBBD\b|\bB[Dd][Ss]\$/u,
  BZD: /\bBZD\b|\bBZ\$/u,
  KYD: /\bKYD\b|\bCI\$/u,
  NAD: /\bNAD\b|(?<!\p{L})N\$/u,
  // "C$" stays a sign of Canada: it is córdobas only once Nicaragua's places say so (data/currencies.json,
  // marketSigns), as Zambia's "K 85,000" is kwacha only with Zambia's places; Malawi's "MK" before
  // thousands is its own.
  NIO: /\bNIO\b|\b[Cc][óo]rdobas\b/u,
  ZMW: /\bZMW\b|\b[Kk]wacha\b/u,
  MWK: /\bMWK\b|\bMK\s?\d{1,3}(?:[.,]\d{3})+(?!\d)|\b[Kk]wacha\b/u,
  // The Eastern Caribbean dollar of Saint Lucia and Anguilla, which places then tell apart. "BSD", "BMD",
  // "WST" and "tala" only beside a figure of hundreds ("BSD 18,000", "6,000 tala"), not a BSD 3-Clause
  // licence, a BMD of 0.9, 10:00 WST or the 35 tala (rhythms) of Indian music.
  XCD: /\bXCD\b|\bEC\$|\bEC [Dd]ollars?\b/u,
  BMD: /\bBMD\s?\d{1,3}(?:[.,]\d{3}|\d\d)|\d{3}\s?BMD\b|\bBD\$/u,
  BSD: /\bBSD\s?\d{1,3}(?:[.,]\d{3}|\d\d)|\d{3}\s?BSD\b|(?<!\p{L})B\$/u,
  WST: /\bWST\s?\d{1,3}(?:[.,]\d{3}|\d\d)|\d{3}\s?WST\b|\bWS\$|\d{3}\s?[Tt]ala\b/u,
};

// "pesos" names no one country's currency, but says the client pays in pesos, not in dollars.
export const PESOS = /\b[Pp]esos?\b/u;
export const PESO_CURRENCIES = new Set(['MXN', 'COP', 'CLP', 'ARS', 'UYU']);

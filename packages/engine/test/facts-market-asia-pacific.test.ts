// The Philippines, Hong Kong and Fiji: the market a brief from there reads, and the money its "₱",
// "pesos", "HK$", "FJD" or bare "$" then means.
import { expectRead, marketFactsOf as factsOf } from './markets';

describe('briefs from the Philippines', () => {
  it.each([
    [
      'Pilot: ₱350,000 max, VAT inclusive. We are a manning agency in Cebu City and want a chatbot.',
      35_000_000,
    ],
    [
      "Hi! We're a family-run resort in Baguio and need a new website with online booking. Our budget is around 180,000 pesos.\n\nSalamat po,\nJoy\n+63 917 555 0123",
      18_000_000,
    ],
    [
      'We are a BPO in Taguig (BGC) with a second site in Pasig. Budget: Php 250,000 for the intranet.\n\nRegards,\nMarco Dela Cruz\nwww.acmeoutsourcing.com.ph',
      25_000_000,
    ],
    [
      'We need an HR portal for our branches in Davao and Iloilo. Budget: PHP 1.2M including VAT.',
      120_000_000,
    ],
    // "P" is the pula's sign in Botswana, and how Filipinos write the peso.
    ['Our clinic in Quezon City needs an online booking page. Budget is P350,000 for the build.', 35_000_000],
  ])('%s', (text, max) => {
    expectRead(factsOf(text), { max, currency: 'PHP' }, { country: 'PH', vat: 12 });
  });
});

describe('briefs from Hong Kong', () => {
  it.each([
    [
      "We're a fintech start-up in Wan Chai, Hong Kong. Budget HK$80,000 for the landing page and an investor deck.\n\nThanks,\nKelvin\n+852 9123 4567",
      8_000_000,
    ],
    ['Our tea house in Tsim Sha Tsui, Kowloon, needs a bilingual menu site. Budget $80,000.', 8_000_000],
    [
      'We run two yoga studios in Causeway Bay and Sha Tin. Budget: 45,000 Hong Kong dollars.\n\nwww.lotusyoga.com.hk',
      4_500_000,
    ],
  ])('%s', (text, max) => {
    expectRead(factsOf(text), { max, currency: 'HKD' }, { country: 'HK', vat: 0 });
  });
});

describe('briefs from Fiji', () => {
  it.each([
    [
      'Bula! We run a dive resort on Taveuni and need a new booking website. Budget FJD 30,000 VAT inclusive.\n\nVinaka,\nMere\n+679 888 1234',
      3_000_000,
    ],
    ["We're a tour operator in Nadi and Denarau. Budget is about $30k for a new site.", 3_000_000],
    [
      'Our surf school on the Coral Coast needs a website with bookings. Budget FJ$12,500.\n\nwww.reefbreak.com.fj',
      1_250_000,
    ],
  ])('%s', (text, max) => {
    expectRead(factsOf(text), { max, currency: 'FJD' }, { country: 'FJ', vat: 15 });
  });
});

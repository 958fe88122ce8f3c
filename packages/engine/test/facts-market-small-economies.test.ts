// Small economies: a brief from each is read as its own market, with its money written as it is
// there ("N$", "TT$", "CI$", "Bds$", "BZ$", "RWF", "TSh", "MK") and its tax. Signs they share with a
// larger market mean theirs only where their places say so: "Rs" is Mauritian in Port Louis and stays
// Indian in Pune, "C$" córdobas in Managua and Canadian in Toronto, "K 85,000" kwacha only in Lusaka,
// FCFA Central African in Libreville and West African in Cotonou. Jersey, Guernsey, Martinique and
// Guadeloupe are the UK's and France's, with their own tax.
import { taxNameOf } from '../src/facts/market';
import { findMoney } from '../src/facts/money/mentions';
import { expectPricedIn, expectRead, factsOnMarketDay as factsOf, MARKET_DAY as CREATED } from './markets';

const NBSP = '\u00a0';

const BRIEFS = {
  windhoek:
    'Good afternoon,\n\nWe are a safari lodge group in Windhoek and need a new website with online booking and a gallery. Budget: N$120 000 excl. VAT.\n\nKind regards,\nAnna Shikongo\n+264 81 123 4567',
  portOfSpain:
    'Hi,\n\nWe run three doubles shops in Port of Spain and Chaguanas and want an online ordering site. Our budget is TT$85,000 plus VAT.\n\nThanks,\nKeisha Ramdial',
  georgeTown:
    'Hello,\n\nWe are a fund administrator in George Town, Grand Cayman, and need a secure client portal for our investors. Budget: CI$ 60,000.\n\nBest regards,\nMark Ebanks',
  kigali:
    'Good morning,\n\nWe are a coffee exporter in Kigali and need a new website with an online shop for roasters abroad. Budget: RWF 14,500,000.\n\nMurakoze,\nJean-Paul Habimana',
  portLouis:
    'Dear team,\n\nOur boutique hotel in Port Louis needs a new website with online booking. Budget: Rs 450,000.\n\nRegards,\nPriya Ramgoolam',
  lusaka:
    'Hello,\n\nOur mining supplies company in Lusaka needs a website and a customer portal for orders. Budget: K 85,000.\n\nRegards,\nMwila Banda',
  managua:
    'Buenos días,\n\nSomos una cooperativa de café en Managua y necesitamos una tienda en línea. Presupuesto: C$ 300,000.\n\nSaludos,\nMaría José Castillo',
  bozen:
    'Sehr geehrte Damen und Herren,\n\nwir sind ein Weingut in Bozen (Südtirol) und brauchen eine neue Website mit Onlineshop. Budget: 25.000 € zzgl. 22 % MwSt.\n\nFreundliche Grüße\nMaria Gruber',
  bolzano:
    "Siamo un'azienda vinicola a Bolzano e cerchiamo un nuovo sito con e-commerce. Budget: 30.000 € + IVA 22%.\n\nCordiali saluti,\nLuca Rossi",
  fortDeFrance:
    'Bonjour,\n\nNous sommes une distillerie de rhum à Fort-de-France et souhaitons un nouveau site vitrine. Budget : 18 000 € HT, TVA à 8,5 %.\n\nCordialement,\nMarie-Claire Joseph',
  pointeAPitre:
    'Bonjour, nous sommes une agence immobilière à Pointe-à-Pitre et voulons un site avec annonces. Budget : 10 000 € HT.',
  libreville:
    'Bonjour,\n\nNous sommes une société de logistique à Libreville et voulons un site internet avec suivi des colis. Budget : 6 000 000 FCFA.\n\nCordialement,\nPaul Ndong',
  cotonou:
    'Bonjour,\n\nNous sommes une école privée à Cotonou et voulons un site internet avec inscriptions en ligne. Budget : 5 000 000 FCFA.\n\nCordialement,\nAïcha Houngbédji',
  stHelier:
    "Hello,\n\nWe're a trust company in St Helier and need a new website. Budget £40,000 plus GST.\n\nRegards,\nJohn Le Brocq",
  stPeterPort: 'We are a fintech in St Peter Port and need a website. Budget £30,000.',
  ambergrisCaye: 'Hi, our dive shop on Ambergris Caye needs a booking site. Budget: BZ$ 30,000 plus GST.',
  bridgetown: 'Hello, we are a hotel in Bridgetown and need a website with booking. Budget Bds$ 40,000.',
  lilongwe: 'Our NGO in Lilongwe needs a mobile app for health workers. Budget: MK 25,000,000.',
  arusha: 'Our safari company in Arusha needs a booking site. Budget: TSh 25,000,000.',
};

describe('a brief from a small economy is read in its own money, with its own tax', () => {
  it.each([
    ['Windhoek', 'Namibian dollars with 15 % VAT', BRIEFS.windhoek, 12_000_000, 'NAD', 'NA', 15],
    ['Port of Spain', 'TT dollars with 12.5 % VAT', BRIEFS.portOfSpain, 8_500_000, 'TTD', 'TT', 12.5],
    ['Grand Cayman', 'Cayman dollars with no VAT', BRIEFS.georgeTown, 6_000_000, 'KYD', 'KY', 0],
    ['Kigali', '"RWF" as Rwandan francs with 18 % VAT', BRIEFS.kigali, 1_450_000_000, 'RWF', 'RW', 18],
    ['Port Louis', '"Rs" as Mauritian rupees with 15 % VAT', BRIEFS.portLouis, 45_000_000, 'MUR', 'MU', 15],
    ['Lusaka', '"K 85,000" as Zambian kwacha with 16 % VAT', BRIEFS.lusaka, 8_500_000, 'ZMW', 'ZM', 16],
    ['Managua', '"C$" as córdobas with 15 % IVA', BRIEFS.managua, 30_000_000, 'NIO', 'NI', 15],
    ['Bozen', 'euros with Italy’s 22 % VAT', BRIEFS.bozen, 2_500_000, 'EUR', 'IT', 22],
    ['Bolzano, in Italian,', 'euros with Italy’s 22 % VAT', BRIEFS.bolzano, 3_000_000, 'EUR', 'IT', 22],
    ['Fort-de-France', 'euros with Martinique’s 8.5 % TVA', BRIEFS.fortDeFrance, 1_800_000, 'EUR', 'FR', 8.5],
    ['Pointe-à-Pitre', 'euros with Guadeloupe’s 8.5 % TVA', BRIEFS.pointeAPitre, 1_000_000, 'EUR', 'FR', 8.5],
    ['Libreville', 'FCFA as Central African francs', BRIEFS.libreville, 600_000_000, 'XAF', 'GA', 18],
    ['Cotonou', 'FCFA as West African francs', BRIEFS.cotonou, 500_000_000, 'XOF', 'BJ', 18],
    ['St Helier', 'pounds with Jersey’s 5 % GST', BRIEFS.stHelier, 4_000_000, 'GBP', 'GB', 5],
    ['St Peter Port', 'pounds with no VAT in Guernsey', BRIEFS.stPeterPort, 3_000_000, 'GBP', 'GB', 0],
    ['Ambergris Caye', 'Belize dollars with 12.5 % GST', BRIEFS.ambergrisCaye, 3_000_000, 'BZD', 'BZ', 12.5],
    ['Bridgetown', 'Barbados dollars with 17.5 % VAT', BRIEFS.bridgetown, 4_000_000, 'BBD', 'BB', 17.5],
    ['Lilongwe', '"MK" as Malawi kwacha with 16.5 % VAT', BRIEFS.lilongwe, 2_500_000_000, 'MWK', 'MW', 16.5],
    ['Arusha', '"TSh" as Tanzanian shillings with 18 % VAT', BRIEFS.arusha, 2_500_000_000, 'TZS', 'TZ', 18],
  ])('a brief from %s reads %s', (_place, _money, text, max, currency, country, vat) => {
    expectRead(factsOf(text), { max, currency }, { country, vat });
  });
});

describe('a currency written as its ISO code or its own word', () => {
  it.each([
    [
      '"14 500 000 RWF"',
      'Budget: 14 500 000 RWF for the platform.\n\nJean, Kigali',
      1_450_000_000,
      'RWF',
      'RW',
    ],
    ['"Frw"', 'Nous sommes une startup à Kigali. Budget : 10 000 000 Frw.', 1_000_000_000, 'RWF', 'RW'],
    [
      '"francs" in Kigali',
      'Nous sommes une startup à Kigali. Budget : 10 000 000 francs.',
      1_000_000_000,
      'RWF',
      'RW',
    ],
    ['"NAD 120 000"', 'Our lodge near Swakopmund needs a site. Budget NAD 120 000.', 12_000_000, 'NAD', 'NA'],
    ['"MUR 300,000"', 'We are in Port Louis. Budget MUR 300,000.', 30_000_000, 'MUR', 'MU'],
    ['"roupies"', 'Nous sommes un hôtel à Grand Baie. Budget : 450 000 roupies.', 45_000_000, 'MUR', 'MU'],
    ['"shillings" in Dar', 'Our studio in Dar es Salaam. Budget 50m shillings.', 5_000_000_000, 'TZS', 'TZ'],
    ['"kwacha" in Blantyre', 'Our firm in Blantyre. Budget 10 million kwacha.', 1_000_000_000, 'MWK', 'MW'],
    ['"kwacha" in Ndola', 'Our firm in Ndola needs a site. Budget 100,000 kwacha.', 10_000_000, 'ZMW', 'ZM'],
  ])('reads %s as the market’s own money', (_sign, text, max, currency, country) => {
    expectRead(factsOf(text), { max, currency }, { country });
  });

  it('names the tax GST in Jersey and Belize, VAT elsewhere in the UK', () => {
    expect(taxNameOf('GB', 'en', 5)).toBe('GST');
    expect(taxNameOf('GB', 'en', 20)).toBe(null);
    expect(taxNameOf('BZ', 'es')).toBe('GST');
  });
});

describe('signs a larger market writes too stay that market’s', () => {
  it.each([
    ['"Rs" in Pune', 'IN', 'INR', 'We are a D2C skincare brand in Pune. Budget Rs 2 lakh.'],
    ['"C$" in Toronto', 'CA', 'CAD', 'We are a bakery in Toronto and need a new website. Budget: C$ 12,000.'],
    ['"C$" with no place', 'CA', 'CAD', 'Budget: C$ 300,000 for the app.'],
    ['"Granada" in Spain', 'ES', 'EUR', 'Somos una agencia en Granada, España. Presupuesto 12.000 €.'],
    ['"George Town" in Penang', 'MY', 'MYR', 'Our hotel in George Town, Penang. Budget RM 30,000.'],
    ['"New Jersey"', 'US', 'USD', 'We are a law firm in Newark, New Jersey. Budget $30,000.'],
    ['"Benin City"', 'NG', 'NGN', 'Our company is in Benin City, Edo State. Budget ₦5,000,000.'],
    ['FCFA in Douala', 'CM', 'XAF', 'Nous sommes une PME à Douala. Budget : 5 000 000 FCFA.'],
    ['FCFA in Dakar', 'SN', 'XOF', 'Nous sommes une PME à Dakar. Budget : 5 000 000 FCFA.'],
    ['"shillings" in Kampala', 'UG', 'UGX', 'Our company in Kampala. Budget 15 million shillings.'],
  ])('%s stays %s, in %s', (_sign, country, currency, text) => {
    expectRead(factsOf(text), { currency }, { country });
  });

  it('reads no kwacha, shillings or rupees in a K, a hormone, a postcode or a wall', () => {
    expect(factsOf('Budget K 85,000 for the website.').budget?.currency).not.toBe('ZMW');
    expect(findMoney('Our app tracks TSH 250 levels.')).toEqual([]);
    expect(findMoney('Our office is at MK9 2FZ, Milton Keynes.')).toEqual([]);
    expect(findMoney('Il reste 1 mur 150 x 200 à peindre.').map((m) => m.currency)).not.toContain('MUR');
  });
});

describe('a proposal priced in a small economy', () => {
  it.each([
    ['Windhoek', BRIEFS.windhoek, 'NAD', ['× N$525 |', 'VAT at 15% is N$', 'your budget of N$120,000']],
    [
      'Port of Spain',
      BRIEFS.portOfSpain,
      'TTD',
      ['× TT$240 |', 'VAT at 12.5% is TT$', 'budget of TT$85,000'],
    ],
    ['Grand Cayman', BRIEFS.georgeTown, 'KYD', ['× CI$75 |', 'your budget of CI$60,000']],
    ['St Helier', BRIEFS.stHelier, 'GBP', ['× £90 |', 'GST at 5% is £']],
    ['Bozen', BRIEFS.bozen, 'EUR', [`× 75${NBSP}€ |`, `Zuzüglich 22${NBSP}% MwSt.`]],
    ['Fort-de-France', BRIEFS.fortDeFrance, 'EUR', [`TVA (8,5${NBSP}%)`]],
  ])('prices a brief from %s in its money, with its tax', (_place, text, currency, written) =>
    expectPricedIn(text, currency, written, CREATED),
  );
});

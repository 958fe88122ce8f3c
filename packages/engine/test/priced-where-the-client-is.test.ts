// A proposal for a client in Malaysia, Ecuador, Malta, the Emirates, Cameroon or New Zealand: priced
// in the money the client pays in, at that market's rate, with its tax by its own name and rate, and
// the amounts written as the client writes them ("RM38,500", "4 500 000 FCFA", "AED 6,000").
import { expectPricedIn } from './markets';

const CREATED = '2026-11-24T09:00:00.000Z';

describe('a proposal priced where the client is', () => {
  it.each([
    [
      "Hi, we run a 24-room heritage hotel in George Town, Penang. We'd like a new website with direct booking (FPX and DuitNow). Budget is RM35k including SST.\n\nThanks,\nMei Ling\nChan Heritage Sdn Bhd",
      'MYR',
      ['× RM155 |', 'SST at 8% is RM', 'your budget of RM35,000'],
    ],
    [
      'Somos una cooperativa de cacao fino de aroma en Guayaquil y queremos una tienda en línea con envíos a todo el país. Presupuesto: $12.000 más IVA.\n\nSaludos cordiales,\nMaría Fernanda Loor\n+593 99 123 4567',
      'USD',
      ['× US$\u00a045 |', 'El IVA (15%) es de US$\u00a0', 'su presupuesto de US$\u00a012.000'],
    ],
    [
      "We're an English language school in St Julian's with a second campus in Gozo. We need a new website with online enrolment. Budget €18,000 excl. VAT.\n\nBest,\nJoseph Borg\n+356 2134 5678",
      'EUR',
      ['× €80 |', 'VAT at 18% is €'],
    ],
    [
      'We are a dental clinic in Al Barsha, Dubai (DHA licensed) and need a bilingual website with online booking. Budget AED 60,000 plus VAT.\n\nRegards,\nFatima Al Mansoori\nSmile Studio FZ-LLC',
      'AED',
      ['× AED\u00a0370 |', 'VAT at 5% is AED\u00a0', 'your budget of AED\u00a060,000'],
    ],
    [
      'Bonjour, nous sommes une coopérative de café à Bafoussam et nous voulons un site vitrine avec une boutique en ligne. Budget : 4 500 000 FCFA HT.\n\nCordialement,\nJean-Paul Kamga\n+237 6 99 12 34 56',
      'XAF',
      ['× 18\u00a0000\u00a0FCFA |', 'TVA (19,25\u00a0%)', 'votre budget de 4\u00a0500\u00a0000\u00a0FCFA'],
    ],
    [
      "Kia ora,\n\nI'm Kerry, secretary of the Gore Netball Centre in Southland. We need a new website with fixtures and registrations. My Aussie brother-in-law built the old one. Budget is about five grand.\n\nNgā mihi,\nKerry",
      'NZD',
      ['× NZ$150 |', 'GST at 15% is NZ$', 'your budget of NZ$5,000'],
    ],
  ])('%s', (text, currency, written) => expectPricedIn(text, currency, written, CREATED));
});

// Paying in another currency than the market's does not move the work to that currency's home:
// a Montevideo bakery's dollars buy at Uruguay's rate, a Tunis clinic's euros at Tunisia's.
describe('a client paying in a foreign currency buys at the rate of their own market', () => {
  it.each([
    [
      'Hola, somos una panadería en Pocitos, Montevideo, y queremos una tienda en línea. Presupuesto: US$ 6.000.\n\nSaludos,\nLucía Fernández',
      'USD',
      '× US$\u00a040 |',
    ],
    [
      'Bonjour, nous sommes une clinique dentaire à La Marsa, Tunis, et voulons un site vitrine avec prise de rendez-vous. Budget : 4 000 €.\n\nCordialement,\nDr Amel Ben Salah',
      'EUR',
      '× 30\u00a0€ |',
    ],
  ])('%s', (text, currency, rate) => expectPricedIn(text, currency, [rate], CREATED));
});

// A proposal for a client in the Philippines, Hong Kong, Fiji, Botswana, Bolivia, Paraguay, the
// Dominican Republic or the Canary Islands: priced in the client's money at that market's rate, with
// its tax by its own name and rate ("ITBIS", "IGIC", none in Hong Kong), written as the client
// writes money ("₱350,000", "RD$450,000", "Bs 28.000", "Gs. 25.000.000", "BWP 120,000").
import { propose } from './propose';
import { expectPricedIn } from './markets';

const CREATED = '2026-11-24T09:00:00.000Z';

describe('a proposal priced in the new markets', () => {
  it.each([
    [
      'Pilot: ₱350,000 max, VAT inclusive. We are a manning agency in Cebu City and want a chatbot.',
      'PHP',
      ['× ₱2,000 |', 'VAT at 12% is ₱', 'your budget of ₱350,000'],
    ],
    [
      'Bula! We run a dive resort on Taveuni and need a new booking website. Budget FJD 30,000 VAT inclusive.',
      'FJD',
      ['× FJ$90 |', 'VAT at 15% is FJ$', 'your budget of FJ$30,000'],
    ],
    [
      'We are a logistics company in Gaborone and need a customer portal. Budget P120 000 excl. VAT.',
      'BWP',
      ['× BWP\u00a0400 |', 'VAT at 14% is BWP\u00a0', 'your budget of BWP\u00a0120,000'],
    ],
    [
      'Hola, somos una cadena de farmacias en Santo Domingo y Santiago de los Caballeros. Necesitamos una tienda en línea. Presupuesto: RD$450,000 más ITBIS.',
      'DOP',
      ['× RD$2,100 |', 'El ITBIS (18%) es de RD$', 'su presupuesto de RD$450,000'],
    ],
    [
      'Presupuesto tenemos Bs 28.000 con factura. Capacitación en Excel para el ingenio en Montero, Santa Cruz.',
      'BOB',
      ['× Bs\u00a0210 |', 'El IVA (13%) es de Bs\u00a0', 'su presupuesto de Bs\u00a028.000'],
    ],
    [
      'Hola, somos una distribuidora en Ciudad del Este y necesitamos una tienda online. Presupuesto: Gs. 25.000.000 IVA incluido.',
      'PYG',
      ['× Gs.\u00a0235.000 |', 'El IVA (10%) es de Gs.\u00a0', 'su presupuesto de Gs.\u00a025.000.000'],
    ],
    [
      'Somos una cadena de hoteles en Lanzarote y Fuerteventura. Necesitamos una web nueva con reservas. Presupuesto: 30.000 € + IGIC.',
      'EUR',
      ['× 65\u00a0€ |', 'El IGIC (7%) es de', 'su presupuesto de 30.000\u00a0€'],
    ],
  ])('%s', (text, currency, written) => expectPricedIn(text, currency, written, CREATED));

  it('charges no tax in Hong Kong', () => {
    const { generated, markdown } = propose(
      "We're a fintech start-up in Wan Chai, Hong Kong. Budget HK$80,000 for a new website.",
      CREATED,
    );
    expect(generated.currency).toBe('HKD');
    expect(markdown).toContain('× HK$700 |');
    expect(markdown).not.toMatch(/VAT|GST/);
  });
});

// Botswana, Bolivia, Paraguay and the Dominican Republic: the market a brief from there reads, and the
// money its "P", "Bs", "Gs.", "RD$", bare "$" or "pesos" then means.
import { taxNameOf } from '../src/facts/market';
import { expectRead, marketFactsOf as factsOf } from './markets';

describe('briefs from Botswana', () => {
  it.each([
    [
      'We are a logistics company in Gaborone and need a customer portal. Budget P120 000 excl. VAT.\n\nRegards,\nKabo Sebego\nKgalagadi Freight (Pty) Ltd',
      12_000_000,
    ],
    [
      'We need a website for our safari lodge. Budget: BWP 120,000.\n\nMaun, Botswana\n+267 71 234 567',
      12_000_000,
    ],
    ['Our school in Francistown needs a parents’ app. We have about 85,000 pula for it.', 8_500_000],
  ])('%s', (text, max) => {
    expectRead(factsOf(text), { max, currency: 'BWP' }, { country: 'BW', vat: 14 });
  });

  it('reads no pula from a lower-case "p", and a South African (Pty) Ltd stays South African', () => {
    expect(factsOf('Our budget: p 45 000 and more.').budget?.currency).not.toBe('BWP');
    expect(
      factsOf('Budget R 90 000.\n\nRegards,\nThandi\nUmoya Media (Pty) Ltd\nPietermaritzburg').market.country,
    ).toBe('ZA');
  });
});

describe('briefs from Bolivia', () => {
  it.each([
    [
      'Presupuesto tenemos Bs 28.000 con factura. Capacitación en Excel para el ingenio en Montero, Santa Cruz.',
      2_800_000,
    ],
    [
      'Somos una cooperativa de café en La Paz y queremos una tienda en línea. Presupuesto: Bs. 45.000.\n\nSaludos,\nMarcelo Quispe\n+591 2 2123456',
      4_500_000,
    ],
    ['Necesitamos una web para la clínica en Cochabamba. Tenemos 60.000 bolivianos.', 6_000_000],
  ])('%s', (text, max) => {
    expectRead(factsOf(text), { max, currency: 'BOB' }, { country: 'BO', vat: 13 });
  });
});

describe('briefs from Paraguay', () => {
  it.each([
    [
      'Hola, somos una distribuidora en Ciudad del Este y necesitamos una tienda online. Presupuesto: Gs. 25.000.000 IVA incluido.\n\nSaludos,\nLuis Benítez\n+595 61 500 123',
      2_500_000_000,
    ],
    ['Presupuesto: ₲ 25.000.000 para la web del colegio.\n\nSaludos desde Asunción', 2_500_000_000],
    [
      'Queremos un sistema de reservas para la posada en Encarnación, Itapúa. Tenemos 18 millones de guaraníes.',
      1_800_000_000,
    ],
  ])('%s', (text, max) => {
    expectRead(factsOf(text), { max, currency: 'PYG' }, { country: 'PY', vat: 10 });
  });
});

describe('briefs from the Dominican Republic', () => {
  it.each([
    [
      'Hola, somos una cadena de farmacias en Santo Domingo y Santiago de los Caballeros. Necesitamos una app de pedidos. Presupuesto: RD$450,000 más ITBIS.\n\nSaludos,\nCarolina Peña\n+1 809 555 0123',
      45_000_000,
    ],
    ['Presupuesto: $450,000.\n\nSaludos,\nJosé\nPunta Cana, República Dominicana', 45_000_000],
    [
      'Necesitamos una tienda en línea para el colmado en La Romana. Tenemos unos 120 mil pesos.\n\nSaludos,\nYanet\n(829) 555-0142',
      12_000_000,
    ],
  ])('%s', (text, max) => {
    expectRead(factsOf(text), { max, currency: 'DOP' }, { country: 'DO', vat: 18 });
  });

  it('names the Dominican tax ITBIS, and the Bolivian and Paraguayan IVA', () => {
    expect(taxNameOf('DO', 'es')).toBe('ITBIS');
    expect(taxNameOf('BO', 'es')).toBe('IVA');
    expect(taxNameOf('PY', 'es')).toBe('IVA');
  });
});

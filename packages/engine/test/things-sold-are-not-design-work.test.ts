// What the client sells, named in passing ("our holiday gift boxes"), is no design job: packaging
// is priced only when its design is asked for ("gift box design", "packaging for our teas").
import { analyze } from './propose';

const servicesOf = (text: string) =>
  analyze(text, '2026-11-24T10:00:00.000Z').analysis.requests.flatMap((r) => r.services);

it('a product range that includes gift boxes is not packaging design', () => {
  expect(
    servicesOf(
      'We are a cheese maker in Vermont and need new product photos for our web shop: 40 products (wheels, wedges, butters and our holiday gift boxes), each shot on a white background.',
    ),
  ).not.toContain('packaging');
});

it('a gift box whose design is asked for is packaging design', () => {
  expect(servicesOf('We need a gift box design for our Christmas chocolate range.')).toContain('packaging');
});

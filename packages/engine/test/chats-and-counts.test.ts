// A chat export's stamps and speakers are not the brief's words, and a count of things followed by
// a count made for each of them, on the lines after a request, is that request's quantity.
import { readBrief } from '../src/brief';
import { analyze } from './propose';

const CREATED = '2026-10-06T09:00:00.000Z';

describe('a brief sent as a chat', () => {
  const chat = [
    '[6/10/26, 9:02 am] Jess – Kiln & Tide: need new product photos for the website',
    '[6/10/26, 9:04 am] Jess – Kiln & Tide: it’s 40 pieces in the new collection — mugs, bowls, vases',
    '[6/10/26, 9:04 am] Jess – Kiln & Tide: 4 angles each on white',
    '[6/10/26, 9:12 am] Jess – Kiln & Tide: budget wise could do 3.5k tops',
  ].join('\n');
  const { analysis } = analyze(chat, CREATED);

  it('reads the messages without their stamps', () => {
    const { lines } = readBrief({ text: chat, title: '', createdAt: CREATED });
    expect(lines.map((l) => l.text)).toContain('4 angles each on white');
  });

  it('multiplies the things by the count made for each', () => {
    const photos = analysis.requests.find((r) => r.services.includes('product-photos'));
    expect(photos).toMatchObject({ quantity: 160, unit: 'photo' });
  });
});

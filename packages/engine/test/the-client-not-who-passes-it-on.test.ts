// The client is the organisation a thread is about, not whoever passes the request on (a consultant,
// a bookkeeper writing on its behalf), not someone copied in, and not a mail client's footer.
import { analyze } from './propose';

const clientOf = (text: string) => analyze(text).analysis.client.name;

describe('the client, not who passes the request on', () => {
  it("takes the original sender's organisation under a consultant's note", () => {
    const text = `Subject: Fwd: new photos - Harbour View Dental

Hi, I'm a freelance marketing consultant and I'm helping Harbour View Dental with their new site. Please address the quote to the practice.

Dana Kowalski
Kowalski Marketing Co. | Portland, ME

---------- Forwarded message ----------
From: Melissa Thorne

Hi Dana, we need two photo shoots of the practice, about 20 edited images in all, before March.

Melissa Thorne
Practice Manager, Harbour View Dental`;
    expect(clientOf(text)).toBe('Harbour View Dental');
  });

  it('takes the organisation a bookkeeper writes for, not her own firm', () => {
    const text = `Hi, Gerard here, chair of the board. One correction: start in May, not April.

Gerard
Sent from my iPhone

On Mon, Nov 23, 2026 at 9:12 AM Tanya Gallant wrote:
Hello, I'm emailing on behalf of the Bayfield Oyster Co-operative. We want someone to run our social media and a monthly newsletter for six months.

Thanks,
Tanya Gallant
Gallant Bookkeeping & Admin Services`;
    expect(clientOf(text)).toBe('Bayfield Oyster Co-operative');
  });

  it('never takes a firm copied in under the signature', () => {
    const text = `We need a mobile data collection pilot for our community health workers, with training for 40 people.

Murakoze,

Jean-Paul Habimana
Programme Manager
Umuhoza Health Trust
+250 788 555 214

cc: Dr. A. Mukamana, independent consultant (Ubuntu Evaluation Ltd)`;
    expect(clientOf(text)).toBe('Umuhoza Health Trust');
  });

  it('reads a signature under a closing of a few words or an adjective', () => {
    const thanks = `We want three short videos for the tasting room.\n\nThanks so much,\n\nMarisol Vance\nMarketing & Hospitality Manager\nCedar Hollow Cellars\nDundee, OR`;
    const grüße = `Wir brauchen eine neue Vereinswebsite mit etwa zehn Seiten.\n\nMit sportlichen Grüßen\nThomas Krüger\n1. Vorsitzender\nRuderclub Havelblick e.V.`;
    expect(clientOf(thanks)).toBe('Cedar Hollow Cellars');
    expect(clientOf(grüße)).toBe('Ruderclub Havelblick e.V.');
  });

  it('takes neither a common word opening a sentence nor an accented name for a phone label', () => {
    const text = `We need a short video for our reopening. Timing is the tricky bit, we are busy in March.\n\nCheers,\nMark Ferraro\nHôtel Rive Claire\n0412 555 318`;
    expect(clientOf(text)).toBe('Hôtel Rive Claire');
  });
});

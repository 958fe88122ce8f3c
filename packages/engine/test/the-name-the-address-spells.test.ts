// Whoever owns the address a brief is sent from wrote it: of the names the brief gives, the one the
// domain spells (letter for letter, or by its initials and last word) is the client's, with the
// legal form the brief gives it; the agency's own address, which the brief is sent to, names no one.
import { analyze } from './propose';

const clientOf = (text: string) => analyze(text).analysis.client.name;

describe('the name the sender’s address spells', () => {
  it.each([
    [
      `From: Tam Baird <tam@kirkwyndcabins.co.uk>\nSubject: Copy for the cabins\n\nHi,\n\nTam here from Kirkwynd Cabins near Pitlochry. We rent out six cabins and would like new descriptions for each.\n\nCheers,\nTam Baird\nKirkwynd Cabins\nPerthshire`,
      'Kirkwynd Cabins',
    ],
    [
      `From: Ruth Odell <projects@swtrust.org.uk>\nDate: 20/11/2026 09:12\nSubject: Invitation to Tender - Harbour project (SWT/ITT/2027-02)\n\nDear Sir/Madam,\n\nPlease find our Invitation to Tender below.\n\nKind regards,\nRuth Odell, Project Officer\n\n---------------------------------\nSOUTH WOLD TRUST\nThe Old Granary, Southwold IP18 6xx\n\n1. Background\nThe Trust looks after 9 heritage sites. Lot 1 is a new website of about 20 pages.`,
      'South Wold Trust',
    ],
  ])('reads the client of the sender’s address (%#)', (text, name) => {
    expect(clientOf(text)).toBe(name);
  });

  it('does not take the agency the brief is sent to for the client', () => {
    const text = `From: Ana Ruiz <ana@gmail.com>\nTo: hello@brightpixel.studio\nSubject: Website\n\nHola Bright Pixel,\n\nsoy Ana, de Panadería Ruiz en Valencia. Queremos una web sencilla de 5 páginas.\n\nGracias,\nAna Ruiz\nPanadería Ruiz`;
    expect(clientOf(text)).not.toMatch(/Bright Pixel/);
  });

  it('keeps the name from the brief when the address spells none of them', () => {
    const text = `From: Jo <jo@mailbox-42.net>\nSubject: Leaflet\n\nHi, we need a leaflet designed.\n\nJo Carter\nCarter & Daughters Ltd`;
    expect(clientOf(text)).toBe('Carter & Daughters Ltd');
  });
});

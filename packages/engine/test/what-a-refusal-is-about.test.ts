// A refusal speaks of what it names: an aside in brackets, "not only", a budget, a way of working or a
// week to keep clear refuses none of the work beside it.
import { analyze } from './propose';

const rows = (text: string) => analyze(text).analysis.requests;
const kindsOf = (text: string, service: string) =>
  rows(text)
    .filter((r) => r.services.includes(service))
    .map((r) => r.kind);

describe('what a refusal is about', () => {
  it('keeps the website when its brackets refuse only a change of booking software', () => {
    const text = `Bonjour,\nNous voudrions :\n- un nouveau site en 3 langues (français, anglais, néerlandais), relié à notre logiciel de réservation en ligne actuel (on ne veut pas en changer)\n- une séance photo du camping\nMerci, Sylvie`;
    expect(kindsOf(text, 'website')).toEqual(['deliverable']);
  });

  it.each([
    'Necesitamos una agencia de traducción para 2027. El presupuesto de marketing es de 60.000 €, aunque de ahí sale todo (ferias, web...), no solo traducción.',
    'We need a translation partner for 2027: it is not just translation, we want proofreading too.',
  ])('reads "not only" as more work, not a refusal, in "%s"', (text) => {
    expect(kindsOf(text, 'translation')).not.toContain('exclusion');
  });

  it('keeps the translations listed when the brief says there is no set budget for translation', () => {
    const text = `Could you please send us your rates for the following:\n1. Translation English > Irish, per word\n2. Translation Irish > English, per word\n3. Proofreading of Irish text written in-house, per hour\n\nThere's no set budget for translation as such, it depends on what comes in.`;
    expect(kindsOf(text, 'translation')).toEqual(['deliverable', 'deliverable']);
  });

  it('reads a refused way of working as a condition and keeps the work it is about', () => {
    const text = `Could you please send us your rates for the following:\n1. Translation English > Irish, per word\n2. Proofreading of Irish text, per hour\n\nA few things to note:\n- We do NOT want machine translation or post-edited machine output. We've been burned with that before.\n- Rates should be quoted excluding VAT.`;
    const found = rows(text).filter((r) => r.services.includes('translation'));
    expect(found.map((r) => r.kind)).toEqual(['deliverable', 'constraint']);
  });

  it('reads "no shoot in the week of …" as a week to keep clear, not a refusal of the shoot', () => {
    const text = `Je vous liste ce qu'on a en tête :\n1. Refonte du site vitrine → c'est pour vous.\n2. Shooting photo : vignes, chai, portraits de la famille → pour vous. ATTENTION : pas de shooting la semaine des Primeurs, du lundi 12 au jeudi 15 avril 2027, on reçoit les négociants.\n3. Vidéo drone → on verra plus tard, pas pour l'instant.`;
    const found = rows(text);
    const shoot = found.filter((r) => r.services.includes('photo-shoot'));
    expect(shoot.map((r) => r.kind)).toContain('deliverable');
    expect(shoot.map((r) => r.kind)).not.toContain('exclusion');
    expect(found.some((r) => r.kind === 'deliverable' && /avril/u.test(r.text))).toBe(false);
    expect(found.find((r) => r.services.includes('drone-footage'))?.optional).toBe(true);
  });

  it('keeps posts counted a month when the client says they boost their own posts', () => {
    const text = `What I'm looking for is someone to take over our socials on a monthly basis. Roughly:\n- 12 posts a month on IG and FB (feed)\n- 4 reels a month\n\nOur instructors shoot a TON of GoPro footage so you'd mostly be editing what we send you. We answer DMs ourselves. Also we boost our own posts so no need to manage paid ads for us.`;
    const posts = rows(text).filter((r) => r.services.includes('social-posts'));
    expect(posts.filter((r) => r.kind === 'deliverable').map((r) => r.quantity)).toEqual([12]);
  });
});

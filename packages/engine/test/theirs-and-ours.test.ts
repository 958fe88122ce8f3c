// What the client does themselves is only the work their words name: "L'impression des étiquettes
// se fait chez notre imprimeur" gives away the printing, not the label design asked for above it;
// how an old thing came to be ("Notre vieux logo a été dessiné en 1987") gives away nothing; and a
// list item that names its own work ("une fiche produit … pour chacun des 5 produits") is that
// work, not the item before it whose list it follows; "our logo" among what the work uses is theirs.
import { itemsOf, propose } from './propose';

const CREATED = '2026-11-26T09:00:00.000Z';

const BRIEF = `Bonjour,

Notre vieux logo a été dessiné en 1987 sur un napperon, on va se le dire.

Ce qu'on voudrait :
- un nom de marque pour la gamme et un logo ;
- le design des étiquettes pour nos 5 produits : homard entier cuit, queues crues, chair de homard et bisque en conserve ;
- une fiche produit d'une page pour les acheteurs, déclinée pour chacun des 5 produits.

Les étiquettes doivent être bilingues français-anglais. L'impression des étiquettes se fait chez notre imprimeur habituel à Moncton, vous n'avez pas à la chiffrer, juste nous livrer les fichiers prêts à imprimer.

Notre budget est de 25 000 $ plus TVH.

Réjean Mallet
Coopérative de pêche de Pointe-Sapin ltée
Pointe-Sapin (N.-B.)`;

describe('what the client does themselves', () => {
  const { generated, markdown } = propose(BRIEF, CREATED);
  const items = itemsOf(generated).join(' | ');

  it('gives away the printing it names, not the design of what is printed', () => {
    expect(items).toMatch(/étiquettes/iu);
    const outOfScope = markdown.split('## Hors périmètre')[1]?.split('\n## ')[0] ?? '';
    expect(outOfScope).not.toMatch(/étiquettes\s*:\s*pris en charge/iu);
  });

  it('takes how an old thing came to be for no work of theirs', () => {
    expect(items).toMatch(/logo/iu);
  });

  it('prices a list item that names its own work as that work', () => {
    const listed = propose(BRIEF.replace(/\nLes étiquettes doivent[^\n]*\n/u, '\n'), CREATED);
    expect(itemsOf(listed.generated).join(' | ')).toMatch(/fiche/iu);
  });
});

describe('what the client has, named among what the work uses', () => {
  it('is no work to price', () => {
    const { generated } = propose(
      'All,\n\nProposal for the 2027 budget line: new fold-out trail map brochures, one per preserve, 9 preserves, 2,500 copies each, on waterproof synthetic stock. Same look across all of them, our logo, a small Leave No Trace panel and a donation QR code.\n\nMark\nTreasurer, Blue Heron Bay Land Trust, Maine',
      CREATED,
    );
    expect(itemsOf(generated).join(' | ')).not.toMatch(/logo/iu);
  });
});

import type { Voice } from './types';

const NBSP = '\u00a0';

const list = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`;

export const fr: Voice = {
  headings: {
    summary: 'En bref',
    understanding: 'Ce que nous avons compris',
    scope: 'Ce qui est inclus',
    notIncluded: 'Hors périmètre',
    requirements: 'Vos exigences',
    timeline: 'Démarche et calendrier',
    investment: 'Investissement',
    ballpark: 'Ordres de grandeur pour la suite',
    options: 'Options',
    assumptions: 'Hypothèses',
    questions: 'Questions ouvertes',
    nextSteps: 'Prochaines étapes',
  },
  titles: {
    web: 'Un nouveau site web',
    ecommerce: 'Une nouvelle boutique en ligne',
    mobile: 'Une nouvelle application mobile',
    design: 'Design',
    branding: 'Identité de marque',
    content: 'Contenus',
    seo: 'Référencement',
    marketing: 'Campagnes marketing',
    social: 'Réseaux sociaux',
    video: 'Production vidéo',
    data: 'Données et reporting',
    ai: 'Un assistant IA',
    devops: 'Cloud et infrastructure',
    security: 'Tests de sécurité',
    consulting: 'Accompagnement et ateliers',
    print: 'Conception print',
    photography: 'Photographie',
    events: "Organisation de l'événement",
    translation: 'Traduction et localisation',
    other: 'Votre projet',
  },
  header: {
    preparedFor: 'Pour',
    preparedBy: 'De',
    date: 'Date',
    validUntil: "valable jusqu'au",
    discoveryTitle: 'Proposition de cadrage et ordres de grandeur',
    ballparkTitle: 'Votre ordre de grandeur et la suite',
  },
  colon: ' : ',
  quote: (text) => `«${NBSP}${text}${NBSP}»`,
  list,
  phases: {
    discovery: 'Cadrage',
    design: 'Conception graphique',
    content: 'Contenus',
    build: 'Réalisation',
    production: 'Production',
    testing: 'Tests',
    launch: 'Recette et mise en ligne',
    campaign: 'Campagne',
    event: "L'événement",
    training: 'Formation et passation',
    reporting: 'Bilan',
    retest: 'Nouveau test après vos corrections',
    support: 'Accompagnement',
  },
  weeks: (n) => (n === 1 ? 'une semaine' : `${n}${NBSP}semaines`),
  summary: {
    asked: (items) => `Cette offre couvre ${items}.`,
    dates: (start, end) => `Nous commencerions le ${start} pour livrer au plus tard le ${end}`,
    beforeDeadline: (weeks, deadline) => `, soit ${weeks} avant votre échéance du ${deadline}.`,
    covering: (date) => `, avec la captation le jour même, le ${date}.`,
    onEvent: (date) => `, de sorte que tout soit prêt pour le ${date}.`,
    late: (deadline, end) =>
      `. Votre échéance du ${deadline} est trop proche pour tout réaliser correctement : le travail complet va jusqu'au ${end}, et nous proposons plus bas ce qu'il faut livrer en premier.`,
    retainer: (start, end, items) => `Du ${start} au ${end}, nous prenons en charge ${items}.`,
    discovery: (weeks, price) =>
      `Votre demande laisse le périmètre ouvert : un prix ferme aujourd'hui serait une estimation au hasard, forcément gonflée. Nous proposons plutôt un cadrage court à prix ferme : ${weeks} pour ${price}. Vous disposerez ensuite d'une recommandation et d'un devis ferme, avec son calendrier.`,
    ballpark: (work, low, high, price) =>
      `Vous nous demandez un ordre de grandeur : ${work} reviendrait à environ ${low} – ${high}, selon les choix ci-dessous. Pour en faire un prix ferme, nous proposons un court échange et un devis écrit pour ${price}, entièrement déduits du projet si vous le confiez.`,
    hourly: (hours, estimate, rate) =>
      `Comme vous le souhaitez, nous travaillons en régie : nous estimons ${hours}${NBSP}heures, soit ${estimate} à ${rate} de l'heure.`,
    hourlyOverCap: (cap) =>
      ` C'est plus que votre plafond de ${cap} : le plafond couvre d'abord le travail listé en premier, et nous conviendrons avec vous de la suite.`,
    hourlyCap: (cap) =>
      ` Nous restons sous votre plafond de ${cap} et vous alertons tôt si un point le menace.`,
    price: (total, taxNote) => `Le prix est de ${total}${taxNote}`,
    fits: (budget) => `, dans votre budget de ${budget}.`,
    justOver: (budget) =>
      `, à peine au-dessus de votre budget de ${budget} : l'écart est trop faible pour retirer une partie du travail.`,
    headroom: (budget) =>
      `, nettement sous votre budget de ${budget} : nous chiffrons le travail tel qu'il est, sans remplir l'enveloppe.`,
    headroomOptions: ' Les options ci-dessous montrent à quoi pourrait servir le reste.',
    reduced: (budget, how, extra) =>
      `, dans votre budget de ${budget}, avec tout ce que vous avez demandé. Pour y parvenir, nous proposons ${how} ; en version complète, ce travail ajouterait ${extra}.`,
    close: (budget, difference, items, without) =>
      `, soit ${difference} de plus que votre budget de ${budget}. Nous avons gardé tout ce que vous demandez plutôt que d'en revendre une partie en options ; si le budget est ferme, retirer ${items} ramène le prix à ${without}.`,
    packages: (budget, moved) =>
      `, dans votre budget de ${budget}. Il couvre l'essentiel du travail ; ${moved} sont chiffrés à part, en options, à ajouter maintenant ou plus tard.`,
    over: (budget, full, then) =>
      `. C'est au-dessus de votre budget de ${budget}, et nous préférons vous le dire maintenant plutôt que de promettre le travail pour moins : fait correctement, le périmètre complet coûte ${full}. ${then}`,
    overThen: {
      options: 'Nous indiquons plus bas ce que le budget couvre en priorité.',
      units: "Chaque ligne est chiffrée à l'unité : vous pouvez ajuster les quantités à votre budget.",
      rescope: 'Dites-nous ce qui compte le plus et nous ajusterons le périmètre au budget avec vous.',
    },
    monthlyFee: (fee, months, total) =>
      `Le forfait est de ${fee} par mois pendant ${months}${NBSP}mois, soit ${total} au total`,
    rollingFee: (fee, months, total) =>
      `Le forfait est de ${fee} par mois sans engagement de durée, soit ${total} sur les ${months}${NBSP}premiers mois`,
    monthlyAverage: (average, budget) => `, en moyenne ${average} par mois pour un budget de ${budget}.`,
    ongoing: (items, fee) => ` Le travail récurrent (${items}) est chiffré à part : ${fee} par mois.`,
  },
  understanding: {
    objectives: 'Ce que vous voulez obtenir, avec vos mots :',
    constraints: 'Ce que le travail doit respecter :',
    platforms: (items) => `Nous travaillons avec les outils que vous utilisez déjà : ${items}.`,
    event: (text, date) => `Tout est planifié en fonction du ${date} : ${text}.`,
  },
  scope: {
    retainerIntro: (months) => `Chaque mois, pendant ${months}${NBSP}mois :`,
    setup: 'Une fois, au démarrage :',
    perMonth: (quantity) => `${quantity} par mois`,
    perQuarter: (quantity) => `${quantity} par trimestre`,
    perYear: (quantity) => `${quantity} par an`,
    reduced: (how) => `pour tenir le budget : ${how}`,
    undecidedNote: "Les éléments que vous n'avez pas encore arrêtés sont chiffrés en options.",
  },
  notIncluded: {
    excluded: (label) => `${label} : vous nous avez indiqué ne pas en avoir besoin.`,
    client: (label) => `${label} : pris en charge de votre côté, comme vous l'avez indiqué.`,
    thirdParty: {
      web: "L'hébergement, le nom de domaine, les licences et les abonnements tiers, réglés directement par vous.",
      ecommerce:
        "L'abonnement à la plateforme, les applications, les frais de paiement et l'hébergement, réglés directement par vous.",
      mobile:
        "Les comptes développeur des stores, l'hébergement et les services tiers, réglés directement par vous.",
      marketing: 'Les achats média, réglés directement par vous aux plateformes.',
      social: 'Les budgets publicitaires et la rémunération des influenceurs, réglés directement par vous.',
      print: "L'impression et la livraison, sauf mention ci-dessus.",
      events: "Le lieu, la restauration, les déplacements et l'hébergement, sauf mention ci-dessus.",
      ai: "Les frais d'utilisation des modèles et des API, refacturés au coût réel.",
      devops: 'La consommation cloud, le matériel et les licences, réglés directement par vous.',
      data: 'Les licences logicielles et la consommation cloud, réglées directement par vous.',
    },
    options: 'Les options ci-dessous, tant que vous ne les avez pas retenues.',
  },
  requirements: {
    intro: 'Les conditions que vous fixez, et ce que nous fournirons pour chacune :',
    met: 'intégré au travail et vérifié avant la réception',
    evidence: 'à confirmer par les pièces demandées, jointes à notre offre définitive',
  },
  timeline: {
    columns: ['Phase', 'Dates', 'Contenu'],
    intro: (start, end) => `Le travail se déroule du ${start} au ${end}.`,
    buffer: (weeks, deadline) => `Il reste ainsi ${weeks} de marge avant votre échéance du ${deadline}.`,
    late: (deadline) =>
      `Ce calendrier dépasse votre échéance du ${deadline} ; nous conviendrons avec vous de ce qui doit être prêt en premier.`,
    award: (date) => `Nous démarrons après l'attribution du marché, prévue le ${date}.`,
    awardAssumed: (date) =>
      `Nous démarrons après l'attribution, que nous supposons d'ici le ${date}, trois semaines après la remise des offres.`,
    inputs: (date) => `Ce qui se fait à partir de vos éléments démarre à leur réception, le ${date}.`,
    event: (date) => `Le calendrier aboutit à l'événement, le ${date}.`,
    input: (text) => `Ce dont nous avons besoin de votre part : ${text}.`,
    retainerTerm: (months) => `${months}${NBSP}mois`,
    monthlyWork: 'Le travail mensuel détaillé ci-dessus, avec un point chaque mois',
  },
  investment: {
    columns: ['N°', 'Prestation', 'Dans votre demande', 'Quantité × prix', 'Montant'],
    monthlyColumns: ['Prestation', 'Dans votre demande', 'Quantité × prix', 'Par mois'],
    termColumns: ['Sur la durée', 'Montant'],
    total: 'Total',
    monthlyFee: 'Forfait mensuel',
    setup: 'Démarrage (une fois)',
    termTotal: 'Total sur la durée',
    perMonth: 'par mois',
    hours: (hours) => `${hours}${NBSP}h`,
    taxName: 'TVA',
    tax: (name, rate, amount, gross) => `${name} (${rate}) : ${amount}, soit ${gross} TTC.`,
    ongoing:
      'Après la livraison, chiffré au mois et en sus du prix ci-dessus ; chacun peut y mettre fin avec un mois de préavis :',
    plusTax: (amount) => `${amount} HT`,
    payment: {
      fixed: `Facturation : 40${NBSP}% à la commande, 30${NBSP}% à mi-parcours et 30${NBSP}% à la livraison, à 30${NBSP}jours.`,
      milestone: `Facturation de chaque phase à son démarrage, à 30${NBSP}jours.`,
      retainer: `Facturation le 1er de chaque mois, à 30${NBSP}jours.`,
      hourly: (cap) =>
        `Facturation mensuelle du temps passé, sans jamais dépasser ${cap} sans votre accord écrit.`,
      discovery: 'Facturation de la moitié au démarrage et du solde à la restitution.',
      ballpark: 'Facturé à la remise du devis écrit.',
    },
    unitPrice: (unit, price) => `${price} par ${unit}`,
    unitPrices: (items) => `Prix unitaires, comme demandé : ${items}.`,
    lot: (ref, title) => `Lot ${ref} : ${title}`,
    lotSubtotal: (ref) => `Sous-total du lot ${ref}`,
    lots: (items) => `Chaque lot est chiffré séparément et peut être attribué seul : ${items}.`,
    lotPrice: (ref, price) => `lot ${ref} ${price}`,
    lotWithin: (ref, price, ceiling) => `lot ${ref} ${price}, sous son montant maximum de ${ceiling}`,
    withTax: (amount, name) => `${amount} ${name} comprise`,
    rateCard: (rate, day) =>
      `Tarif pour tout travail complémentaire : ${rate} de l'heure, ${day} la journée.`,
    ballparkIntro:
      'Ces fourchettes viennent de projets comparables, au même tarif. Le cadrage les transforme en un prix ferme.',
    ballparkColumns: ['Ce que cela couvre', 'Effort habituel', 'Ordre de grandeur'],
    ballparkNote: 'Ordres de grandeur, et non un devis.',
    standardBasis: 'inclus dans le projet',
  },
  options: {
    item: (letter, label, price) => `**Option ${letter} : ${label}.** ${price}`,
    effect: (total) => ` Le total passerait alors à ${total}.`,
  },
  assumptions: {
    inputNames: { text: 'Vos textes pour les pages', photos: 'Vos photos', products: 'Vos fiches produits' },
    inputs: (what, date) => `${what} : de votre côté, au plus tard le ${date}.`,
    feedback: 'Une seule personne centralise vos retours et répond sous trois jours ouvrés.',
    access: (items, date) => `Accès à ${items} au plus tard le ${date}.`,
    term: (months) => `Engagement ferme de ${months}${NBSP}mois.`,
    notice: (months, term) =>
      `Sans engagement de durée : résiliable avec ${months === '1' ? 'un mois' : `${months}${NBSP}mois`} de préavis ; le forfait ci-dessus vaut pour les ${term}${NBSP}premiers mois.`,
    thirdParty: 'Les frais de tiers sont refacturés au coût réel, après votre accord.',
  },
  nextSteps: {
    reply: (date) => `Vous nous transmettez vos réponses et les options retenues d'ici le ${date}.`,
    go: (date) => `Confirmez-nous votre accord d'ici le ${date}.`,
    sign: (date, start) =>
      `Nous vous envoyons le contrat ; une signature d'ici le ${date} garantit le démarrage du ${start}.`,
    kickoff: (date) => `Réunion de lancement le ${date}.`,
  },
  signature: (agency) => `Bien cordialement,\n\nL'équipe ${agency}`,
};

import type { Voice } from './types';

const NBSP = '\u00a0';

const list = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} und ${items.at(-1)}`;

export const de: Voice = {
  headings: {
    summary: 'Zusammenfassung',
    understanding: 'Unser Verständnis',
    scope: 'Leistungsumfang',
    notIncluded: 'Nicht enthalten',
    requirements: 'Ihre Anforderungen',
    timeline: 'Vorgehen und Zeitplan',
    investment: 'Investition',
    ballpark: 'Kostenrahmen für die Umsetzung',
    options: 'Optionen',
    assumptions: 'Annahmen',
    questions: 'Offene Fragen',
    nextSteps: 'Nächste Schritte',
  },
  titles: {
    web: 'Eine neue Website',
    ecommerce: 'Ein neuer Onlineshop',
    mobile: 'Eine neue App',
    design: 'Gestaltung',
    branding: 'Markenauftritt',
    content: 'Inhalte',
    seo: 'Sichtbarkeit in Suchmaschinen',
    marketing: 'Marketingkampagnen',
    social: 'Social Media',
    video: 'Videoproduktion',
    data: 'Daten und Reporting',
    ai: 'Ein KI-Assistent',
    devops: 'Cloud und Infrastruktur',
    security: 'Sicherheitstests',
    consulting: 'Beratung und Workshops',
    print: 'Printgestaltung',
    photography: 'Fotografie',
    events: 'Umsetzung der Veranstaltung',
    translation: 'Übersetzung und Lokalisierung',
    other: 'Ihr Projekt',
  },
  header: {
    preparedFor: 'Für',
    preparedBy: 'Von',
    date: 'Datum',
    validUntil: 'Angebot gültig bis',
    discoveryTitle: 'Angebot für eine Analysephase mit Kostenrahmen',
    ballparkTitle: 'Ihr Kostenrahmen und der nächste Schritt',
  },
  colon: ': ',
  quote: (text) => `„${text}“`,
  list,
  phases: {
    discovery: 'Analyse und Planung',
    design: 'Gestaltung',
    content: 'Inhalte',
    build: 'Umsetzung',
    production: 'Produktion',
    testing: 'Tests',
    launch: 'Test und Livegang',
    campaign: 'Kampagne',
    event: 'Die Veranstaltung',
    training: 'Schulung und Übergabe',
    reporting: 'Auswertung',
    retest: 'Nachtest nach Ihren Korrekturen',
    support: 'Laufende Betreuung',
  },
  weeks: (n) => (n === 1 ? 'eine Woche' : `${n}${NBSP}Wochen`),
  summary: {
    asked: (items) => `Dieses Angebot umfasst ${items}.`,
    dates: (start, end) => `Wir würden am ${start} beginnen und bis zum ${end} liefern`,
    beforeDeadline: (weeks, deadline) => `, also ${weeks} vor Ihrem Termin am ${deadline}.`,
    covering: (date) => `, mit den Aufnahmen am Tag selbst, dem ${date}.`,
    onEvent: (date) => `, sodass zum ${date} alles bereit ist.`,
    late: (deadline, end) =>
      `. Ihr Termin am ${deadline} ist für den vollen Umfang zu knapp: Sorgfältig umgesetzt, reicht die Arbeit bis zum ${end}. Weiter unten schlagen wir vor, was zuerst fertig sein sollte.`,
    retainer: (start, end, items) => `Vom ${start} bis zum ${end} übernehmen wir ${items}.`,
    discovery: (weeks, price) =>
      `Ihre Anfrage lässt den Umfang noch offen. Ein Festpreis wäre heute eine Schätzung mit großem Sicherheitsaufschlag. Wir schlagen deshalb eine kurze Analysephase zum Festpreis vor: ${weeks} für ${price}. Danach haben Sie eine klare Empfehlung und ein verbindliches Angebot mit Zeitplan.`,
    ballpark: (work, low, high, price) =>
      `Sie fragen nach einer groben Zahl: ${work} liegt bei etwa ${low} – ${high}, je nach den Entscheidungen unten. Für einen Festpreis schlagen wir ein kurzes Gespräch und ein schriftliches Angebot für ${price} vor, die bei Beauftragung vollständig angerechnet werden.`,
    hourly: (hours, estimate, rate) =>
      `Wie gewünscht rechnen wir nach Aufwand ab: Wir schätzen ${hours}${NBSP}Stunden, also ${estimate} bei ${rate} pro Stunde.`,
    hourlyOverCap: (cap) =>
      ` Das liegt über Ihrem Kostendach von ${cap}: Es deckt zuerst die zuerst genannte Arbeit, den Rest stimmen wir mit Ihnen ab.`,
    hourlyCap: (cap) =>
      ` Ihr Kostendach von ${cap} halten wir ein und melden uns frühzeitig, falls es eng wird.`,
    price: (total, taxNote) => `Der Preis beträgt ${total}${taxNote}`,
    fits: (budget) => ` und liegt damit in Ihrem Rahmen von ${budget}.`,
    justOver: (budget) =>
      ` und liegt knapp über Ihrem Rahmen von ${budget}: Für den kleinen Unterschied streichen wir keine Leistung.`,
    headroom: (budget) =>
      ` und liegt deutlich unter Ihrem Rahmen von ${budget}: Wir kalkulieren den tatsächlichen Aufwand, statt das Budget auszuschöpfen.`,
    headroomOptions: ' Die Optionen unten zeigen, wofür sich der Rest eignet.',
    reduced: (budget, how, extra) =>
      ` und liegt in Ihrem Rahmen von ${budget}, mit allem, was Sie angefragt haben. Dafür schlagen wir vor: ${how}; im vollen Umfang käme diese Arbeit auf ${extra} mehr.`,
    close: (budget, difference, items, without) =>
      ` und liegt ${difference} über Ihrem Rahmen von ${budget}. Wir haben alles Gewünschte im Angebot gelassen, statt einen Teil als Option auszulagern; ist das Budget fest, senkt der Verzicht auf ${items} den Preis auf ${without}.`,
    packages: (budget, moved) =>
      ` und liegt in Ihrem Rahmen von ${budget}. Er deckt den Kern der Arbeit ab; ${moved} bieten wir als Optionen an, die Sie jetzt oder später dazunehmen können.`,
    over: (budget, full, then) =>
      `. Das liegt über Ihrem Rahmen von ${budget}, und wir sagen es lieber jetzt, als die Arbeit für weniger zu versprechen: Sorgfältig umgesetzt kostet der volle Umfang ${full}. ${then}`,
    overThen: {
      options: 'Weiter unten zeigen wir, was das Budget zuerst abdeckt.',
      units: 'Jede Position ist pro Stück kalkuliert, so lassen sich die Mengen an das Budget anpassen.',
      rescope:
        'Sagen Sie uns, was Ihnen am wichtigsten ist, dann passen wir den Umfang gemeinsam an das Budget an.',
    },
    monthlyFee: (fee, months, total) =>
      `Die Pauschale beträgt ${fee} pro Monat für ${months}${NBSP}Monate, insgesamt ${total}`,
    rollingFee: (fee, months, total) =>
      `Die Pauschale beträgt ${fee} pro Monat ohne feste Laufzeit, ${total} für die ersten ${months}${NBSP}Monate`,
    monthlyAverage: (average, budget) => `, im Schnitt ${average} pro Monat bei einem Budget von ${budget}.`,
    ongoing: (items, fee) => ` Die laufende Arbeit (${items}) bieten wir separat an: ${fee} pro Monat.`,
  },
  understanding: {
    objectives: 'Was Sie damit erreichen wollen, in Ihren Worten:',
    constraints: 'Was die Arbeit erfüllen muss:',
    platforms: (items) => `Wir arbeiten mit den Werkzeugen, die Sie bereits nutzen: ${items}.`,
    event: (text, date) => `Alles ist auf den ${date} ausgerichtet: ${text}.`,
  },
  scope: {
    retainerIntro: (months) => `Jeden Monat, ${months}${NBSP}Monate lang:`,
    setup: 'Einmalig zum Start:',
    perMonth: (quantity) => `${quantity} pro Monat`,
    perQuarter: (quantity) => `${quantity} pro Quartal`,
    perYear: (quantity) => `${quantity} pro Jahr`,
    reduced: (how) => `für Ihr Budget: ${how}`,
    undecidedNote: 'Was Sie noch nicht entschieden haben, finden Sie unten als Optionen.',
  },
  notIncluded: {
    excluded: (label) => `${label}: laut Ihrer Anfrage nicht gewünscht.`,
    client: (label) => `${label}: übernehmen Sie, wie angegeben.`,
    thirdParty: {
      web: 'Hosting, Domain, Lizenzen und Drittanbieter-Abonnements, direkt durch Sie bezahlt.',
      ecommerce: 'Plattform-Abonnement, Apps, Zahlungsgebühren und Hosting, direkt durch Sie bezahlt.',
      mobile: 'Entwicklerkonten der App-Stores, Hosting und Drittdienste, direkt durch Sie bezahlt.',
      marketing: 'Mediabudget, direkt durch Sie an die Plattformen bezahlt.',
      social: 'Werbebudgets und Honorare von Influencern, direkt durch Sie bezahlt.',
      print: 'Druck- und Versandkosten, sofern oben nicht aufgeführt.',
      events: 'Location, Catering, Reise- und Übernachtungskosten, sofern oben nicht aufgeführt.',
      ai: 'Nutzungsgebühren für Modelle und APIs, zum Selbstkostenpreis weiterberechnet.',
      devops: 'Cloud-Verbrauch, Hardware und Lizenzen, direkt durch Sie bezahlt.',
      data: 'Softwarelizenzen und Cloud-Verbrauch, direkt durch Sie bezahlt.',
    },
    options: 'Die unten aufgeführten Optionen, solange Sie sie nicht beauftragen.',
  },
  requirements: {
    intro: 'Ihre Vorgaben und was wir zu jeder liefern:',
    met: 'in der Arbeit berücksichtigt und vor der Abnahme geprüft',
    evidence: 'wird mit den geforderten Nachweisen in unserem finalen Angebot belegt',
  },
  timeline: {
    columns: ['Phase', 'Zeitraum', 'Inhalt'],
    intro: (start, end) => `Die Arbeit läuft vom ${start} bis zum ${end}.`,
    buffer: (weeks, deadline) => `Damit bleiben ${weeks} Puffer bis zu Ihrem Termin am ${deadline}.`,
    late: (deadline) =>
      `Damit wird Ihr Termin am ${deadline} überschritten; wir stimmen mit Ihnen ab, was zuerst fertig sein muss.`,
    award: (date) => `Wir starten nach der Zuschlagserteilung am ${date}.`,
    awardAssumed: (date) =>
      `Wir starten nach dem Zuschlag, den wir bis ${date} annehmen, drei Wochen nach der Angebotsabgabe.`,
    inputs: (date) => `Was auf Ihren Unterlagen aufbaut, beginnt, sobald sie am ${date} vorliegen.`,
    event: (date) => `Der Plan endet mit der Veranstaltung am ${date}.`,
    input: (text) => `Was wir von Ihnen brauchen: ${text}.`,
    retainerTerm: (months) => `${months}${NBSP}Monate`,
    monthlyWork: 'Die oben beschriebenen monatlichen Leistungen, mit einer Abstimmung pro Monat',
  },
  investment: {
    columns: ['Nr.', 'Leistung', 'Bezug in Ihrer Anfrage', 'Menge × Satz', 'Betrag'],
    monthlyColumns: ['Leistung', 'Bezug in Ihrer Anfrage', 'Menge × Preis', 'Pro Monat'],
    termColumns: ['Über die Laufzeit', 'Betrag'],
    total: 'Summe netto',
    monthlyFee: 'Monatspauschale',
    setup: 'Einrichtung (einmalig)',
    termTotal: 'Summe über die Laufzeit',
    perMonth: 'pro Monat',
    hours: (hours) => `${hours}${NBSP}h`,
    taxName: 'MwSt.',
    tax: (name, rate, amount, gross) =>
      `Zuzüglich ${rate} ${name} (${amount}) ergibt sich ein Bruttobetrag von ${gross}.`,
    ongoing:
      'Nach der Lieferung, monatlich und zusätzlich zum obigen Preis; beide Seiten können mit einem Monat Frist kündigen:',
    plusTax: (amount) => `${amount} netto`,
    payment: {
      fixed: `Zahlung: 40${NBSP}% bei Auftrag, 30${NBSP}% zur Halbzeit und 30${NBSP}% bei Abnahme, jeweils innerhalb von 30${NBSP}Tagen.`,
      milestone: `Jede Phase wird zu ihrem Beginn berechnet, zahlbar innerhalb von 30${NBSP}Tagen.`,
      retainer: `Rechnungsstellung jeweils zum Monatsersten, zahlbar innerhalb von 30${NBSP}Tagen.`,
      hourly: (cap) =>
        `Abrechnung monatlich nach Aufwand, ohne Ihre schriftliche Zustimmung nie über ${cap}.`,
      discovery: 'Die Hälfte wird zum Start berechnet, der Rest nach der Ergebnispräsentation.',
      ballpark: 'Wir stellen es mit dem schriftlichen Angebot in Rechnung.',
    },
    unitPrice: (unit, price) => `${price} pro ${unit}`,
    unitPrices: (items) => `Einzelpreise, wie gewünscht: ${items}.`,
    lot: (ref, title) => `Los ${ref}: ${title}`,
    lotSubtotal: (ref) => `Zwischensumme Los ${ref}`,
    lots: (items) => `Jedes Los ist einzeln kalkuliert und kann für sich vergeben werden: ${items}.`,
    lotPrice: (ref, price) => `Los ${ref} ${price}`,
    lotWithin: (ref, price, ceiling) => `Los ${ref} ${price}, innerhalb des Höchstbetrags von ${ceiling}`,
    withTax: (amount, name) => `${amount} inkl. ${name}`,
    rateCard: (rate, day) => `Satz für weitere Leistungen: ${rate} pro Stunde, ${day} pro Tag.`,
    ballparkIntro:
      'Diese Spannen stammen aus vergleichbaren Projekten zum selben Satz. Die Analysephase macht daraus einen Festpreis.',
    ballparkColumns: ['Umfang', 'Üblicher Aufwand', 'Kostenrahmen'],
    ballparkNote: 'Grobe Orientierung, kein Angebot.',
    standardBasis: 'Teil des Projekts',
  },
  options: {
    item: (letter, label, price) => `**Option ${letter}: ${label}.** ${price}`,
    effect: (total) => ` Die Summe beträgt dann ${total}.`,
  },
  assumptions: {
    inputNames: { text: 'Ihre Texte für die Seiten', photos: 'Ihre Fotos', products: 'Ihre Produkttexte' },
    inputs: (what, date) => `${what}: kommt von Ihnen, spätestens am ${date}.`,
    feedback: 'Eine Ansprechperson bündelt Ihr Feedback und antwortet innerhalb von drei Arbeitstagen.',
    access: (items, date) => `Zugang zu ${items} bis zum ${date}.`,
    term: (months) => `Feste Mindestlaufzeit von ${months}${NBSP}Monaten.`,
    notice: (months, term) =>
      `Keine feste Laufzeit: monatlich kündbar mit ${months === '1' ? 'einem Monat' : `${months}${NBSP}Monaten`} Frist; die Pauschale gilt für die ersten ${term}${NBSP}Monate.`,
    thirdParty: 'Kosten Dritter berechnen wir nach Ihrer Freigabe zum Selbstkostenpreis weiter.',
  },
  nextSteps: {
    reply: (date) => `Sie senden uns Ihre Antworten und gewünschten Optionen bis ${date}.`,
    go: (date) => `Geben Sie uns bis ${date} Bescheid, ob wir loslegen sollen.`,
    sign: (date, start) =>
      `Wir schicken Ihnen den Vertrag; mit Ihrer Unterschrift bis ${date} steht der Start am ${start}.`,
    kickoff: (date) => `Kick-off am ${date}.`,
  },
  signature: (agency) => `Mit freundlichen Grüßen\n\n${agency}`,
};

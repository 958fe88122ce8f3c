import type { Language } from '../document/language';

/** The words of the client's page around the proposal, in the proposal's language. */
export interface PageLabels {
  skipToDecision: string;
  chooseOptions: string;
  include: string;
  updateTotal: string;
  yourTotal: string;
  decideHeading: string;
  acceptHeading: string;
  signerName: string;
  signerNameHint: string;
  signerEmail: string;
  /** The consent the client ticks, which the evidence keeps word for word. */
  consent(total: string): string;
  accept: string;
  declineHeading: string;
  reason: string;
  decline: string;
  /** What a typed-name signature is, and no more (ESIGN/UETA, eIDAS art. 25(1)). */
  signatureNotice: string;
  viewsNotice: string;
  accepted(name: string, date: string, total: string): string;
  declined(date: string): string;
  closed: string;
  evidence: string;
  totalChanged(total: string): string;
  missing: string;
  notFoundTitle: string;
  notFound: string;
  tooMany: string;
}

const en: PageLabels = {
  skipToDecision: 'Skip to the decision',
  chooseOptions: 'Optional items: tick those you want; the total follows.',
  include: 'Include',
  updateTotal: 'Update the total',
  yourTotal: 'Your total',
  decideHeading: 'Your decision',
  acceptHeading: 'Accept',
  signerName: 'Full name (your typed signature)',
  signerNameHint: 'Typing your name signs this acceptance.',
  signerEmail: 'Email',
  consent: (total) =>
    `I accept this proposal for a total of ${total} and agree that my typed name is my electronic signature.`,
  accept: 'Accept and sign',
  declineHeading: 'Decline',
  reason: 'Reason (optional)',
  decline: 'Decline the proposal',
  signatureNotice:
    'This is a simple electronic signature (ESIGN Act and UETA in the United States, eIDAS article 25(1) in the EU): a record of your typed name, email, the time, your IP address and browser, and a SHA-256 fingerprint of the exact document shown. It is not a qualified or advanced electronic signature.',
  viewsNotice: 'The sender is told when this page is viewed.',
  accepted: (name, date, total) => `Accepted by ${name} on ${date}, for a total of ${total}.`,
  declined: (date) => `Declined on ${date}.`,
  closed: 'A decision on this proposal has already been recorded.',
  evidence: 'Download your copy of the record (PDF)',
  totalChanged: (total) => `The total is now ${total}. Please check it and confirm again.`,
  missing: 'Please enter your name and a valid email, and tick the consent box.',
  notFoundTitle: 'Link not available',
  notFound: 'This link does not exist, has expired or was withdrawn. Ask the sender for a new one.',
  tooMany: 'Too many attempts from your address. Please wait a few minutes.',
};

const fr: PageLabels = {
  skipToDecision: 'Aller à la décision',
  chooseOptions: 'Options : cochez celles que vous souhaitez ; le total suit.',
  include: 'Inclure',
  updateTotal: 'Mettre à jour le total',
  yourTotal: 'Votre total',
  decideHeading: 'Votre décision',
  acceptHeading: 'Accepter',
  signerName: 'Nom complet (votre signature saisie)',
  signerNameHint: 'Saisir votre nom signe cette acceptation.',
  signerEmail: 'E-mail',
  consent: (total) =>
    `J’accepte cette proposition pour un total de ${total} et reconnais que mon nom saisi vaut signature électronique.`,
  accept: 'Accepter et signer',
  declineHeading: 'Refuser',
  reason: 'Motif (facultatif)',
  decline: 'Refuser la proposition',
  signatureNotice:
    'Il s’agit d’une signature électronique simple (eIDAS, article 25(1)) : un enregistrement de votre nom saisi, de votre e-mail, de l’heure, de votre adresse IP et de votre navigateur, et d’une empreinte SHA-256 du document exact affiché. Ce n’est ni une signature avancée ni une signature qualifiée.',
  viewsNotice: 'L’expéditeur est informé de la consultation de cette page.',
  accepted: (name, date, total) => `Acceptée par ${name} le ${date}, pour un total de ${total}.`,
  declined: (date) => `Refusée le ${date}.`,
  closed: 'Une décision a déjà été enregistrée pour cette proposition.',
  evidence: 'Télécharger votre copie de l’enregistrement (PDF)',
  totalChanged: (total) => `Le total est maintenant de ${total}. Vérifiez-le et confirmez de nouveau.`,
  missing: 'Saisissez votre nom et un e-mail valide, et cochez la case de consentement.',
  notFoundTitle: 'Lien indisponible',
  notFound: 'Ce lien n’existe pas, a expiré ou a été retiré. Demandez-en un nouveau à l’expéditeur.',
  tooMany: 'Trop de tentatives depuis votre adresse. Patientez quelques minutes.',
};

const de: PageLabels = {
  skipToDecision: 'Zur Entscheidung springen',
  chooseOptions: 'Optionen: Wählen Sie die gewünschten aus; die Summe passt sich an.',
  include: 'Einschließen',
  updateTotal: 'Summe aktualisieren',
  yourTotal: 'Ihre Summe',
  decideHeading: 'Ihre Entscheidung',
  acceptHeading: 'Annehmen',
  signerName: 'Vollständiger Name (Ihre getippte Unterschrift)',
  signerNameHint: 'Mit der Eingabe Ihres Namens unterschreiben Sie diese Annahme.',
  signerEmail: 'E-Mail',
  consent: (total) =>
    `Ich nehme dieses Angebot zu einer Summe von ${total} an und erkenne meinen getippten Namen als elektronische Signatur an.`,
  accept: 'Annehmen und unterschreiben',
  declineHeading: 'Ablehnen',
  reason: 'Grund (optional)',
  decline: 'Angebot ablehnen',
  signatureNotice:
    'Dies ist eine einfache elektronische Signatur (eIDAS Art. 25 Abs. 1): eine Aufzeichnung Ihres getippten Namens, Ihrer E-Mail, der Uhrzeit, Ihrer IP-Adresse und Ihres Browsers sowie eines SHA-256-Fingerabdrucks des genau angezeigten Dokuments. Sie ist keine fortgeschrittene oder qualifizierte Signatur.',
  viewsNotice: 'Der Absender erfährt, wann diese Seite angesehen wird.',
  accepted: (name, date, total) => `Angenommen von ${name} am ${date}, Summe ${total}.`,
  declined: (date) => `Abgelehnt am ${date}.`,
  closed: 'Zu diesem Angebot wurde bereits eine Entscheidung erfasst.',
  evidence: 'Ihre Kopie des Nachweises herunterladen (PDF)',
  totalChanged: (total) => `Die Summe beträgt jetzt ${total}. Bitte prüfen und erneut bestätigen.`,
  missing: 'Bitte Namen und eine gültige E-Mail eingeben und die Zustimmung ankreuzen.',
  notFoundTitle: 'Link nicht verfügbar',
  notFound: 'Dieser Link existiert nicht, ist abgelaufen oder wurde zurückgezogen.',
  tooMany: 'Zu viele Versuche von Ihrer Adresse. Bitte warten Sie einige Minuten.',
};

const es: PageLabels = {
  skipToDecision: 'Ir a la decisión',
  chooseOptions: 'Opciones: marque las que desee; el total se actualiza.',
  include: 'Incluir',
  updateTotal: 'Actualizar el total',
  yourTotal: 'Su total',
  decideHeading: 'Su decisión',
  acceptHeading: 'Aceptar',
  signerName: 'Nombre completo (su firma escrita)',
  signerNameHint: 'Escribir su nombre firma esta aceptación.',
  signerEmail: 'Correo electrónico',
  consent: (total) =>
    `Acepto esta propuesta por un total de ${total} y reconozco que mi nombre escrito es mi firma electrónica.`,
  accept: 'Aceptar y firmar',
  declineHeading: 'Rechazar',
  reason: 'Motivo (opcional)',
  decline: 'Rechazar la propuesta',
  signatureNotice:
    'Es una firma electrónica simple (eIDAS, artículo 25(1)): un registro de su nombre escrito, su correo, la hora, su dirección IP y su navegador, y una huella SHA-256 del documento exacto mostrado. No es una firma avanzada ni cualificada.',
  viewsNotice: 'El remitente sabe cuándo se consulta esta página.',
  accepted: (name, date, total) => `Aceptada por ${name} el ${date}, por un total de ${total}.`,
  declined: (date) => `Rechazada el ${date}.`,
  closed: 'Ya se registró una decisión sobre esta propuesta.',
  evidence: 'Descargar su copia del registro (PDF)',
  totalChanged: (total) => `El total es ahora ${total}. Revíselo y confirme de nuevo.`,
  missing: 'Escriba su nombre y un correo válido, y marque la casilla de consentimiento.',
  notFoundTitle: 'Enlace no disponible',
  notFound: 'Este enlace no existe, ha caducado o fue retirado. Pida uno nuevo al remitente.',
  tooMany: 'Demasiados intentos desde su dirección. Espere unos minutos.',
};

const PAGE_LABELS: Record<Language, PageLabels> = { en, fr, de, es };

export const pageLabelsFor = (language: Language): PageLabels => PAGE_LABELS[language];

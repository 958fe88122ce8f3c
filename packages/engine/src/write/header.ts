// The title and who the proposal is for, from whom, and when. A title names the client's project:
// a subject line's "Re:"/"TR:" and an enquiry's generic words ("Quote request", "Anfrage") give way
// to the work itself.
import { REPLY_PREFIX } from '../brief/thread';
import { findServices } from '../catalogue';
import { awardOf } from '../plan/dates';
import { addDays, dayFromIso, iso } from '../text/calendar';
import type { Writer } from './context';

// "Request for Quotation NH-ICT-2026-014: IT Health Check": the tender's own label goes.
const TENDER_PREFIX =
  /^(?:request for (?:quotation|proposals?|tenders?)|invitation to tender|rfp|rfq|rft|itt|appel d'offres|cahier (?:spécial )?des charges|ausschreibung|licitación|pliego|invitación a cotizar|solicitud de cotización)\b[^:–—]*[:–—]\s*/iu;
const GENERIC =
  /\b(?:request for (?:quotation|proposals?)|quote request|quotation|quote|enquiry|inquiry|proposal|brief|rfp|rfq|new|website quote|demande de devis|demande d'offre|demande|devis|proposition|appel de propositions|offertanfrage|anfrage|angebot|ausschreibung|solicitud de presupuesto|solicitud|presupuesto|cotización|consulta|invitación)\b/giu;
const LEADING_ASK = new RegExp(
  `^(?:(?:${GENERIC.source.replace(/\\bnew\|/, '')})\\s*)+(?:for|pour|für|para|de)?\\s*[:–—-]?\\s*(?=\\p{L}|\\d+\\s+\\p{L})`,
  'iu',
);
// "New enquiry from website contact form": a form's notification says nothing of the project.
const NOTIFICATION =
  /\b(?:contact form|form submission|new submission|new (?:enquiry|inquiry|lead)|formulaire de contact|kontaktformular|formulario de contacto)\b/iu;
// "Shop replatform – quote please": the ask trailing the subject is not part of its name.
const TRAILING_ASK = new RegExp(
  `(?:\\s*[-–—:,|]?\\s*(?:${GENERIC.source}|help|request|requests|please|pls|thanks|thank you|asap|urgent|merci|bitte|por favor|svp|needed|wanted|answers|replies|réponses|antworten|respuestas))+\\s*[!?.]*$`,
  'iu',
);
// "Vague request: …", "Demande vague : …", "(voice memo)", "(fil transféré, budget modifié)": how the
// request reached the team, in their own words, is no part of the client's project name.
const INTERNAL_TAG =
  /^(?:vague (?:request|brief)|unclear brief|draft|internal|urgent|todo|demande vague|brouillon|interne|vage anfrage|entwurf|intern|solicitud vaga|borrador)\s*:\s*/iu;
// "Voicemail: …", "Audio WhatsApp: …", "Slack: …", "Kontaktformular: …": the channel it came by.
const CHANNEL =
  /^(?:(?:voicemail|voice ?mail|voice memo|voice note) transcript|web ?lead|website lead|website enquiry|website inquiry|web ?form|formulario web|freelance|ticket #?\d+|voicemail|voice ?mail|voice memo|voice note|(?:audio )?whats ?app(?: audio)?|slack|teams|sms|text message|chat|mémo vocal|message vocal|note vocale|sprachnachricht|sprachmemo|nota de voz|audio|mensaje de voz)\s*[:–—-]\s*/iu;
// "… – KORREKTUR", "… – ayuda!!", "… – keen to chat": what the message says of itself.
const SELF_NOTE =
  /\s*[-–—:,|]?\s*(?:korrektur|correction|corrigé|corrección|update|mise à jour|aktualisierung|actualización|ayuda|aide|hilfe|keen to chat|let's chat|t&m(?: proposal)?|time and materials)\s*[!?.]*$/iu;
// "(voice memo)", "(contains injection)", "(T&M, capped)": a title's brackets are the team's notes.
const ASIDE = /\s*\([^)]*\)/gu;
const VAGUE = /^(?:vague|unclear|rough)\s+/iu;
// "…, hourly under a FJD 30k cap", "… – pilote puis extension", "…, Preis pro Text": how it is to be
// priced is for the price section, not the project's name.
const PRICING_NOTE =
  /\s*(?:,|\s[-–—]\s)\s*(?:hourly|t&m|time and materials|pilot then rollout|pilote puis extension|fixed price|prix (?:par|au)|au mot|preis (?:pro|je)|nach aufwand|precio por)\b[^,–—]*$|\s+(?:nach aufwand(?: mit deckel)?|au mot|per word)$/iu;
// "call for quotations, 3-lot conference management": the kind of request, in front of the work.
const CALL_FOR =
  /^(?:call for (?:quotations?|proposals?|tenders?)|appel à (?:propositions|devis)|convocatoria)\s*[,:–—-]\s*/iu;
const VALIDITY_DAYS = 30;

const capitalised = (text: string): string => text.charAt(0).toLocaleUpperCase() + text.slice(1);

function projectTitle(w: Writer): string {
  const { plan } = w;
  const subject = plan.input.title
    .replace(ASIDE, '')
    .replace(REPLY_PREFIX, '')
    .replace(INTERNAL_TAG, '')
    .replace(CHANNEL, '')
    .replace(TENDER_PREFIX, '')
    .trim();
  const client = plan.clientName ?? '';
  // "Kevin Delcour photos VO", "Ray Delgado – Bluebonnet – local SEO": the sender is no part of the project's name.
  const sender = plan.analysis.client.contact?.name;
  const unsigned = sender ? subject.split(sender).join(' ').replace(/\s+/g, ' ').trim() : subject;
  const raw = NOTIFICATION.test(unsigned)
    ? ''
    : unsigned.replace(SELF_NOTE, '').replace(TRAILING_ASK, '').replace(SELF_NOTE, '').trim();
  const meaningful = raw
    .replace(GENERIC, ' ')
    .replace(client, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter((word) => word.length > 2 && !client.toLowerCase().includes(word.toLowerCase()));
  // "website – Harbour Lane Trust": the client's name goes in front, the work reads as a title; and
  // "GAA club – Instagram": the team's description of the client before the work goes with it.
  // "Cyber security – quote request – McAree …", "Offertanfrage 75 Jahre …": the asking is no part of the name.
  // "Maine land trust: trail map brochures …" is split like "Housing charity – website".
  const parts = raw
    .replace(PRICING_NOTE, '')
    .split(client ? /\s+[–—|-]\s+|:\s+/u : /\s+[–—|-]\s+/u)
    .filter(
      (part) =>
        part
          .replace(TRAILING_ASK, '')
          .replace(GENERIC, '')
          .replace(/[^\p{L}\p{N}]+/gu, '') !== '',
    )
    .map((part) => part.replace(VAGUE, '').replace(LEADING_ASK, '').replace(CALL_FOR, ''))
    .filter((part) => !CHANNEL.test(`${part}:`))
    .filter((part) => !client || part.trim().toLowerCase() !== client.toLowerCase());
  const described =
    client && parts.length > 1 && findServices(parts[0] as string, plan.language).length === 0;
  const work = (described ? parts.slice(1) : parts)
    .join(' – ')
    .replace(VAGUE, '')
    .replace(/^[\s:–—-]+|[\s:–—?-]+$/g, '');
  const title = meaningful.length >= 2 ? capitalised(work) : w.voice.titles[plan.analysis.primaryCategory];
  return client && !title.toLowerCase().includes(client.toLowerCase())
    ? `${client}${w.voice.colon}${title}`
    : title;
}

function contactLine(w: Writer): string | null {
  const { analysis, clientName } = w.plan;
  const contact = analysis.client.contact;
  const parts = [contact?.name, contact?.role, clientName].filter((p): p is string => !!p);
  return parts.length ? [...new Set(parts)].join(', ') : null;
}

export function header(w: Writer): string {
  const { voice, plan } = w;
  const today = plan.input.createdAt.slice(0, 10);
  // A tender awarded later than the usual validity needs the offer to stand until a month after the award.
  const award = awardOf(plan.analysis)?.from;
  const validity = iso(addDays(dayFromIso(today), VALIDITY_DAYS));
  const afterAward = award ? iso(addDays(dayFromIso(award), VALIDITY_DAYS)) : null;
  // A start months away is signed for weeks before it: the offer stands until that day at least.
  const until = [validity, afterAward ?? validity, plan.schedule.signBy].sort().at(-1) as string;
  const forWhom = contactLine(w);
  const agency = plan.input.accountName ?? plan.input.template?.name ?? null;
  const lines = [
    `# ${projectTitle(w)}`,
    plan.discovery
      ? `**${plan.discovery.asked ? voice.header.ballparkTitle : voice.header.discoveryTitle}**`
      : null,
    forWhom ? `**${voice.header.preparedFor}${voice.colon.trimEnd()}** ${forWhom}  ` : null,
    agency ? `**${voice.header.preparedBy}${voice.colon.trimEnd()}** ${agency}  ` : null,
    `**${voice.header.date}${voice.colon.trimEnd()}** ${w.date(today)} · ${voice.header.validUntil} ${w.date(until)}`,
  ];
  return lines.filter((line): line is string => line !== null).join('\n');
}

// Amounts said for a part rather than the whole: for each of a thing, or a share of a sum said before.
// "£38,500 across both lots, of which up to £13,500 …": what follows is a part of the sum before it.
const OF_WHICH = /(?<![\p{L}])(?:of which|dont|davon|wovon|de los cuales|de las cuales)(?![\p{L}])/iu;

// "190 € HTVA par participant", "450 pesos por asistente": for each of a thing.
const PER_UNIT = /^(?:\s+\S+){0,3}?\s+(?:per|par|por|pro|je|each|chaque|cada)\s+(\p{L}+)/iu;
// Not for each of a thing: how often ("pro Monat"), for all of it ("por todo"), or by whom ("par la Région").
const NOT_A_UNIT =
  /^(?:month|mois|mes|monat|year|an|année|año|jahr|week|semaine|semana|woche|day|jour|día|tag|hour|heure|hora|stunde|quarter|trimestre|quartal|all|everything|todo|toda|todos|tout|toute|tous|alles|la|le|les|l|the|el|los|las|die|der|das|den|un|une|des|a|an)$/iu;

export function perUnitAfter(after: string): boolean {
  const word = PER_UNIT.exec(after)?.[1];
  return !!word && !NOT_A_UNIT.test(word);
}

export const shareAt = (sentence: string, at: number): boolean => OF_WHICH.test(sentence.slice(0, at));

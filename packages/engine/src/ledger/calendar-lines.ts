// "Winter im Februar 2027", "Shooting photo: du lundi 12 au jeudi 15 avril 2027": a line of the
// calendar in a list of work, not a thing to make, whatever heads it.
import { MONTH_WORD } from './not-counts';

const DATE_ITEM_WORDS = 4;
// The words a span of days is written with ("du lundi 12 au jeudi 15 avril", "from Mon 3 to Fri 7 May").
const DAY_SPAN_WORD =
  /^(?:from|to|until|till|and|du|au|et|vom|bis|zum|und|am|del|al|y|de|le|the|(?:mon|tues|wednes|thurs|fri|satur|sun)day|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lunes|martes|miércoles|jueves|viernes|sábado|domingo)$/iu;

const daySpan = (part: string): boolean =>
  MONTH_WORD.test(part) &&
  part
    .replace(/[\d.,/–-]+/gu, ' ')
    .split(/\s+/)
    .every((word) => !word || MONTH_WORD.test(word) || DAY_SPAN_WORD.test(word));

/** Whether an item (outside its brackets) only says when: a short dated line, or a span of days after a head. */
export const calendarLine = (main: string, named: boolean): boolean =>
  (!named &&
    main.split(/\s+/).length <= DATE_ITEM_WORDS &&
    (MONTH_WORD.test(main) || /\b20\d\d\b/.test(main))) ||
  daySpan(main.replace(/^[^:]{1,40}:\s*/u, ''));

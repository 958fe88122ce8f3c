import type PptxGenJS from 'pptxgenjs';
import type { Labels } from '../../document/labels';
import type { Table } from '../../document/model';
import { clip } from '../text';
import { ACCENT, AREA, bodyText, contentSlide, MUTED, PALE } from '../theme';

const LABEL_W = 3.4;
const TRACK_X = AREA.x + LABEL_W + 0.2;
const TRACK_W = AREA.x + AREA.w - TRACK_X;

interface Phase {
  name: string;
  dates: string | null;
  from: number;
  days: number;
}

/**
 * Each phase's offset is its own start (the table's spans) when the phases are dated, else the
 * phases follow one another from zero, each lasting its days (the last column); the dates shown
 * are the table's own.
 */
function phasesOf(table: Table, labels: Labels): Phase[] {
  const column = (label: string) => table.columns.findIndex((c) => c.label === label);
  const [start, end, days] = [column(labels.start), column(labels.end), column(labels.days)];
  let next = 0;
  return table.rows.map((row, i) => {
    const length = Math.max(Number(row[days < 0 ? row.length - 1 : days]) || 0, 0);
    const from = table.spans?.[i]?.from ?? next;
    next = from + length;
    return {
      name: row[0] ?? '',
      dates: start >= 0 && end >= 0 ? `${row[start]} – ${row[end]}` : null,
      from,
      days: length,
    };
  });
}

/** Each phase as a bar along one track, its length proportional to its days. */
export function timelineSlide(pptx: PptxGenJS, title: string, table: Table, labels: Labels) {
  const phases = phasesOf(table, labels);
  if (phases.length === 0) return;
  const span = Math.max(...phases.map((p) => p.from + p.days), 1);
  const slide = contentSlide(pptx, title);
  const row = Math.min(0.75, (AREA.h - 0.2) / phases.length);
  const size = row >= 0.6 ? 14 : 11;
  phases.forEach((phase, i) => {
    const y = AREA.y + 0.1 + i * row;
    const barH = row * 0.42;
    slide.addText(
      clip(phase.name, 48),
      bodyText({ x: AREA.x, y, w: LABEL_W, h: barH, fontSize: size, bold: true, valign: 'middle' }),
    );
    slide.addShape('rect', {
      x: TRACK_X,
      y,
      w: TRACK_W,
      h: barH,
      fill: { color: PALE },
      line: { color: PALE },
    });
    const x = TRACK_X + (TRACK_W * phase.from) / span;
    const w = Math.max((TRACK_W * phase.days) / span, 0.08);
    slide.addShape('roundRect', {
      x,
      y,
      w,
      h: barH,
      rectRadius: 0.06,
      fill: { color: ACCENT },
      line: { color: ACCENT },
      objectName: `phase-bar-${i + 1}`,
    });
    // Dates sit under the bar, left-aligned with it unless that would run past the track's end.
    const caption = [phase.dates, `${phase.days} ${labels.dayCount}`].filter(Boolean).join(' · ');
    const captionW = 3.6;
    slide.addText(
      caption,
      bodyText({
        x: Math.min(x, TRACK_X + TRACK_W - captionW),
        y: y + barH + 0.03,
        w: captionW,
        h: row * 0.4,
        fontSize: size - 3,
        color: MUTED,
      }),
    );
  });
}

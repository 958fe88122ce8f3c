// The document holds amounts already formatted for its locale (£8,640; 1 050 €; $80.000.000).
// To rank and sum pricing rows the deck reads them back, and writes a sum in the same format.

const NUMBER = /\d(?:[\d\s.,'\u00a0\u202f]*\d)?/;

interface Amount {
  value: number;
  decimals: number;
}

/** A separator followed by one or two digits at the end is the decimal mark; the others group. */
export function parseAmount(text: string): Amount | null {
  const core = NUMBER.exec(text)?.[0];
  if (!core) return null;
  const decimal = /[.,](\d{1,2})$/.exec(core);
  const whole = (decimal ? core.slice(0, decimal.index) : core).replace(/\D/g, '');
  const value = Number(whole) + (decimal ? Number(`0.${decimal[1]}`) : 0);
  const negative = /-|−/.test(text.slice(0, text.indexOf(core)));
  return { value: negative ? -value : value, decimals: decimal?.[1]?.length ?? 0 };
}

/** `value` written like `template`: its symbol, grouping mark, decimal mark and decimals. */
export function formatLike(template: string, value: number): string {
  const core = NUMBER.exec(template)?.[0];
  const parsed = parseAmount(template);
  if (!core || !parsed) return String(value);
  const decimal = parsed.decimals ? core.at(-parsed.decimals - 1)! : '';
  const group = /\d([^\d])\d{3}(?:\D|$)/.exec(
    core.slice(0, core.length - (decimal ? parsed.decimals + 1 : 0)),
  )?.[1];
  const [whole, fraction] = Math.abs(value).toFixed(parsed.decimals).split('.');
  const grouped = group ? whole!.replace(/\B(?=(\d{3})+(?!\d))/g, group) : whole!;
  return template.replace(core, `${grouped}${fraction ? `${decimal}${fraction}` : ''}`);
}

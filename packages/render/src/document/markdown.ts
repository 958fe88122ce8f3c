import { marked, type Token, type Tokens } from 'marked';
import type { Block, Run, Section } from './model';

type Style = Pick<Run, 'bold' | 'italic' | 'href'>;

const SAFE_LINK = /^(https?:|mailto:)/i;
/** The link's target when its scheme is one a reader can safely follow; javascript:, data: and the rest are dropped. */
const safeHref = (href: string): Style => (SAFE_LINK.test(href.trim()) ? { href: href.trim() } : {});

/** Inline tokens as runs. Raw HTML stays text: a document shows markup, it never runs it. */
function runsOf(tokens: Token[] | undefined, style: Style = {}): Run[] {
  return (tokens ?? []).flatMap((token): Run[] => {
    switch (token.type) {
      case 'strong':
        return runsOf(token.tokens, { ...style, bold: true });
      case 'em':
        return runsOf(token.tokens, { ...style, italic: true });
      case 'br':
        return [{ text: '\n', ...style }];
      case 'link':
        return runsOf(token.tokens, { ...style, ...safeHref(String(token.href)) });
      case 'text':
      case 'del':
        return 'tokens' in token && token.tokens?.length
          ? runsOf(token.tokens, style)
          : [{ text: decode(String(token.text ?? token.raw)), ...style }];
      case 'codespan':
      case 'escape':
        return [{ text: decode(String(token.text)), ...style }];
      default:
        return [{ text: token.raw, ...style }];
    }
  });
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
/** marked keeps the entities it escaped for HTML output; renderers escape for themselves. */
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name]!);

export const plainText = (runs: Run[]) => runs.map((r) => r.text).join('');

/** Every item of a list with its depth: nested items follow their parent one level in (documents keep two). */
function listItems(list: Tokens.List, depth = 0): { runs: Run[]; depth: number }[] {
  return list.items.flatMap((item) => {
    const own = item.tokens.filter((t) => t.type !== 'list');
    const nested = item.tokens.filter((t): t is Tokens.List => t.type === 'list');
    const runs = own.flatMap((t) => ('tokens' in t && t.tokens ? runsOf(t.tokens) : runsOf([t])));
    return [{ runs, depth }, ...nested.flatMap((n) => listItems(n, Math.min(depth + 1, 1)))];
  });
}

function tableOf(token: Tokens.Table): Block {
  const cell = (c: Tokens.TableCell) => plainText(runsOf(c.tokens)).trim();
  const rows = token.rows.map((row) => row.map(cell));
  const last = token.rows.at(-1);
  const closing = last !== undefined && rows.length > 1 && /^\*\*/.test(last[0]?.text ?? '');
  return {
    kind: 'table',
    table: {
      columns: token.header.map((h, i) => ({
        label: cell(h),
        align: token.align[i] === 'right' ? 'right' : 'left',
      })),
      rows: closing ? rows.slice(0, -1) : rows,
      ...(closing ? { total: rows.at(-1) } : {}),
    },
  };
}

function blocksOf(token: Token): Block[] {
  switch (token.type) {
    case 'heading':
      return [{ kind: 'heading', text: plainText(runsOf(token.tokens)) }];
    case 'paragraph':
      return [{ kind: 'paragraph', runs: runsOf(token.tokens) }];
    case 'list': {
      const items = listItems(token as Tokens.List);
      return [
        {
          kind: 'list',
          ordered: token.ordered,
          items: items.map((i) => i.runs),
          depths: items.map((i) => i.depth),
        },
      ];
    }
    case 'table':
      return [tableOf(token as Tokens.Table)];
    case 'blockquote':
      return (token.tokens ?? []).flatMap(blocksOf);
    case 'space':
    case 'hr':
      return [];
    case 'code':
    case 'html':
    default:
      return token.raw.trim() ? [{ kind: 'paragraph', runs: [{ text: token.raw.trim() }] }] : [];
  }
}

/**
 * The Markdown as main sections: each `##` (or the shallowest heading level below a leading
 * `#` title) starts one. The leading title is left out: the cover carries the title.
 */
export function sectionsOf(markdown: string): Section[] {
  const tokens = marked.lexer(markdown);
  const headings = tokens.filter((t): t is Tokens.Heading => t.type === 'heading');
  const titleFirst = tokens.find((t) => t.type !== 'space') === headings[0] && headings[0]?.depth === 1;
  const body = titleFirst ? tokens.slice(tokens.indexOf(headings[0]!) + 1) : tokens;
  const mainDepth = Math.min(
    ...body.filter((t) => t.type === 'heading').map((t) => (t as Tokens.Heading).depth),
  );

  const sections: Section[] = [{ title: null, blocks: [] }];
  for (const token of body) {
    if (token.type === 'heading' && token.depth === mainDepth) {
      sections.push({ title: plainText(runsOf(token.tokens)), blocks: [] });
    } else {
      sections.at(-1)!.blocks.push(...blocksOf(token));
    }
  }
  return sections.filter((s) => s.title !== null || s.blocks.length > 0);
}

import { createHash } from 'node:crypto';
import { escapeHtml as e } from '../pdf/escape';
import { PAGE_SCRIPT } from './script';
import { PAGE_STYLES } from './styles';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The Content-Security-Policy of every /p/ answer: the inline style and script are allowed by
 * their hashes (no 'unsafe-inline'), requests go to our own origin only, nothing may frame the page.
 */
export const PAGE_CSP = [
  "default-src 'none'",
  `style-src ${hash(PAGE_STYLES)}`,
  `script-src ${hash(PAGE_SCRIPT)}`,
  "connect-src 'self'",
  "img-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** A whole page: `body` is trusted HTML built by this module; `base` feeds the script. */
export function pageShell({
  language,
  title,
  base,
  body,
}: {
  language: string;
  title: string;
  base: string | null;
  body: string;
}): string {
  return [
    `<!doctype html><html lang="${e(language)}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${e(title)}</title><style>${PAGE_STYLES}</style></head>`,
    base ? `<body data-base="${e(base)}">` : '<body>',
    body,
    base ? `<script>${PAGE_SCRIPT}</script>` : '',
    '</body></html>',
  ].join('');
}

/** The page of a link that cannot be shown (unknown, revoked, expired: one page, whatever the reason). */
export const messagePage = (language: string, title: string, message: string): string =>
  pageShell({
    language,
    title,
    base: null,
    body: `<main class="wrap"><section><h1>${e(title)}</h1><p>${e(message)}</p></section></main>`,
  });

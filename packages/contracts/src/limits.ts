export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 50;
/** Largest JSON body the API reads. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** A brief longer than this is refused with 413 payload_too_large, like an oversized body. */
export const RAW_INPUT_MAX_CHARS = 100_000;
export const TITLE_MAX_CHARS = 200;
export const NOTES_MAX_CHARS = 10_000;
export const MARKDOWN_MAX_CHARS = 500_000;
/**
 * finalPrice and every amount are integer cents: JSON's safe integers, BIGINT in PostgreSQL
 * (DESIGN §3), so budgets in COP, IDR, KRW or CLP are never cut.
 */
export const MONEY_MAX_CENTS = Number.MAX_SAFE_INTEGER;
/** How long an export's download URL is valid (the spec's 15 minutes). */
export const DOWNLOAD_URL_TTL_SECONDS = 15 * 60;
/** A share link lives 30 days unless its creator says otherwise, and at most 180 (DESIGN §3 "Sharing"). */
export const SHARE_LINK_DEFAULT_DAYS = 30;
export const SHARE_LINK_MAX_DAYS = 180;

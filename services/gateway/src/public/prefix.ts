/** The client's pages live at the root, outside the versioned API: `/p/{token}`. */
export const PUBLIC_PAGE_PREFIX = '/p';

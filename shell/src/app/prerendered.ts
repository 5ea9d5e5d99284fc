/** Marks the page root the build prerendered the sign-in page into (shell/server/prerender.tsx). */
export const PRERENDERED_PAGE_ATTRIBUTE = 'data-prerendered';

import logoUrl from '../assets/logo.svg';

/** The round logo as the tab icon (index.html has none, and the browser would otherwise ask for /favicon.ico). */
export function installFavicon(): void {
  if (document.querySelector('link[rel="icon"]')) return;
  const link = document.createElement('link');
  link.rel = 'icon';
  link.type = 'image/svg+xml';
  link.href = logoUrl;
  document.head.appendChild(link);
}

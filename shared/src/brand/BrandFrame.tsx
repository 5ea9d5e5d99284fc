import { createContext, useContext, useLayoutEffect, useRef, type ReactNode } from 'react';
import './brand.css';
import { useBrand } from './BrandContext';
import { BrandFooter } from './BrandFooter';
import { BrandNavbar } from './BrandNavbar';

// The shell frames the visitor remote, and the standalone visitor app may frame it too: a frame inside a
// frame renders only its content, so whichever host wraps the pages there is one navbar and one footer.
const InsideFrame = createContext(false);

/**
 * The public page chrome (navbar, footer, colours) of the current brand around visitor content.
 * Colours are CSS custom properties scoped to the frame, so the staff area keeps its own look. They are
 * set from script before the frame paints, never as a style attribute: a page the server rendered would
 * carry one inline, and the Content-Security-Policy (no 'unsafe-inline' styles) refuses it.
 */
export function BrandFrame({ children }: { children: ReactNode }) {
  const framed = useContext(InsideFrame);
  const { brand, whiteLabel } = useBrand();
  const frame = useRef<HTMLDivElement>(null);
  const { theme } = brand;
  useLayoutEffect(() => {
    const style = frame.current?.style;
    if (!style) return;
    style.setProperty('--ea-brand-primary', theme.primary);
    style.setProperty('--ea-brand-primary-text', theme.primaryText);
    style.setProperty('--ea-brand-navbar-bg', theme.navbarBg);
    style.setProperty('--ea-brand-navbar-text', theme.navbarText);
    style.setProperty('--ea-brand-footer-bg', theme.footerBg);
    style.setProperty('--ea-brand-footer-text', theme.footerText);
    style.setProperty('--ea-brand-accent', theme.accent);
  }, [theme]);
  if (framed) return children;
  return (
    <InsideFrame.Provider value={true}>
      <div ref={frame} className="ea-brand-frame" data-brand={brand.id} data-white-label={whiteLabel}>
        <BrandNavbar />
        <div className="ea-brand-content">{children}</div>
        <BrandFooter />
      </div>
    </InsideFrame.Provider>
  );
}

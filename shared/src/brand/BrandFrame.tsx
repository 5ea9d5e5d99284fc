import { createContext, useContext, type CSSProperties, type ReactNode } from 'react';
import './brand.css';
import { useBrand } from './BrandContext';
import { BrandFooter } from './BrandFooter';
import { BrandNavbar } from './BrandNavbar';

// The shell frames the visitor remote, and the standalone visitor app may frame it too: a frame inside a
// frame renders only its content, so whichever host wraps the pages there is one navbar and one footer.
const InsideFrame = createContext(false);

/**
 * The public page chrome (navbar, footer, colours) of the current brand around visitor content.
 * Colours are CSS custom properties scoped to the frame, so the staff area keeps its own look.
 */
export function BrandFrame({ children }: { children: ReactNode }) {
  const framed = useContext(InsideFrame);
  const { brand, whiteLabel } = useBrand();
  if (framed) return children;
  const { theme } = brand;
  const style = {
    '--ea-brand-primary': theme.primary,
    '--ea-brand-primary-text': theme.primaryText,
    '--ea-brand-navbar-bg': theme.navbarBg,
    '--ea-brand-navbar-text': theme.navbarText,
    '--ea-brand-footer-bg': theme.footerBg,
    '--ea-brand-footer-text': theme.footerText,
    '--ea-brand-accent': theme.accent,
  } as CSSProperties;
  return (
    <InsideFrame.Provider value={true}>
      <div className="ea-brand-frame" data-brand={brand.id} data-white-label={whiteLabel} style={style}>
        <BrandNavbar />
        <div className="ea-brand-content">{children}</div>
        <BrandFooter />
      </div>
    </InsideFrame.Provider>
  );
}

import { useState } from 'react';
import { useBrand } from './BrandContext';
import { brandHref } from './resolveBrand';
import { TranslationWidget } from './TranslationWidget';
import { useBrandTexts } from './BrandTexts';

/** The public navbar: the brand's links (some hidden in the white-label variant), a mobile toggle, translation. */
export function BrandNavbar() {
  const { brand, navLinks } = useBrand();
  const { text, languageSwitch } = useBrandTexts();
  const [open, setOpen] = useState(false);
  return (
    <header className="ea-brand-navbar">
      <nav
        className="container d-flex flex-wrap align-items-center py-2 gap-2"
        aria-label={text('nav.label', '{brand} site', { brand: brand.name })}
      >
        <a className="ea-brand-name me-auto" href={brandHref(brand, '/')}>
          <span className="ea-brand-mark" aria-hidden="true">
            {brand.name.charAt(0)}
          </span>
          <span>
            {brand.name}
            <small className="d-block">{text(`brand.${brand.id}.tagline`, brand.tagline)}</small>
          </span>
        </a>
        {/* Beside the menu button, so a phone reaches it without opening the menu. */}
        {languageSwitch}
        <button
          type="button"
          className="ea-brand-toggle d-lg-none"
          aria-expanded={open}
          aria-controls="ea-brand-links"
          aria-label={open ? text('nav.closeMenu', 'Close menu') : text('nav.openMenu', 'Open menu')}
          onClick={() => setOpen((value) => !value)}
        >
          <span />
          <span />
          <span />
        </button>
        <ul id="ea-brand-links" className={`ea-brand-links${open ? ' is-open' : ''}`}>
          {navLinks.map((link) => (
            <li key={link.id}>
              <a href={brandHref(brand, link.path)} rel="noopener">
                {text(`nav.${link.id}`, link.label)}
              </a>
            </li>
          ))}
        </ul>
        <TranslationWidget config={brand.translation} />
      </nav>
    </header>
  );
}

import { useBrand } from './BrandContext';
import { BRAND_CONFIG, brandHref } from './resolveBrand';
import { useBrandTexts } from './BrandTexts';

/** A footer link's text id: the navbar link with the same page ('nav.terms'), or none. */
const footerTextId = (path: string) => {
  const link = BRAND_CONFIG.navLinks.find((candidate) => candidate.path === path);
  return link ? `nav.${link.id}` : `footer.${path}`;
};

export function BrandFooter() {
  const { brand } = useBrand();
  const { text } = useBrandTexts();
  return (
    <footer className="ea-brand-footer">
      <div className="container py-4">
        <div className="d-flex flex-wrap gap-3 mb-2">
          {brand.footerLinks.map((link) => (
            <a key={link.path} href={brandHref(brand, link.path)} rel="noopener">
              {text(footerTextId(link.path), link.label)}
            </a>
          ))}
          <a className="ms-md-auto" href={`mailto:${brand.supportEmail}`}>
            {brand.supportEmail}
          </a>
        </div>
        <p className="small mb-1">{text(`brand.${brand.id}.footerNote`, brand.footerNote)}</p>
        <p className="small mb-0">
          {text('footer.rights', '© {year} {brand}. All rights reserved.', {
            year: brand.copyrightYear,
            brand: brand.name,
          })}
        </p>
      </div>
    </footer>
  );
}

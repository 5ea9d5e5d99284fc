import { useBrand } from './BrandContext';
import { brandHref } from './resolveBrand';

export function BrandFooter() {
  const { brand } = useBrand();
  return (
    <footer className="ea-brand-footer">
      <div className="container py-4">
        <div className="d-flex flex-wrap gap-3 mb-2">
          {brand.footerLinks.map((link) => (
            <a key={link.path} href={brandHref(brand, link.path)} rel="noopener">
              {link.label}
            </a>
          ))}
          <a className="ms-md-auto" href={`mailto:${brand.supportEmail}`}>
            {brand.supportEmail}
          </a>
        </div>
        <p className="small mb-1">{brand.footerNote}</p>
        <p className="small mb-0">
          © {brand.copyrightYear} {brand.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

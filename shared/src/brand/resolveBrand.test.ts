import {
  BRAND_CONFIG,
  brandFor,
  brandIdFor,
  isWhiteLabel,
  navLinksFor,
  normaliseDomain,
} from './resolveBrand';

describe('brand resolution from the landing domain', () => {
  it('normalises hosts and URLs', () => {
    expect(normaliseDomain('https://WWW.ArrivalPass-Cuba.example:8443/track')).toBe(
      'arrivalpass-cuba.example',
    );
    expect(normaliseDomain(' localhost:8080 ')).toBe('localhost');
  });

  it('maps configured domains, wildcard subdomains, and anything else to the default brand', () => {
    expect(brandIdFor('arrivalpass-cuba.example')).toBe('arrivalpass');
    expect(brandIdFor('www.arrivalpass-cuba.example')).toBe('arrivalpass');
    expect(brandIdFor('es.arrivalpass-cuba.example')).toBe('arrivalpass');
    expect(brandIdFor('cuba-earrival.example')).toBe('earrival');
    expect(brandIdFor('unknown.example')).toBe(BRAND_CONFIG.defaultBrand);
    expect(brandIdFor(null)).toBe(BRAND_CONFIG.defaultBrand);
  });

  it('hides some navbar links in the white-label variant only', () => {
    const standard = brandFor('cuba-earrival.example');
    const white = brandFor('arrivalpass-cuba.example');
    expect(isWhiteLabel(standard)).toBe(false);
    expect(isWhiteLabel(white)).toBe(true);
    expect(navLinksFor(standard).map((l) => l.label)).toEqual([
      'Home',
      'Apply Now',
      'Additional Benefits',
      'Terms & Conditions',
      'Privacy Policy',
      'FAQ',
      'Refund Policy',
      'Contact Us',
    ]);
    const whiteLabels = navLinksFor(white).map((l) => l.label);
    expect(whiteLabels).not.toContain('Additional Benefits');
    expect(whiteLabels).not.toContain('FAQ');
    expect(whiteLabels.length).toBeLessThan(navLinksFor(standard).length);
  });

  it('every brand carries the copyright year 2025 and every domain points at a real brand', () => {
    for (const brand of Object.values(BRAND_CONFIG.brands)) expect(brand.copyrightYear).toBe(2025);
    for (const id of Object.values(BRAND_CONFIG.domains)) expect(BRAND_CONFIG.brands[id]).toBeDefined();
  });
});

import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { BRAND_CONFIG, brandFor, isWhiteLabel, navLinksFor } from './resolveBrand';
import type { Brand, BrandConfig, BrandNavLink } from './types';

export interface BrandContextValue {
  brand: Brand;
  /** The landing domain the brand was chosen for. */
  domain: string;
  whiteLabel: boolean;
  navLinks: BrandNavLink[];
  /** Switch to an order's landing domain once it is known (e.g. after tracking an order); null = page host. */
  setDomain: (domain: string | null) => void;
}

/**
 * The domain a page starts with: `?landing=<domain>` (lets staff preview a variant from any host),
 * otherwise the host the page was opened on.
 */
export function initialDomain(): string {
  if (typeof window === 'undefined') return '';
  const preview = new URLSearchParams(window.location.search).get('landing');
  return preview || window.location.hostname;
}

function contextValue(domain: string, config: BrandConfig, setDomain: BrandContextValue['setDomain']) {
  const brand = brandFor(domain, config);
  return {
    brand,
    domain,
    whiteLabel: isWhiteLabel(brand, config),
    navLinks: navLinksFor(brand, config),
    setDomain,
  };
}

// Outside a provider components still get the brand of the page's host, so nothing breaks.
const BrandContext = createContext<BrandContextValue>(
  contextValue(initialDomain(), BRAND_CONFIG, () => undefined),
);

export interface BrandProviderProps {
  /** Overrides the page host, e.g. an order's landing_domain. */
  domain?: string;
  config?: BrandConfig;
  children: ReactNode;
}

export function BrandProvider({ domain, config = BRAND_CONFIG, children }: BrandProviderProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  // A domain passed by the parent wins; otherwise what a screen chose, otherwise the page host.
  const effective = domain ?? chosen ?? initialDomain();
  const value = useMemo(() => contextValue(effective, config, setChosen), [effective, config]);
  return <BrandContext.Provider value={value}>{children}</BrandContext.Provider>;
}

export const useBrand = (): BrandContextValue => useContext(BrandContext);

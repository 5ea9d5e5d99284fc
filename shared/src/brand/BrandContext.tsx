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

/** `?landing=<domain>` on the page address: lets staff preview a brand from any host. */
export function previewDomain(): string | null {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.search).get('landing') || null;
}

/** The domain a page starts with: the preview domain, otherwise the host the page was opened on. */
export function initialDomain(): string {
  if (typeof window === 'undefined') return '';
  return previewDomain() ?? window.location.hostname;
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
  /**
   * The domain to start from until a screen chooses another (setDomain): what the server rendered a page
   * with, so the browser takes over the same brand (a white-label order's download page, for one).
   */
  startDomain?: string;
  config?: BrandConfig;
  children: ReactNode;
}

export function BrandProvider({ domain, startDomain, config = BRAND_CONFIG, children }: BrandProviderProps) {
  // Read once: the preview survives navigation to pages whose address no longer carries it.
  const [chosen, setChosen] = useState<string | null>(() => startDomain ?? previewDomain());
  // A domain passed by the parent wins; otherwise a preview or what a screen chose, otherwise the page host.
  const effective = domain ?? chosen ?? initialDomain();
  const value = useMemo(() => contextValue(effective, config, setChosen), [effective, config]);
  return <BrandContext.Provider value={value}>{children}</BrandContext.Provider>;
}

export const useBrand = (): BrandContextValue => useContext(BrandContext);

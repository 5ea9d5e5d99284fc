export type {
  Brand,
  BrandConfig,
  BrandFooterLink,
  BrandNavLink,
  BrandTheme,
  TranslationWidgetConfig,
} from './types';
export {
  BRAND_CONFIG,
  brandFor,
  brandHref,
  brandIdFor,
  isWhiteLabel,
  navLinksFor,
  normaliseDomain,
} from './resolveBrand';
export {
  BrandProvider,
  useBrand,
  initialDomain,
  previewDomain,
  type BrandContextValue,
  type BrandProviderProps,
} from './BrandContext';
export { BrandFrame } from './BrandFrame';
export { BrandNavbar } from './BrandNavbar';
export { BrandFooter } from './BrandFooter';
export { TranslationWidget } from './TranslationWidget';

export { BRAND_CONFIG, brandHref } from './resolveBrand';
export { BrandProvider, useBrand } from './BrandContext';
export { BrandFrame } from './BrandFrame';
export { BrandTextsProvider, fillPlaceholders, useBrandTexts, type BrandTexts } from './BrandTexts';

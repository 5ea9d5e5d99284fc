export { BRAND_CONFIG, brandHref } from './resolveBrand';
export { BrandProvider, useBrand } from './BrandContext';
export { BrandFrame } from './BrandFrame';

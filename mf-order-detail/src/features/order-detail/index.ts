// The order's read-only blocks, its loading and its section links; the page (src/app/) puts them together.
export { useOrderDetail } from './hooks/useOrderDetail';
export { SectionLinks } from './components/SectionLinks';
export { ActivitySection } from './components/ActivitySection';
export { CustomsSection } from './components/CustomsSection';
export { MigratorySection, OrderDetailsSection, PersonalDataSection } from './components/FieldSections';
export { SanitarySection } from './components/SanitarySection';

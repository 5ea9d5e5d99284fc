export { CustomerLanguageForm } from './components/CustomerLanguageForm';

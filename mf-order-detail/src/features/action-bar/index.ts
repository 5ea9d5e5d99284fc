export { ActionBar } from './components/ActionBar';

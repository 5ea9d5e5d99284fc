export { OrderDetailScreen } from './components/OrderDetailScreen';

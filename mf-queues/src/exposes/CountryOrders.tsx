import type { AdminScreenProps } from '@earrival/shared/routes';
import { CountryOrdersScreen } from '../features/reports/components/CountryOrdersScreen';

/** /admin/country-order: orders per country for a date range. */
export default function CountryOrders(props: AdminScreenProps) {
  return <CountryOrdersScreen {...props} />;
}

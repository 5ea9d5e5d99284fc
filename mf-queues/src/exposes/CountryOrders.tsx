import type { AdminScreenProps } from '@earrival/shared/routes';
import { CountryOrdersScreen } from '../features/reports/components/CountryOrdersScreen';

/** /admin/country-order: orders per country for a date range. */
export default function CountryOrders(props: AdminScreenProps) {
  return <CountryOrdersScreen {...props} />;
}

// Which build this is: the shell shows it below the screen.
export { BUILD_VERSION } from '../buildInfo';

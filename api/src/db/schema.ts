import type { Generated } from 'kysely';

/** Table types for the typed query builder; they follow the numbered migrations. */
export interface Database {
  payment_gateways: PaymentGatewaysTable;
}

export interface PaymentGatewaysTable {
  id: Generated<number>;
  gateway_name: string;
  is_active: boolean;
}

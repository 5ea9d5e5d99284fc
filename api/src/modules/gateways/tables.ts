import type { Generated } from 'kysely';

// The platform's Database lists the tables it knows; this module adds its own.
declare module '../../platform/db/schema' {
  interface Database {
    payment_gateways: PaymentGatewaysTable;
  }
}

export interface PaymentGatewaysTable {
  id: Generated<number>;
  gateway_name: string;
  is_active: boolean;
}

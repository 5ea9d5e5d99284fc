/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the call postIntakeOrders (intake).
 */
import type { components } from '../components';

export interface PostIntakeOrdersOperation {
  postIntakeOrders: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          airline_name: string;
          /** @description What the customer paid */
          amount_paid?: number | null;
          category_details?: {
            amount: number;
            article: string;
            category: string;
            quantity: number;
          }[];
          citizenship: string;
          /** Format: email */
          confirm_email: string;
          countries_visited?: string | null;
          /** @description Dialling code of the phone number, e.g. '+1' */
          country_code: string;
          country_of_origin: string;
          country_of_permanent_residence: string;
          /** @description ISO 4217 code, e.g. USD */
          currency?: string | null;
          currency_details?: {
            amount: number;
            currency: string;
          }[];
          /** Format: date */
          date_of_arrival: string;
          /** Format: date */
          date_of_birth: string;
          /** Format: date */
          date_of_departure?: string | null;
          /** @enum {string} */
          declare_at_customs: 'yes' | 'no';
          electronic_visa_number?: string | null;
          /** Format: email */
          email: string;
          first_name: string;
          flight: string;
          gender: string;
          landing_domain: string;
          /** @description The customer's language on the application site, a BCP 47 tag such as 'es' or 'pt-BR' */
          language?: string;
          luggage_items?: number | null;
          merchant_name?: string | null;
          municipality?: string | null;
          name_of_hotel?: string | null;
          /** @description The site's own reference: a retried call with it makes no second order */
          order_number: string;
          other_hotel?: string | null;
          passport_number: string;
          payment_gateway?: string | null;
          personal_belongings_amount?: number | null;
          phone_number: string;
          place_of_accommodation: string;
          port_of_entry: string;
          /**
           * Format: date
           * @description When to process; a date in a future month puts the order in Future Order
           */
          processing_date?: string | null;
          /** @enum {string} */
          processing_mode: 'Regular Processing' | 'Priority Processing';
          province?: string | null;
          second_name?: string | null;
          second_sur_name?: string | null;
          signature_name: string;
          sur_name: string;
          symptoms?: string | null;
          technical_authorization_number?: string | null;
          transaction_id?: string | null;
          travel_reasons: string;
          traveler_address?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @description false when order_number was already received: no second order */
              created: boolean;
              order_id: number;
              order_number: string;
            };
            message: string;
            status: number;
          };
        };
      };
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @description false when order_number was already received: no second order */
              created: boolean;
              order_id: number;
              order_number: string;
            };
            message: string;
            status: number;
          };
        };
      };
      400: components['responses']['Failure400'];
      401: components['responses']['Failure401'];
      403: components['responses']['Failure403'];
      404: components['responses']['Failure404'];
      409: components['responses']['Failure409'];
      /** @description 10 wrong API keys from this address within 10 minutes: status 0 (Retry-After) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      503: components['responses']['Failure503'];
    };
  };
}

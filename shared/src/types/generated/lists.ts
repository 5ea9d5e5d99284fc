/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/contract/contract.test.ts) fails while this file is stale.
 * This file: the lists operations.
 */
import type { components } from './components';

export interface ListsOperations {
  exportCsv: {
    parameters: {
      query?: {
        /** @description Next page: the previous answer's cursors.after (same folder, sort and order). The page starts right after that row, whatever its depth; page is then only echoed. */
        after?: string;
        /** @description A member's id (see get-order-assignees), or none: nobody assigned */
        assignee?: string;
        /** @description Previous page: the answer's cursors.before. */
        before?: string;
        /** @description Citizenship, the whole name, any case */
        citizenship?: string;
        /** @description First day created, YYYY-MM-DD (UTC), inclusive */
        createdFrom?: string;
        /** @description Last day created, YYYY-MM-DD (UTC), inclusive */
        createdTo?: string;
        mode?: 'Regular Processing' | 'Priority Processing';
        order?: 'asc' | 'desc';
        /** @description futureOrder only */
        processMonth?: string;
        /** @description The search box's text: order id, name, e-mail or telephone (substring, 3+ characters) */
        search?: string;
        sort?:
          | 'order_id'
          | 'name'
          | 'email'
          | 'phone_number'
          | 'created_at'
          | 'process_status'
          | 'date_of_departure'
          | 'refund_date'
          | 'processing_date'
          | 'process_month';
        /** @description With newOrder: that member's My Orders */
        userName?: string;
      };
      header?: never;
      path: {
        orderName:
          | 'newOrder'
          | 'priorityOrder'
          | 'pendingOrder'
          | 'completedOrder'
          | 'awaitingOrder'
          | 'awaitingGovtOrder'
          | 'futureOrder'
          | 'customerCalledOrder'
          | 'contactCustomerOrder'
          | 'deletedOrder'
          | 'allOrder'
          | 'refundOrder'
          | 'chargeBack';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description text/csv; charset=utf-8, starting with a UTF-8 BOM */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      400: components['responses']['Failure400'];
      401: components['responses']['Failure401'];
      403: components['responses']['Failure403'];
      404: components['responses']['Failure404'];
      409: components['responses']['Failure409'];
      /** @description The member already has 2 exports running: status 0, with Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description The process already runs 4 exports (or the database is down): status 0, with Retry-After */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  getAllFolderCount: {
    parameters: {
      query?: {
        /** @description With newOrder: that member's My Orders */
        userName?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              allOrdersCount: number;
              awaitingGovtCount: number;
              awaitingOrdersCount: number;
              chargeBackCount: number;
              completedOrdersCount: number;
              contactCustomerOrdersCount: number;
              customerCalledCount: number;
              deletedOrdersCount: number;
              futureOrdersCount: number;
              myOrdersCount: number;
              newOrdersCount: number;
              pendingOrdersCount: number;
              priorityOrdersCount: number;
              refundOrdersCount: number;
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
    };
  };
  getOrderAssignees: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              /** @description Orders assigned to the member now */
              orders: number;
            }[];
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
    };
  };
  getOrdersList: {
    parameters: {
      query?: {
        /** @description Next page: the previous answer's cursors.after (same folder, sort and order). The page starts right after that row, whatever its depth; page is then only echoed. */
        after?: string;
        /** @description A member's id (see get-order-assignees), or none: nobody assigned */
        assignee?: string;
        /** @description Previous page: the answer's cursors.before. */
        before?: string;
        /** @description Citizenship, the whole name, any case */
        citizenship?: string;
        /** @description First day created, YYYY-MM-DD (UTC), inclusive */
        createdFrom?: string;
        /** @description Last day created, YYYY-MM-DD (UTC), inclusive */
        createdTo?: string;
        /** @description Sent by the screens (always 1); ignored */
        delay?: number;
        limit?: number;
        mode?: 'Regular Processing' | 'Priority Processing';
        order?: 'asc' | 'desc';
        page?: number;
        /** @description futureOrder only */
        processMonth?: string;
        sort?:
          | 'order_id'
          | 'name'
          | 'email'
          | 'phone_number'
          | 'created_at'
          | 'process_status'
          | 'date_of_departure'
          | 'refund_date'
          | 'processing_date'
          | 'process_month';
        /** @description With newOrder: that member's My Orders */
        userName?: string;
      };
      header?: never;
      path: {
        orderName:
          | 'newOrder'
          | 'priorityOrder'
          | 'pendingOrder'
          | 'completedOrder'
          | 'awaitingOrder'
          | 'awaitingGovtOrder'
          | 'futureOrder'
          | 'customerCalledOrder'
          | 'contactCustomerOrder'
          | 'deletedOrder'
          | 'allOrder'
          | 'refundOrder'
          | 'chargeBack';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Keyset cursors of this page (null when it is empty) */
            cursors?: {
              /** @description Send as after= for the next page */
              after: string;
              /** @description Send as before= for the previous page */
              before: string;
            } | null;
            data: {
              /** @description The member working the order (My Orders), or null */
              assign_to: string | null;
              /** @description Dialling code of the phone number, e.g. '+1' */
              country_code: string;
              /** @description ISO time (UTC) */
              created_at: string;
              /** Format: date */
              date_of_departure: string | null;
              /** Format: email */
              email: string;
              first_name: string;
              order_id: number;
              phone_number: string;
              /** @description The processing date's month, '01'..'12' */
              process_month: string | null;
              /** @enum {string} */
              process_status:
                | 'New'
                | 'Pending'
                | 'Completed'
                | 'Deleted'
                | 'Awaiting'
                | 'AwaitingGovt'
                | 'Contact Customer'
                | 'Customer Called'
                | 'ChargeBack'
                | 'Refunds';
              /**
               * Format: date
               * @description When to process; a date in a future month puts the order in Future Order
               */
              processing_date: string | null;
              /** @enum {string} */
              processing_mode: 'Regular Processing' | 'Priority Processing';
              /** @description ISO time a refund was requested (refund queue) */
              refund_date: string | null;
              sur_name: string;
            }[];
            message: string;
            status: number;
            /** @description Rows in the whole folder (or search), not just this page */
            total: number;
            /** @description A search, or a list filtered by citizenship or created days: true when more than 1000 orders match (total is then 1000: "1,000+") */
            totalCapped?: boolean;
          };
        };
      };
      400: components['responses']['Failure400'];
      401: components['responses']['Failure401'];
      403: components['responses']['Failure403'];
      404: components['responses']['Failure404'];
      409: components['responses']['Failure409'];
      /** @description The member already has 3 pages of more than 500 rows loading: status 0, with Retry-After */
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
      /** @description The process already loads 6 pages of more than 500 rows (or the database is down): status 0, with Retry-After */
      503: {
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
    };
  };
  getOrderHistory: {
    parameters: {
      query?: {
        limit?: number;
        /** @description desc: newest first (page 1 holds the newest entries); asc: oldest first */
        order?: 'asc' | 'desc';
        page?: number;
      };
      header?: never;
      path: {
        /** @description comments (Comment History), mails (Email History), downloads (Download History), uploads (stored documents), events (the event log), activity (the Activity timeline: events, mails and downloads merged by time) */
        history: 'comments' | 'mails' | 'downloads' | 'uploads' | 'events' | 'activity';
        /** @description The number or its encoded form */
        orderId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: (
              | {
                  /** @enum {string} */
                  chargeback: 'Y' | 'N';
                  /** @description ISO time (UTC) */
                  create_ts: string;
                  id: number;
                  order_id: number;
                  remark: string;
                  /** @description Who wrote it */
                  remark_name: string;
                  /** @enum {string} */
                  report_error: 'Y' | 'N';
                  /** @enum {string} */
                  status_refund: 'Y' | 'N';
                  /** @enum {string} */
                  telephone: 'Y' | 'N';
                  /** @description MM/DD/YYYY in US Eastern time */
                  us_date: string;
                  /** @description HH:mm:ss in US Eastern time */
                  us_time: string;
                  /** @enum {string} */
                  voided: 'Y' | 'N';
                  /** @enum {string} */
                  whatsapp: 'Y' | 'N';
                }
              | {
                  /** @description Tries so far */
                  attempts: number;
                  /** @description ISO time (UTC) */
                  create_ts: string;
                  /** @description The recipient */
                  email: string;
                  /** @description Why the last try failed */
                  failure_reason: string | null;
                  id: number;
                  /**
                   * @description document (the approved document), track-link (the Sent Mail button), invoice
                   * @enum {string}
                   */
                  kind: 'document' | 'track-link' | 'invoice';
                  /**
                   * @description Mail provider: 'first' (the default) or 'second'
                   * @enum {string}
                   */
                  mail_service_provider: 'first' | 'second';
                  order_id: number;
                  /** @description 'Mail provider 1' or 'Mail provider 2' */
                  provider_label: string;
                  /** @description The provider's Message-ID when accepted */
                  provider_message_id: string | null;
                  /** @description The member who sent it */
                  sent_by: string | null;
                  /**
                   * @description queued (not tried yet), sent (a provider accepted it), retrying (the next try is scheduled), failed (every try failed)
                   * @enum {string}
                   */
                  status: 'queued' | 'sent' | 'retrying' | 'failed';
                  subject: string;
                  uploadDoc: {
                    /** @description '' for a mail without a stored document */
                    file1: string;
                    /**
                     * @description Mail provider: 'first' (the default) or 'second'
                     * @enum {string}
                     */
                    mail_service_provider: 'first' | 'second';
                  };
                }
              | {
                  browser: string;
                  /** @description ISO time (UTC) of the first download of this record */
                  create_ts: string;
                  /** @description e.g. 'Apple iPhone' ('' on older rows) */
                  device: string;
                  /** @description 'mobile', 'tablet', 'desktop'... ('' on older rows) */
                  device_type: string;
                  /** @description The document downloaded ('' when unknown) */
                  file1: string;
                  id: number;
                  ip: string;
                  /** @description The newest of those downloads */
                  last_ts: string;
                  /** @description Country resolved from the address ('' when unknown) */
                  location: string;
                  order_id: number;
                  os: string;
                  /** @description Downloads this record stands for */
                  times: number;
                  /** @description The browser's time zone as it reported it */
                  timezone: string;
                }
              | {
                  /** @description Read from the bytes: application/pdf, image/jpeg, image/png or image/webp */
                  content_type: string;
                  /** @description ISO time (UTC) */
                  created_at: string;
                  customer_name: string;
                  /** @description The address it was first mailed to */
                  email: string;
                  /** @description The server's file name under the order's folder */
                  file1: string;
                  id: number;
                  /**
                   * @description Mail provider: 'first' (the default) or 'second'
                   * @enum {string}
                   */
                  mail_service_provider: 'first' | 'second';
                  size_bytes: number;
                  /** @description The member who uploaded it */
                  uploaded_by: string | null;
                }
              | {
                  /** @enum {string} */
                  action:
                    | 'created'
                    | 'status'
                    | 'assign'
                    | 'assign-conflict'
                    | 'delete'
                    | 'refund-requested'
                    | 'refund-completed'
                    | 'comment'
                    | 'transaction'
                    | 'upload'
                    | 'mail'
                    | 'undone';
                  actor_name: string;
                  /** @description ISO time (UTC) */
                  created_at: string;
                  detail: string | null;
                  from_value: string | null;
                  id: number;
                  to_value: string | null;
                }
              | {
                  /** @description The member's name, 'customer' for a download, 'system' for intake */
                  actor_name: string;
                  /** @description ISO time (UTC) */
                  at: string;
                  /** @description Unique in the list: 'e<id>' event, 'm<id>' mail, 'd<id>' download */
                  key: string;
                  /**
                   * @description An event's action, or 'download'
                   * @enum {string}
                   */
                  kind:
                    | 'created'
                    | 'status'
                    | 'assign'
                    | 'assign-conflict'
                    | 'delete'
                    | 'refund-requested'
                    | 'refund-completed'
                    | 'comment'
                    | 'transaction'
                    | 'upload'
                    | 'mail'
                    | 'undone'
                    | 'download';
                  /**
                   * @description Mail provider: 'first' (the default) or 'second'
                   * @enum {string}
                   */
                  provider?: 'first' | 'second';
                  /**
                   * @description queued (not tried yet), sent (a provider accepted it), retrying (the next try is scheduled), failed (every try failed)
                   * @enum {string}
                   */
                  status?: 'queued' | 'sent' | 'retrying' | 'failed';
                  text: string;
                }
            )[];
            message: string;
            status: number;
            /** @description Rows in the whole folder (or search), not just this page */
            total: number;
          };
        };
      };
      400: components['responses']['Failure400'];
      401: components['responses']['Failure401'];
      403: components['responses']['Failure403'];
      404: components['responses']['Failure404'];
      409: components['responses']['Failure409'];
    };
  };
  getOrdersSearch: {
    parameters: {
      query: {
        /** @description What was typed */
        q: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              email: string;
              /**
               * @description The queue that holds the order for the caller ('myOrder': assigned to them); 'allOrder' when no queue does (Order History only)
               * @enum {string}
               */
              folder:
                | 'newOrder'
                | 'priorityOrder'
                | 'pendingOrder'
                | 'completedOrder'
                | 'awaitingOrder'
                | 'awaitingGovtOrder'
                | 'futureOrder'
                | 'customerCalledOrder'
                | 'contactCustomerOrder'
                | 'deletedOrder'
                | 'allOrder'
                | 'refundOrder'
                | 'chargeBack'
                | 'myOrder';
              /** @description First name and surname */
              name: string;
              order_id: number;
              /** @description Dialling code and telephone */
              phone: string;
              /** @enum {string} */
              status:
                | 'New'
                | 'Pending'
                | 'Completed'
                | 'Deleted'
                | 'Awaiting'
                | 'AwaitingGovt'
                | 'Contact Customer'
                | 'Customer Called'
                | 'ChargeBack'
                | 'Refunds';
            }[];
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
    };
  };
  searchOrder: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description A member's id (see get-order-assignees), or none: nobody assigned */
          assignee?: string;
          /** @description Citizenship, the whole name, any case */
          citizenship?: string;
          /** @description First day created, YYYY-MM-DD (UTC), inclusive */
          createdFrom?: string;
          /** @description Last day created, YYYY-MM-DD (UTC), inclusive */
          createdTo?: string;
          /** @default 10 */
          end?: number;
          /** @enum {string} */
          folderName:
            | 'newOrder'
            | 'priorityOrder'
            | 'pendingOrder'
            | 'completedOrder'
            | 'awaitingOrder'
            | 'awaitingGovtOrder'
            | 'futureOrder'
            | 'customerCalledOrder'
            | 'contactCustomerOrder'
            | 'deletedOrder'
            | 'allOrder'
            | 'refundOrder'
            | 'chargeBack';
          /** @enum {string} */
          mode?: 'Regular Processing' | 'Priority Processing';
          searchVal: string;
          /** @default 0 */
          start?: number;
          /** @description With newOrder: that member's My Orders */
          userName?: string;
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
            /** @description Keyset cursors of this page (null when it is empty) */
            cursors?: {
              /** @description Send as after= for the next page */
              after: string;
              /** @description Send as before= for the previous page */
              before: string;
            } | null;
            data: {
              /** @description The member working the order (My Orders), or null */
              assign_to: string | null;
              /** @description Dialling code of the phone number, e.g. '+1' */
              country_code: string;
              /** @description ISO time (UTC) */
              created_at: string;
              /** Format: date */
              date_of_departure: string | null;
              /** Format: email */
              email: string;
              first_name: string;
              order_id: number;
              phone_number: string;
              /** @description The processing date's month, '01'..'12' */
              process_month: string | null;
              /** @enum {string} */
              process_status:
                | 'New'
                | 'Pending'
                | 'Completed'
                | 'Deleted'
                | 'Awaiting'
                | 'AwaitingGovt'
                | 'Contact Customer'
                | 'Customer Called'
                | 'ChargeBack'
                | 'Refunds';
              /**
               * Format: date
               * @description When to process; a date in a future month puts the order in Future Order
               */
              processing_date: string | null;
              /** @enum {string} */
              processing_mode: 'Regular Processing' | 'Priority Processing';
              /** @description ISO time a refund was requested (refund queue) */
              refund_date: string | null;
              sur_name: string;
            }[];
            message: string;
            status: number;
            /** @description Rows in the whole folder (or search), not just this page */
            total: number;
            /** @description A search, or a list filtered by citizenship or created days: true when more than 1000 orders match (total is then 1000: "1,000+") */
            totalCapped?: boolean;
          };
        };
      };
      400: components['responses']['Failure400'];
      401: components['responses']['Failure401'];
      403: components['responses']['Failure403'];
      404: components['responses']['Failure404'];
      409: components['responses']['Failure409'];
    };
  };
}

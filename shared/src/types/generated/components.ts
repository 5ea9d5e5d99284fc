/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the parts several operations share (components of the document).
 */
export type components = {
  schemas: {
    /** DocumentEntry */
    DocumentEntry: {
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
    };
    /** DownloadEntry */
    DownloadEntry: {
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
    };
    /** MailEntry */
    MailEntry: {
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
    };
    /** OrderListRow */
    OrderListRow: {
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
    };
    /** Release */
    Release: {
      app: string;
      /** @description The singletons its mf-manifest.json was built with */
      builtWith: {
        name: string;
        version: string;
      }[];
      canaryPercent: number | null;
      /** @description ISO time (UTC) */
      createdAt: string;
      /** @description Load and render errors the shells reported, and how many members reported them */
      errors: {
        load: number;
        members: number;
        render: number;
      };
      fileCount: number;
      note: string | null;
      releaseId: string;
      sequence: number;
      sizeBytes: number;
      /** @enum {string} */
      state: 'live' | 'canary' | 'retired';
      token: {
        id: number;
        note: string | null;
      } | null;
      version: string;
    };
    /** ReleaseEvent */
    ReleaseEvent: {
      /** @enum {string} */
      action: 'publish' | 'promote' | 'rollback' | 'auto-rollback' | 'token-created' | 'token-revoked';
      /** @description ISO time (UTC) */
      at: string;
      by: {
        id: number;
        name: string;
      } | null;
      fromReleaseId: string | null;
      id: number;
      note: string | null;
      releaseId: string | null;
      token: {
        id: number;
        note: string | null;
      } | null;
    };
    /** RemarkEntry */
    RemarkEntry: {
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
    };
  };
  responses: {
    /** @description Bad input: status 0 and a message */
    Failure400: {
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
    /** @description Missing, invalid, expired or revoked token: status 401 */
    Failure401: {
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
    /** @description Not allowed for this role: status 0 */
    Failure403: {
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
    /** @description Unknown order, member or gateway: status 0 */
    Failure404: {
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
    /** @description Conflict (already assigned, duplicate e-mail): status 0 */
    Failure409: {
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
    /** @description A part this call needs is switched off or down: status 0, with Retry-After */
    Failure503: {
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
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
};

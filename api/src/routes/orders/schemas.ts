import { FOLDER_NAMES } from '@earrival/shared/types';
import { statusSchema } from '../../schemas';

const text = { type: 'string' } as const;
const textOrNull = { type: 'string', nullable: true } as const;
const yesNo = { type: 'string', enum: ['Y', 'N'] } as const;

export const folderSchema = { type: 'string', enum: [...FOLDER_NAMES] } as const;

export const orderListRowSchema = {
  type: 'object',
  properties: {
    order_id: { type: 'integer' },
    process_status: text,
    first_name: text,
    sur_name: text,
    email: text,
    phone_number: text,
    country_code: textOrNull,
    created_at: text,
    date_of_departure: textOrNull,
    refund_date: textOrNull,
    processing_date: textOrNull,
    process_month: textOrNull,
    assign_to: textOrNull,
    processing_mode: text,
  },
} as const;

export const remarkSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    order_id: { type: 'integer' },
    us_date: text,
    us_time: text,
    create_ts: text,
    remark_name: text,
    remark: text,
    whatsapp: yesNo,
    telephone: yesNo,
    status_refund: yesNo,
    voided: yesNo,
    chargeback: yesNo,
    report_error: yesNo,
  },
} as const;

export { statusSchema, yesNo };

import { Type, type Static } from 'typebox';
import { singleLine } from '../../platform/http/schemas';
import { Order, SERVER_FIELDS } from '../orders/public';

/** What the application site may leave out: the fields a traveller may not have, and the customs lists. */
const MAY_OMIT = [
  'second_name',
  'second_sur_name',
  'date_of_departure',
  'electronic_visa_number',
  'name_of_hotel',
  'other_hotel',
  'traveler_address',
  'province',
  'municipality',
  'countries_visited',
  'symptoms',
  'currency_details',
  'personal_belongings_amount',
  'luggage_items',
  'category_details',
  'technical_authorization_number',
  'transaction_id',
  'merchant_name',
  'amount_paid',
  'currency',
  'payment_gateway',
  'processing_date',
  'language',
] as const;

const Sent = Type.Omit(Order, SERVER_FIELDS);
const Required = Type.Omit(Sent, MAY_OMIT);
const Optional = Type.Partial(Type.Pick(Sent, MAY_OMIT));

/**
 * The names, and the citizenship (the Country Order List's rows): one line each. A line break in a name
 * split the row of a CSV export, and the next row could then start with a formula ("Lopez\n=HYPERLINK(…)");
 * such a name is refused with a 400 naming the field. Addresses and the free-text lists may hold lines.
 */
const SINGLE_LINE_FIELDS = {
  signature_name: singleLine(Order.properties.signature_name),
  first_name: singleLine(Order.properties.first_name),
  second_name: Type.Optional(singleLine(Order.properties.second_name)),
  sur_name: singleLine(Order.properties.sur_name),
  second_sur_name: Type.Optional(singleLine(Order.properties.second_sur_name)),
  citizenship: singleLine(Order.properties.citizenship),
};

/**
 * The language the customer used on the application site, as a language tag ('es', 'pt-BR', 'zh-CN'):
 * their mails are written in it when it is a customer language, in English otherwise (never refused).
 */
const LanguageTag = Type.String({
  maxLength: 35,
  pattern: '^[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8})*$',
  description: "The customer's language on the application site, a BCP 47 tag such as 'es' or 'pt-BR'",
});

/** The order the public application site sends: every detail field except those the back-office sets. */
export const IntakeOrder = Type.Object(
  {
    ...Required.properties,
    ...Optional.properties,
    ...SINGLE_LINE_FIELDS,
    language: Type.Optional(LanguageTag),
  },
  { additionalProperties: false },
);
export type IntakeOrder = Static<typeof IntakeOrder>;

export const IntakeResult = Type.Object({
  order_id: Type.Integer(),
  order_number: Type.String(),
  created: Type.Boolean({ description: 'false when order_number was already received: no second order' }),
});

/** The track-order form's messages, word for word as the product shows them. */
export const TRACK_MESSAGES = {
  orderId: 'Please enter your orderId',
  email: 'Please enter your email',
} as const;

/** Shown when a documents link from our e-mail was refused (expired after 24 hours, or damaged). */
export const LINK_REFUSED_TEXT =
  'This link is not valid any more (links in our e-mails work for 24 hours). Please enter your Order ID and e-mail address below.';

/** The track-order form's messages, word for word as the product shows them. */
export const TRACK_MESSAGES = {
  orderId: 'Please enter your orderId',
  email: 'Please enter your email',
} as const;

import { Type } from 'typebox';

export const PresenceBody = Type.Object({
  orderId: Type.Union([Type.Integer({ minimum: 1 }), Type.String({ minLength: 1, maxLength: 40 })], {
    description: 'The order id (a plain number or the encoded id)',
  }),
  viewing: Type.Boolean({
    description: 'true while the order detail is open (repeat every 20 s), false on leaving',
  }),
});

export const Viewer = Type.Object({ id: Type.Integer(), name: Type.String(), role: Type.String() });

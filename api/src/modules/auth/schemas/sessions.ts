import { Type } from 'typebox';
import { Envelope, IsoTime } from '../../../platform/http/schemas';

/** TypeBox schemas of Settings -> Sessions. */

export const MemberSession = Type.Object({
  id: Type.String({ description: 'Opaque id of the session (a hash, never the token or its id)' }),
  browser: Type.String({
    description: 'Browser and system from the User-Agent, e.g. "Chrome 131 on Windows"',
  }),
  ip: Type.String({ description: 'The address it signed in from' }),
  location: Type.Optional(
    Type.String({
      description:
        'The country of the address (offline GeoLite2 table), e.g. "United Kingdom"; absent when not known (a local address)',
    }),
  ),
  createdAt: IsoTime('When it signed in (ISO, UTC)'),
  lastSeenAt: IsoTime('Its last call, to the minute (ISO, UTC)'),
  current: Type.Boolean({ description: 'The session this call was made with' }),
});

export const SessionsReply = Envelope(Type.Object({ sessions: Type.Array(MemberSession) }));

export const SessionParams = Type.Object({
  id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', description: 'A session id from the list' }),
});

export const EndedReply = Envelope(
  Type.Object({ ended: Type.Integer({ description: 'How many sessions were signed out' }) }),
);

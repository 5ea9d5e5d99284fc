/** JSON-schema helpers: every response is the spec's envelope around its data. */
export function envelopeSchema(data: Record<string, unknown> = {}) {
  return {
    type: 'object',
    required: ['status', 'message'],
    properties: {
      status: { type: 'integer' },
      message: { type: 'string' },
      data: { ...data, nullable: true },
    },
  } as const;
}

export const errorEnvelope = envelopeSchema();

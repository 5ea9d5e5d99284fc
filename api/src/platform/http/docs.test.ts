import Fastify from 'fastify';
import { Type } from 'typebox';
import docs from './docs';

const Row = Type.Object({ id: Type.Integer(), name: Type.String() }, { title: 'Row' });

/** A server with the docs plugin and the routes given, and its OpenAPI document. */
async function documentOf(routes: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify();
  await app.register(docs);
  routes(app);
  await app.ready();
  try {
    return JSON.parse(JSON.stringify(app.swagger())) as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content: Record<string, { schema: unknown }> }> }>
      >;
      components: { schemas: Record<string, unknown> };
    };
  } finally {
    await app.close();
  }
}

const answer = (document: Awaited<ReturnType<typeof documentOf>>, path: string) =>
  document.paths[path]!.get!.responses['200']!.content['application/json']!.schema;

describe('the OpenAPI document names a schema once', () => {
  it('writes a titled schema under components.schemas and refers to it, keeping what a place says beside the reference', async () => {
    const document = await documentOf((app) => {
      app.get('/rows', { schema: { response: { 200: Type.Array(Row) } } }, async () => []);
      app.get(
        '/row',
        { schema: { response: { 200: Type.Object({ row: Type.Union([Row, Type.Null()]) }) } } },
        async () => ({ row: null }),
      );
    });
    expect(document.components.schemas.Row).toMatchObject({
      type: 'object',
      title: 'Row',
      properties: { id: { type: 'integer' }, name: { type: 'string' } },
    });
    expect(answer(document, '/rows')).toMatchObject({
      type: 'array',
      items: { $ref: '#/components/schemas/Row' },
    });
    expect(JSON.stringify(answer(document, '/row'))).toContain('#/components/schemas/Row');
    expect(JSON.stringify(document.paths)).not.toContain('"title":"Row"');
  });

  it('refuses two different schemas under one name', async () => {
    const Other = Type.Object({ id: Type.String() }, { title: 'Row' });
    await expect(
      documentOf((app) => {
        app.get('/a', { schema: { response: { 200: Row } } }, async () => ({ id: 1, name: 'a' }));
        app.get('/b', { schema: { response: { 200: Other } } }, async () => ({ id: 'b' }));
      }),
    ).rejects.toThrow('Two different schemas are both named Row');
  });
});

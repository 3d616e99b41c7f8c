import { OUTBOUND_EVENT_TYPES, TEST_EVENT_TYPE } from '@funil/core/outbound-events';
import { startTestServer } from '@funil/testkit/server/test-server';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, openApiPath, publicApiRoutes } from './openapi-document.ts';
import { API_OPERATIONS } from './openapi-operations.ts';

type Operation = {
  requestBody?: { content: Record<string, { schema: { type?: string; properties?: object } }> };
  parameters?: { name: string; in: string }[];
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
};

async function served() {
  const t = await startTestServer();
  const res = await t.app.request('/api/openapi.json');
  const document = (await res.json()) as {
    openapi: string;
    paths: Record<string, Record<string, Operation>>;
  };
  return { t, res, document };
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document', async () => {
    const { res, document } = await served();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(document.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(document as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every public /api route the app serves', async () => {
    const { t, document } = await served();
    const routes = publicApiRoutes(t.app.routes);
    const missing = routes.filter((route) => !document.paths[route.path]?.[route.method]);
    expect(missing, 'routes sem entrada em openapi-operations.ts').toEqual([]);
    expect(routes.length).toBeGreaterThanOrEqual(15);
  });

  it('lists only routes the app serves (catalogue entries for routes not merged yet stay out)', async () => {
    const { t, document } = await served();
    const routes = new Set(publicApiRoutes(t.app.routes).map((r) => `${r.method} ${r.path}`));
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of Object.keys(item)) expect(routes).toContain(`${method} ${path}`);
    }
  });

  it('describes request bodies from the core schemas, and every error with the shared error shape', async () => {
    const { document } = await served();
    const tracking = document.paths['/api/tracking/events']?.post;
    const schema = tracking?.requestBody?.content['application/json']?.schema;
    expect(schema?.properties).toHaveProperty('action');
    expect(schema?.properties).toHaveProperty('events');
    expect(tracking?.requestBody?.content).toHaveProperty('text/plain');
    expect(tracking?.responses['400']?.content?.['application/json']?.schema?.$ref).toBe(
      '#/components/schemas/ErrorBody',
    );
    const lead = document.paths['/api/leads']?.post?.requestBody?.content['application/json']?.schema;
    expect(lead?.properties).toHaveProperty('phone');
    const templates = document.paths['/api/events/{slug}/templates']?.get;
    expect(templates?.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(['path:slug', 'query:type']);
  });
});

describe('the route walk', () => {
  it('skips middleware, catch-alls and staff routes but the launches API, and spells parameters the OpenAPI way', () => {
    const routes = publicApiRoutes([
      { method: 'ALL', path: '/api/*' },
      { method: 'GET', path: '/api/leads/:id' },
      { method: 'GET', path: '/api/admin/leads' },
      { method: 'POST', path: '/api/admin/launches/:id/publish' },
      { method: 'POST', path: '/api/payments/pix' },
      { method: 'GET', path: '/*' },
    ]);
    // Of the staff routes, only the launches API is described (issue 29).
    expect(routes).toEqual([
      { method: 'get', path: '/api/leads/{id}' },
      { method: 'post', path: '/api/admin/launches/{id}/publish' },
      { method: 'post', path: '/api/payments/pix' },
    ]);
    expect(openApiPath('/api/x/:code{[a-z]+}/y')).toBe('/api/x/{code}/y');
  });

  it('documents a newly added route once the catalogue has it, and reports it while it has not', () => {
    const routes = [{ method: 'POST', path: '/api/payments/:endpoint' }];
    const documented = buildOpenApiDocument(API_OPERATIONS, routes) as { paths: Record<string, unknown> };
    expect(Object.keys(documented.paths)).toEqual(['/api/payments/{endpoint}']);
    const undocumented = buildOpenApiDocument([], routes) as { paths: Record<string, unknown> };
    expect(undocumented.paths).toEqual({});
  });
});

describe('the producer’s webhooks in /api/openapi.json', () => {
  type WebhookItem = {
    post: {
      parameters: { name: string; in: string }[];
      requestBody: {
        content: {
          'application/json': {
            schema: {
              required: string[];
              properties: { type: { const: string }; data: { properties?: object } };
            };
          };
        };
      };
    };
  };

  it('documents every outbound event type, the test event and the Standard Webhooks headers', async () => {
    const { document } = await served();
    const webhooks = (document as unknown as { webhooks: Record<string, WebhookItem> }).webhooks;
    expect(Object.keys(webhooks).sort()).toEqual([...OUTBOUND_EVENT_TYPES, TEST_EVENT_TYPE].sort());
    for (const [type, item] of Object.entries(webhooks)) {
      const schema = item.post.requestBody.content['application/json'].schema;
      expect(schema.required).toEqual(['type', 'timestamp', 'data']);
      expect(schema.properties.type.const).toBe(type);
      expect(item.post.parameters.map((p) => `${p.in}:${p.name}`)).toEqual([
        'header:webhook-id',
        'header:webhook-timestamp',
        'header:webhook-signature',
      ]);
    }
  });

  it('generates each event’s data from core’s schema, with no capability or CPF in it', async () => {
    const { document } = await served();
    const webhooks = (document as unknown as { webhooks: Record<string, WebhookItem> }).webhooks;
    const data = (type: string) =>
      webhooks[type]?.post.requestBody.content['application/json'].schema.properties.data;
    expect(data('purchase.approved')?.properties).toHaveProperty('checkout');
    expect(data('pix.generated')?.properties).toHaveProperty('pix');
    expect(data('commission.released')?.properties).toHaveProperty('commission');
    const text = JSON.stringify(webhooks);
    for (const secret of ['token', 'cpf', 'capability', 'qrImage', 'link'])
      expect(text.toLowerCase()).not.toContain(`"${secret.toLowerCase()}"`);
  });
});

// Builds the OpenAPI 3.1 document from the operation catalogue and the routes the app really has.
import { ERRORS } from '@funil/core/errors';
import type { ZodType, z } from 'zod';
import { jsonSchema } from './openapi-json-schema.ts';
import { OUTBOUND_WEBHOOKS_DESCRIPTION, outboundWebhooks } from './openapi-webhooks.ts';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface ApiOperation {
  method: HttpMethod;
  /** OpenAPI form: /api/leads/{id}. */
  path: string;
  summary: string;
  tag: string;
  /** A JSON body, as the route validates it (a core zod schema). */
  body?: ZodType;
  /** The body may also come as text/plain JSON (sendBeacon, no-cors fetch). */
  bodyAsText?: boolean;
  query?: z.ZodObject;
  /** Path parameters, by name. */
  params?: Record<string, ZodType>;
  /** Success statuses with what they carry: a schema for JSON, or a media type for anything else. */
  success: Record<number, { description: string; schema?: ZodType; mediaType?: string }>;
  /** Error statuses (each answers the shared ErrorBody). */
  errors: Record<number, string>;
  /** A staff route: the session cookie of /api/admin/session, same origin only. */
  staff?: true;
}

/**
 * The staff routes the document describes (issue 29: the launches API; issue 31: the partners API,
 * with their commissions, and the outbound webhooks); the others stay out.
 */
const DOCUMENTED_STAFF_PREFIXES = ['/api/admin/launches', '/api/admin/partners', '/api/admin/webhooks'];

/** A route as Hono registered it: `app.routes` entries. */
export interface RegisteredRoute {
  method: string;
  path: string;
}

/** Hono's /api/leads/:id (or :id{regex}) as OpenAPI's /api/leads/{id}. */
export function openApiPath(honoPath: string): string {
  return honoPath.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, '{$1}');
}

/**
 * The public API: every concrete /api route; not middleware (method ALL), not the JSON 404
 * catch-all, not staff routes under /api/admin (never cross-origin, not part of this contract).
 */
export function publicApiRoutes(routes: readonly RegisteredRoute[]): { method: HttpMethod; path: string }[] {
  const seen = new Set<string>();
  const result: { method: HttpMethod; path: string }[] = [];
  for (const route of routes) {
    const method = route.method.toLowerCase() as HttpMethod;
    if (route.method === 'ALL' || !route.path.startsWith('/api/') || route.path.includes('*')) continue;
    if (
      route.path.startsWith('/api/admin') &&
      !DOCUMENTED_STAFF_PREFIXES.some((p) => route.path.startsWith(p))
    )
      continue;
    const path = openApiPath(route.path);
    const key = `${method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ method, path });
  }
  return result;
}

const ERROR_BODY = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', enum: Object.keys(ERRORS) },
        message: { type: 'string', description: 'Mensagem em português para mostrar à pessoa.' },
        fields: {
          type: 'object',
          additionalProperties: { type: 'string' },
          description: 'Por campo inválido, a mensagem a mostrar ao lado dele.',
        },
      },
    },
  },
};

const STORAGE_FULL =
  'Sem espaço para gravar (storage_full), com Retry-After: nada foi salvo; envie o mesmo pedido depois';

/** Only the catalogue's operations the app serves: documenting a route it lacks would mislead. */
export function buildOpenApiDocument(
  operations: readonly ApiOperation[],
  routes: readonly RegisteredRoute[],
): Record<string, unknown> {
  const served = new Set(publicApiRoutes(routes).map((route) => `${route.method} ${route.path}`));
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    if (!served.has(`${op.method} ${op.path}`)) continue;
    const parameters = [
      ...Object.entries(op.params ?? {}).map(([name, schema]) => ({
        name,
        in: 'path',
        required: true,
        schema: jsonSchema(schema, 'input'),
      })),
      ...Object.entries(op.query?.shape ?? {}).map(([name, schema]) => ({
        name,
        in: 'query',
        required: !(schema as ZodType).safeParse(undefined).success,
        schema: jsonSchema(schema as ZodType, 'input'),
      })),
    ];
    const responses: Record<string, unknown> = {};
    for (const [status, success] of Object.entries(op.success)) {
      responses[status] = {
        description: success.description,
        ...(success.schema
          ? { content: { 'application/json': { schema: jsonSchema(success.schema, 'output') } } }
          : success.mediaType
            ? { content: { [success.mediaType]: {} } }
            : {}),
      };
    }
    // Any write can meet a full disk: nothing is saved, and the same request may be sent again later.
    const errors = op.method === 'get' ? op.errors : { 503: STORAGE_FULL, ...op.errors };
    for (const [status, description] of Object.entries(errors)) {
      responses[status] = {
        description,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
      };
    }
    const item = paths[op.path] ?? {};
    paths[op.path] = item;
    item[op.method] = {
      summary: op.summary,
      tags: [op.tag],
      ...(op.staff ? { security: [{ staffSession: [] }] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(op.body
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': { schema: jsonSchema(op.body, 'input') },
                ...(op.bodyAsText ? { 'text/plain': { schema: jsonSchema(op.body, 'input') } } : {}),
              },
            },
          }
        : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Funil — API pública',
      version: '1.0.0',
      description: `A API que os widgets e as páginas do Funil usam. Erros respondem sempre { "error": { "code", "message" } }, com a mensagem em português.\n\n${OUTBOUND_WEBHOOKS_DESCRIPTION}`,
    },
    servers: [{ url: '/' }],
    paths,
    webhooks: outboundWebhooks(),
    components: {
      schemas: { ErrorBody: ERROR_BODY },
      securitySchemes: {
        staffSession: {
          type: 'apiKey',
          in: 'cookie',
          name: 'funil_admin',
          description:
            'Sessão da equipe (POST /api/admin/session; `__Host-funil_admin` em https), só do próprio site; escritas só para administradores.',
        },
      },
    },
  };
}

// A core zod schema as the OpenAPI document's JSON Schema (draft 2020-12, what OpenAPI 3.1 reads):
// the one conversion the API's paths and the producer's webhooks share.
import { type ZodType, z } from 'zod';

export const jsonSchema = (schema: ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' });

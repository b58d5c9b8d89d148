/** A JSON Schema as @fastify/swagger writes it from the zod schemas (only the parts the fuzz test reads). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

export interface Field {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

/** One call of the API as the OpenAPI document describes it. */
export interface Operation {
  method: string;
  /** The OpenAPI path, with `{name}` placeholders. */
  path: string;
  query: Field[];
  params: Field[];
  /** The JSON body's top-level fields; null when the call takes no body. */
  body: Field[] | null;
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document, with its query, path and body fields. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const parameters = operation.parameters ?? [];
      const field = (p: OpenApiParameter): Field => ({ name: p.name, schema: p.schema ?? {}, required: p.required === true });
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        query: parameters.filter((p) => p.in === 'query').map(field),
        params: parameters.filter((p) => p.in === 'path').map(field),
        body: bodySchema
          ? Object.entries(bodySchema.properties ?? {}).map(([name, schema]) => ({
              name,
              schema,
              required: (bodySchema.required ?? []).includes(name),
            }))
          : null,
      });
    }
  }
  return operations;
}

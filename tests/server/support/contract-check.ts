// The OpenAPI document is the truth (issue 20): every API answer the test suite sees is checked
// against `/api/openapi.json` — the status is declared for the operation, the media type is one
// the document names, and a JSON body validates against the declared schema. Each test app records
// what it was answered and checks it when the file's tests are done (test-app.ts `close`).
import { Ajv, type ValidateFunction } from 'ajv';

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: object }> }> }>>;
  components?: object;
}

export interface SeenAnswer {
  method: string;
  path: string;
  status: number;
  contentType: string | undefined;
  body: string;
}

/**
 * `/api/Members/{memberId}/X` as a matcher; literal segments outrank parameters when several match.
 * An empty parameter (`/Members//X`) is still that operation: the router matched it, and the answer
 * (401 before validation, or 400) must be one the operation declares.
 */
function templateMatcher(template: string): { regex: RegExp; literals: number } {
  const segments = template.split('/');
  const pattern = segments.map((segment) => (/^\{[^}]+\}$/.test(segment) ? '[^/]*' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
  return { regex: new RegExp(`^${pattern}$`), literals: segments.filter((segment) => !segment.startsWith('{')).length };
}

export class ContractCheck {
  readonly #document: OpenApiDocument;
  readonly #templates: { template: string; regex: RegExp; literals: number }[];
  readonly #ajv = new Ajv({ strict: false, allErrors: false, validateFormats: false });
  readonly #validators = new Map<string, ValidateFunction>();

  constructor(document: OpenApiDocument) {
    this.#document = document;
    this.#templates = Object.keys(document.paths)
      .map((template) => ({ template, ...templateMatcher(template) }))
      .sort((a, b) => b.literals - a.literals);
  }

  /** What is wrong with one answer, or null when the document describes it. */
  problemWith(answer: SeenAnswer): string | null {
    const what = `${answer.method} ${answer.path} → ${String(answer.status)}`;
    const path = answer.path.split('?')[0] ?? '';
    const template = this.#templates.find((candidate) => candidate.regex.test(path))?.template;
    if (!template) return answer.status === 404 || answer.status === 414 || answer.status === 400 ? null : `${what}: no such path in the document`;
    const operation = this.#document.paths[template]?.[answer.method.toLowerCase()];
    // A method the path does not have: Fastify's 404 (the document cannot describe what does not exist).
    if (!operation) return answer.status === 404 ? null : `${what}: no ${answer.method} operation for ${template}`;
    const responses = operation.responses ?? {};
    const declared = responses[String(answer.status)] ?? responses[`${String(answer.status)[0] ?? ''}XX`] ?? responses.default;
    if (!declared) return `${what}: status not declared for ${template}`;
    if (!declared.content || answer.status === 204) return answer.body === '' || !declared.content ? null : `${what}: a body where none is declared`;
    const mediaType = (answer.contentType ?? '').split(';')[0]?.trim() ?? '';
    const media = declared.content[mediaType];
    if (!media) return `${what}: media type "${mediaType}" not among ${Object.keys(declared.content).join(', ')}`;
    if (!mediaType.endsWith('json') || !media.schema) return null;
    const key = `${template} ${answer.method} ${String(answer.status)} ${mediaType}`;
    const validate = this.#validators.get(key) ?? this.#ajv.compile({ $ref: '#/$defs/answer', $defs: { answer: media.schema }, components: this.#document.components });
    this.#validators.set(key, validate);
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return `${what}: body is not JSON`;
    }
    return validate(body) ? null : `${what}: ${this.#ajv.errorsText(validate.errors)}`;
  }
}

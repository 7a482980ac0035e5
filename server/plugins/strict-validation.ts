// Request validation that takes input for what it is (architecture §10, trust boundaries).
//
// Fastify's default Ajv coerces every part: "8.0", "+8", "0x8" and " 8" all become the integer 8,
// so a decision made on the text and an action made on the number can disagree. Here:
// - bodies are JSON and are validated without any coercion (`consent: 1` is not `true`);
// - path and query strings are parsed explicitly before Ajv sees them: an integer only in its
//   canonical decimal form, a number only as a finite plain decimal, a boolean only as
//   `true`/`false`, and never an array for a single value. Anything else is one 400 naming it;
// - the first failure is reported, not every consequence of it (Ajv `allErrors: false`).
import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyServerOptions, FastifySchema } from 'fastify';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
}

interface ValidationIssue {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message: string;
}

type ValidatorFunction = ((data: unknown) => unknown) & { errors?: unknown };
type BuildValidator = NonNullable<NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator']>;

/** Canonical decimal integers: no sign but a '-' (never on 0), no leading zeros, at most 15 digits (safe). */
const canonicalInteger = /^(?:0|-?[1-9][0-9]{0,14})$/;
/** Plain finite decimals: no exponent, hex, spaces or signs other than a leading '-'. */
const plainDecimal = /^-?(?:0|[1-9][0-9]{0,14})(?:\.[0-9]{1,15})?$/;

/** The scalar types a text value may stand for, from a property schema (unions included). */
function scalarTypes(schema: JsonSchema): Set<string> {
  const types = new Set<string>();
  const add = (s: JsonSchema) => {
    for (const type of [s.type ?? []].flat()) types.add(type);
    s.anyOf?.forEach(add);
  };
  add(schema);
  return types;
}

/** Why a path or query text does not fit the types its schema allows, or null when it may go on to Ajv. */
export function textValueProblem(value: unknown, types: ReadonlySet<string>): string | null {
  if (Array.isArray(value)) return types.has('array') ? null : 'must be a single value';
  if (typeof value !== 'string') return null;
  if (types.has('string') || types.size === 0) return null;
  if (types.has('integer') && canonicalInteger.test(value)) return null;
  if (types.has('number') && plainDecimal.test(value)) return null;
  if (types.has('boolean') && (value === 'true' || value === 'false')) return null;
  if (types.has('null') && value === '') return null;
  if (types.has('integer')) return 'must be an integer in plain decimal form';
  if (types.has('number')) return 'must be a number in plain decimal form';
  if (types.has('boolean')) return 'must be true or false';
  return null;
}

function issue(property: string, message: string): ValidationIssue {
  return { instancePath: `/${property}`, schemaPath: '#/properties', keyword: 'type', params: {}, message };
}

/**
 * A high surrogate not followed by a low one, a low one not preceded by a high one, or NUL (which
 * PostgreSQL text cannot hold: it would be a 500 instead of a 400).
 */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isWellFormed = (text: string) => !text.includes('\u0000') && !loneSurrogate.test(text);

/** A JSON pointer segment (RFC 6901). */
const pointerSegment = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** No request body of the API nests deeper than this; deeper is refused before anything walks it. */
const maxBodyDepth = 32;

/**
 * Walks a parsed JSON body: refuses text that is not well-formed Unicode (a lone surrogate cannot be
 * stored, compared or signed faithfully; PostgreSQL cannot store NUL) and puts every other text in
 * NFC, so names typed with combining accents compare and sign like the same names typed precomposed.
 * Passwords are left as typed. Answers the JSON pointer of the first bad place and why, or null.
 */
export function normalizeBodyText(value: unknown, pointer = '', depth = 0): { pointer: string; message: string } | null {
  if (value === null || typeof value !== 'object') return null;
  if (depth >= maxBodyDepth) return { pointer, message: `must not nest more than ${String(maxBodyDepth)} levels deep` };
  const bad = (path: string) => ({ pointer: path, message: 'must be well-formed Unicode text' });
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const path = `${pointer}/${String(index)}`;
      if (typeof item === 'string') {
        if (!isWellFormed(item)) return bad(path);
        value[index] = item.normalize('NFC');
      } else {
        const inner = normalizeBodyText(item, path, depth + 1);
        if (inner) return inner;
      }
    }
    return null;
  }
  const record = value as Record<string, unknown>;
  for (const [key, item] of Object.entries(record)) {
    const path = `${pointer}/${pointerSegment(key)}`;
    if (!isWellFormed(key)) return bad(path);
    if (typeof item === 'string') {
      if (!isWellFormed(item)) return bad(path);
      if (!/password/i.test(key)) record[key] = item.normalize('NFC');
    } else {
      const inner = normalizeBodyText(item, path, depth + 1);
      if (inner) return inner;
    }
  }
  return null;
}

/** Wraps a coercing validator of path or query text with the explicit parse above. */
function parsingTextFirst(schema: JsonSchema, validate: ValidatorFunction): ValidatorFunction {
  // A schema the parse cannot see into (a union, a $ref) would fall back to Ajv's coercion: refuse it.
  if (schema.properties === undefined && (schema.anyOf !== undefined || '$ref' in schema || 'allOf' in schema)) {
    throw new Error('path and query schemas must be plain objects with properties (strict-validation.ts)');
  }
  // The allowed types of each property, worked out once per route (this runs on every request).
  const properties = Object.entries(schema.properties ?? {}).map(([name, propertySchema]) => [name, scalarTypes(propertySchema)] as const);
  const wrapped: ValidatorFunction = (data: unknown) => {
    if (data !== null && typeof data === 'object') {
      for (const [name, types] of properties) {
        const value = (data as Record<string, unknown>)[name];
        if (value === undefined) continue;
        const problem = typeof value === 'string' && !isWellFormed(value) ? 'must be well-formed Unicode text' : textValueProblem(value, types);
        if (problem) {
          wrapped.errors = [issue(name, problem)];
          return false;
        }
      }
    }
    const valid = validate(data);
    wrapped.errors = validate.errors;
    return valid;
  };
  return wrapped;
}

/** Wraps a body validator: text must be well-formed Unicode (and is put in NFC) before Ajv looks. */
function checkingTextFirst(validate: ValidatorFunction): ValidatorFunction {
  const wrapped: ValidatorFunction = (data: unknown) => {
    const bad = normalizeBodyText(data);
    if (bad !== null) {
      wrapped.errors = [{ instancePath: bad.pointer, schemaPath: '#', keyword: 'format', params: {}, message: bad.message }];
      return false;
    }
    const valid = validate(data);
    wrapped.errors = validate.errors;
    return valid;
  };
  return wrapped;
}

interface RouteDefinition {
  schema: FastifySchema;
  method: string;
  url: string;
  httpPart?: string;
}
/** How Fastify really calls a validator factory (the compiler's own types describe Ajv, not Fastify). */
type CompilerPool = (externalSchemas: Record<string, unknown>, options: { customOptions?: object }) => (route: RouteDefinition) => ValidatorFunction;

/**
 * Fastify's `schemaController.compilersFactory.buildValidator`: one Ajv (from Fastify's own
 * compiler, so shared schemas resolve as usual) without coercion for bodies, one with coercion
 * behind the explicit text parse for params, querystring and headers.
 */
export function strictValidatorFactory(): BuildValidator {
  const build = AjvCompiler() as unknown as CompilerPool;
  const factory: CompilerPool = (externalSchemas, options) => {
    const base = { ...options.customOptions, allErrors: false };
    const forBody = build(externalSchemas, { ...options, customOptions: { ...base, coerceTypes: false } });
    const forText = build(externalSchemas, { ...options, customOptions: { ...base, coerceTypes: 'array' } });
    return (route) => {
      if (route.httpPart === 'body') {
        // A binary body (an uploaded image) is described for the document and checked by its handler.
        if ((route.schema as { format?: string }).format === 'binary') return () => true;
        return checkingTextFirst(forBody(route));
      }
      const validate = forText(route);
      return route.httpPart === 'params' || route.httpPart === 'querystring' ? parsingTextFirst(route.schema as JsonSchema, validate) : validate;
    };
  };
  return factory as unknown as BuildValidator;
}

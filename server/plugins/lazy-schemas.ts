// Route schemas compiled when a route first needs them, not when the app starts (issue 16).
//
// Fastify compiles every route's request validators (Ajv) and response serializers
// (fast-json-stringify) while the app gets ready: measured on a quiet two-core machine, about a
// second of every API start, and more than a third of the CPU of an API test file that builds an
// app and calls a handful of its routes. Compiled on first use instead, a route pays its own
// compilation once, on its first request (a few milliseconds), and a process that never calls it
// pays nothing. `compileAll` compiles whatever is still waiting: the API tests call it, so a schema
// that cannot compile fails there as it failed at start-up before. The API process, once it listens,
// compiles the rest in the background a few at a time (`compileInBackground`), so that members'
// first calls after a start find their routes compiled (docs/adr/0018).
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type BuildValidator = NonNullable<CompilersFactory['buildValidator']>;
type BuildSerializer = NonNullable<CompilersFactory['buildSerializer']>;
/** A compiled validator or serializer as Fastify calls it; a validator leaves its failures in `errors`. */
type Compiled = ((data: unknown) => unknown) & { errors?: unknown };
/** How Fastify calls a compiler factory: external schemas and options, then one route part at a time. */
type Factory = (externalSchemas: unknown, options: unknown) => (route: unknown) => Compiled;

declare module 'fastify' {
  interface FastifyInstance {
    /** Compiles every route schema not compiled yet; how many were (lazy-schemas.ts). */
    compileAllSchemas(): number;
    /** Compiles them a few at a time, letting requests in between; resolves with how many it compiled. */
    compileSchemasInBackground(): Promise<number>;
  }
}

export interface LazySchemas {
  compilersFactory: { buildValidator: BuildValidator; buildSerializer: BuildSerializer };
  compileAll(): number;
  compileInBackground(): Promise<number>;
}

/** Schemas compiled in one slice of the background compilation (about 1.5 ms each on two cores). */
const backgroundSlice = 8;

/** Fastify's compiler factories, `validators` (the API's strict one) and fast-json-stringify, each compiling on first use. */
export function lazySchemas(validators: BuildValidator): LazySchemas {
  const waiting = new Set<() => Compiled>();

  const onFirstUse = (compile: () => Compiled): Compiled => {
    let compiled: Compiled | null = null;
    const force = (): Compiled => {
      if (!compiled) {
        compiled = compile();
        waiting.delete(force);
      }
      return compiled;
    };
    waiting.add(force);
    const run: Compiled = (data) => {
      const target = force();
      const result = target(data);
      // Fastify reads a validator's failures from the function it was given.
      run.errors = target.errors;
      return result;
    };
    return run;
  };

  const deferred =
    (factory: Factory): Factory =>
    (externalSchemas, options) => {
      let pool: ((route: unknown) => Compiled) | null = null;
      // The pool (one Ajv, or fast-json-stringify's options) is made with the first compilation too.
      return (route) => onFirstUse(() => (pool ??= factory(externalSchemas, options))(route));
    };

  return {
    compilersFactory: {
      buildValidator: deferred(validators as unknown as Factory) as unknown as BuildValidator,
      buildSerializer: deferred(SerializerSelector() as unknown as Factory) as unknown as BuildSerializer,
    },
    compileAll() {
      const forces = [...waiting];
      for (const force of forces) force();
      return forces.length;
    },
    async compileInBackground() {
      let compiled = 0;
      while (waiting.size > 0) {
        const slice: (() => Compiled)[] = [];
        for (const force of waiting) {
          slice.push(force);
          if (slice.length === backgroundSlice) break;
        }
        for (const force of slice) force();
        compiled += slice.length;
        // Requests that arrived meanwhile are served before the next slice.
        await new Promise((resolve) => setImmediate(resolve));
      }
      return compiled;
    },
  };
}

import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

type SerializerCompiler = typeof zodSerializerCompiler;

/**
 * Responses of the hot read routes (search, autocomplete, map markers), whose handlers build
 * every field themselves from typed values. Checking each answer against its zod schema
 * before sending walked the whole answer on every request (~9.5% of the server's time under
 * search load, issue 19), so in production they are written with JSON.stringify as built.
 * With CHECK_RESPONSES on (the default under vitest, and in the e2e suite) each answer is
 * still checked against its schema, and any field the schema does not know fails the
 * request, so a test catches what production would otherwise send unchecked.
 * Every other route keeps the zod serializer, which also drops fields its schema omits.
 */
export function builtResponseSerializer(check: boolean): SerializerCompiler {
  if (!check) return () => (data) => JSON.stringify(data);
  return (route) => {
    const checked = zodSerializerCompiler(route);
    return (data) => {
      const text = checked(data);
      const extra = extraKeys(data, JSON.parse(text));
      if (extra)
        throw new Error(
          `${route.method} ${route.url}: the answer has ${extra}, which its schema does not know`,
        );
      return text;
    };
  };
}

/** The first path present in `sent` but not in `parsed` (fields zod would have dropped), if any. */
function extraKeys(sent: unknown, parsed: unknown, path = 'the answer'): string | null {
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    for (let i = 0; i < sent.length; i++) {
      const found = extraKeys(sent[i], parsed[i], `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (sent && parsed && typeof sent === 'object' && typeof parsed === 'object') {
    for (const [key, value] of Object.entries(sent)) {
      if (value === undefined) continue;
      if (!(key in parsed)) return `${path}.${key}`;
      const found = extraKeys(value, (parsed as Record<string, unknown>)[key], `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';

/**
 * What a JSON body may be. Most routes take a few hundred bytes; routes that take long texts
 * (policy pages, products) raise the size with their own `bodyLimit`, uploads have their own
 * parsers. Nobody writes JSON nested 32 deep, while a megabyte of brackets costs the event loop
 * most of a second in parsing and validation: both are refused before any parsing.
 */
export const jsonBodyLimits = { defaultBytes: 64 * 1024, longTextBytes: 1024 * 1024, maxDepth: 32 } as const;

/** Whether JSON text opens more than `maxDepth` arrays or objects inside each other. One pass, no parsing. */
export function nestedDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      if (++depth > maxDepth) return true;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) depth--;
  }
  return false;
}

/** Replaces Fastify's JSON parser with the same one (prototype poisoning refused) behind a depth check. */
export function registerJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestedDeeperThan(text, jsonBodyLimits.maxDepth)) {
      done(new AppError('bad_request', `The JSON body is nested more than ${jsonBodyLimits.maxDepth} levels deep.`));
      return;
    }
    parse(request, text, done);
  });
}

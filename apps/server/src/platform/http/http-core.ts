import { randomUUID } from 'node:crypto';
import Fastify, { LogController } from 'fastify';
import type pino from 'pino';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { registerErrorHandler } from '../errors/error-handler';
import { serverWithFrontLanes, type FrontLane } from './front-lanes';
import { jsonBodyLimits, registerJsonParser } from './json-bodies';
import { logRequests } from './request-log';
import { validatorCompiler } from './request-validation';
import { answerParserError, answerRouterError, MAX_PARAM_LENGTH } from './pre-route-errors';
import { trackRoutesForMethodNotAllowed } from './unmatched-requests';

/**
 * The Fastify instance with what every route relies on: request ids, the JSON parser and its size
 * limits, zod validation and serialisation, the one error model, and one log line per request.
 * `frontLanes` is filled in later by the app, once the services a lane needs exist.
 */
export function createHttpCore(config: Config, logStream: pino.DestinationStream, frontLanes: FrontLane[]) {
  const app = Fastify({
    serverFactory: serverWithFrontLanes(frontLanes),
    logger: { level: config.logLevel, stream: logStream },
    trustProxy: config.trustProxy,
    bodyLimit: jsonBodyLimits.defaultBytes,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: answerRouterError,
    clientErrorHandler: answerParserError,
    // One line per request, written when it completes (see logRequests), instead of two.
    logController: new LogController({ disableRequestLogging: true }),
  });
  registerJsonParser(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const allowedMethods = trackRoutesForMethodNotAllowed(app);
  logRequests(app);
  return { app, allowedMethods };
}

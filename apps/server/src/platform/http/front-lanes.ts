import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/** Answers a request before Fastify routes it, or answers false and leaves it to Fastify. */
export type FrontLane = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * Fastify's HTTP/1 server with lanes in front of its router. Video segments are nearly all of a
 * streaming service's requests, and Fastify's per-request machinery (request and reply objects,
 * hooks, routing, logging) cost as much CPU as writing the segment itself (bench/playback). A lane
 * answers only what it is sure of and leaves every other case — errors included — to the routes,
 * so the API's behaviour is the routes'. Lanes are added after the app is built (they need its
 * services), hence the list. `app.inject` goes straight to Fastify: lanes are tested over HTTP.
 */
export function serverWithFrontLanes(lanes: readonly FrontLane[]): FastifyServerFactory {
  return (handler, options) => {
    const server = http.createServer((options.http as http.ServerOptions | undefined) ?? {}, (request, response) => {
      for (const lane of lanes) if (lane(request, response)) return;
      handler(request, response);
    });
    // What Fastify sets on the server it would have made itself (its options come with defaults filled in).
    const option = (name: string): number | undefined => {
      const value = options[name];
      return typeof value === 'number' ? value : undefined;
    };
    server.keepAliveTimeout = option('keepAliveTimeout') ?? server.keepAliveTimeout;
    server.requestTimeout = option('requestTimeout') ?? server.requestTimeout;
    server.setTimeout(option('connectionTimeout') ?? 0);
    server.maxRequestsPerSocket = option('maxRequestsPerSocket') || null;
    return server;
  };
}

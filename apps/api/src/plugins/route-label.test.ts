import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { routeLabel, WEB_FILE_ROUTE } from './route-label';

const requestOn = (routeOptions: unknown) => ({ routeOptions }) as unknown as FastifyRequest;

describe('the route a request is counted and logged under', () => {
  it('is the pattern of an API route, not the path asked for', () => {
    expect(routeLabel(requestOn({ url: '/api/v1/direct-continue/:id', config: {} }))).toBe('/api/v1/direct-continue/:id');
  });

  it('is one shared route for every file of the web build, whatever its hashed name', () => {
    expect(routeLabel(requestOn({ url: '/assets/index-Ab12Cd34.js', config: { file: '/assets/index-Ab12Cd34.js' } }))).toBe(WEB_FILE_ROUTE);
  });

  it('is undefined when no route matched', () => {
    expect(routeLabel(requestOn({ url: undefined, config: {} }))).toBeUndefined();
    expect(routeLabel(requestOn(undefined))).toBeUndefined();
  });
});

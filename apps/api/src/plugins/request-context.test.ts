import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestContextPlugin } from './request-context';

describe('request context', () => {
  it('[LAY-08] [I18N-05] [ACC-20] reads lang, fromMobileApp and the bearer token from every request', async () => {
    const app = Fastify();
    await app.register(requestContextPlugin);
    app.get('/echo', async (request) => ({
      lang: request.lang,
      mobile: request.fromMobileApp,
      token: request.bearerToken,
    }));
    const echo = async (url: string, headers: Record<string, string> = {}) =>
      (await app.inject({ method: 'GET', url, headers })).json();

    expect(
      await echo('/echo?fromMobileApp=true', {
        'accept-language': 'en-GB,en;q=0.9',
        authorization: 'Bearer abc.def',
      }),
    ).toEqual({
      lang: 'en',
      mobile: true,
      token: 'abc.def',
    });
    expect(await echo('/echo', { frommobileapp: 'true', 'accept-language': 'ru' })).toEqual({
      lang: 'ru',
      mobile: true,
      token: null,
    });
    // The spec's lang query parameter wins over the header.
    expect(await echo('/echo?lang=ru', { 'accept-language': 'en' })).toMatchObject({ lang: 'ru' });
    expect(await echo('/echo', { authorization: 'Basic xyz' })).toEqual({
      lang: 'az',
      mobile: false,
      token: null,
    });
    await app.close();
  });
});

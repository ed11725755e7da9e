import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../config';

/** Hands one text message to whoever delivers it; throws when it was not accepted. */
export interface SmsProvider {
  readonly name: string;
  send(phone: string, text: string): Promise<void>;
}

/** Development: nothing leaves the machine; the outbox table (and this log line) is what people read. */
export function createDevSmsProvider(log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'development',
    async send(phone, text) {
      log.info({ phone, text }, 'sms (development outbox)');
    },
  };
}

/** An HTTP SMS gateway taking `{ to, from, text }` as JSON. */
export function createHttpSmsGateway(
  config: Pick<SmsConfig, 'gatewayToken' | 'sender'> & { gatewayUrl: string },
): SmsProvider {
  return {
    name: 'http-gateway',
    async send(phone, text) {
      const response = await fetch(config.gatewayUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.gatewayToken ? { authorization: `Bearer ${config.gatewayToken}` } : {}),
        },
        body: JSON.stringify({ to: phone, from: config.sender, text }),
        signal: AbortSignal.timeout(10_000),
      });
      // The answer's body is of no use; dropping it frees the connection.
      await response.body?.cancel();
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}

/** The gateway when one is configured, otherwise the development outbox. */
export function createSmsProvider(config: SmsConfig, log: FastifyBaseLogger): SmsProvider {
  const { gatewayUrl } = config;
  return gatewayUrl ? createHttpSmsGateway({ ...config, gatewayUrl }) : createDevSmsProvider(log);
}

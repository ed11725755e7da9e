import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../config';

/** Hands one text message to whoever delivers it; throws when it was not accepted. */
export interface SmsProvider {
  readonly name: string;
  send(phone: string, text: string): Promise<void>;
}

/**
 * No gateway: nothing leaves the machine. Where the outbox cannot be read over the API (a server in
 * production, such as the demo), the message is printed on the console for whoever runs it.
 */
export function createDevSmsProvider(log: FastifyBaseLogger, printToConsole: boolean): SmsProvider {
  return {
    name: 'development',
    async send(phone, text) {
      log.info({ phone, text }, 'sms (development outbox)');
      if (printToConsole) console.log(`SMS to +${phone}: ${text}`);
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
  return gatewayUrl
    ? createHttpSmsGateway({ ...config, gatewayUrl })
    : createDevSmsProvider(log, !config.devOutbox);
}

import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/**
 * Whether the server may fetch a link a user gave (an Excel photo link): http(s) to a host whose
 * every address is public. Loopback, private, link-local and other reserved ranges are refused, so
 * a seller cannot make the server read the machine's own or the internal network's services.
 * `privateHostsAllowed` is for tests and benchmarks that serve photos from this machine.
 */
export async function fetchableLink(link: string, privateHostsAllowed: boolean): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (privateHostsAllowed) return true;
  try {
    const addresses = await lookup(url.hostname.replace(/^\[|\]$/g, ''), { all: true, verbatim: true });
    return (
      addresses.length > 0 && addresses.every(({ address }) => ipaddr.process(address).range() === 'unicast')
    );
  } catch {
    return false;
  }
}

// PayPal calls and SMTP sends as Application Insights dependencies (issue 14). PayPal is reached with
// `fetch` (or, with the emulator, inside this process), which the distro does not instrument, so the
// PayPal client's fetch is wrapped: one client span per call carrying the method, the address with
// ids replaced by `:id` and no query string, and the status — never a header or a payload. A mail
// send is one client span naming the relay; never the recipient, subject or text.
import { SpanKind, SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';
import type { MailSender } from '../services/mail-sender.ts';
import type { FetchLike } from '../services/paypal-client.ts';
import { scrubUrl } from './scrubbing.ts';

const tracer = trace.getTracer('portal-api.dependencies');

/** Runs `work` inside a client span: an error marks the span failed with its type and is rethrown. */
function inClientSpan<T>(name: string, attributes: Attributes, work: (span: Span) => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR });
      span.setAttribute('error.type', error instanceof Error ? error.name : 'Error');
      throw error;
    } finally {
      span.end();
    }
  });
}

/** The PayPal client's fetch, each call a dependency span `POST /v2/checkout/orders/:id/capture`. */
export function payPalDependency(fetchImpl: FetchLike): FetchLike {
  return (url, init) => {
    const address = scrubUrl(url);
    let host = '';
    try {
      host = new URL(url).host;
    } catch {
      // a relative address: no target
    }
    const attributes: Record<string, string> = { 'http.request.method': init.method, 'url.full': address, 'peer.service': 'PayPal' };
    if (host) attributes['server.address'] = host;
    return inClientSpan(`PayPal ${init.method}`, attributes, async (span) => {
      const response = await fetchImpl(url, init);
      span.setAttribute('http.response.status_code', response.status);
      if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      return response;
    });
  };
}

/** The mail sender, each send a dependency span `SMTP send` to the relay (host and port only). */
export function mailDependency(sender: MailSender, relay: { hostname?: string; host: string; port: number | string }): MailSender {
  return {
    send(message) {
      return inClientSpan('SMTP send', { 'peer.service': 'SMTP', 'server.address': relay.hostname ?? relay.host, 'server.port': Number(relay.port) || 0 }, () =>
        sender.send(message),
      );
    },
    close() {
      sender.close();
    },
  };
}

// A plain request to the Content Delivery API for queries that link nothing (include 0): there is
// nothing for the SDK to resolve, so the footer — on every page, the sign-in page included — reads
// its panels without loading the SDK (issue 16). Same address as contentful-sdk-core builds, same
// errors as the SDK gives (normalised by toContentError), the same 30 s timeout.
import { ContentError } from './ContentError';

export interface DeliveryAddress {
  host: string;
  basePath: string;
  insecure: boolean;
  space: string;
  environment: string;
  accessToken: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** `{protocol}://{host}{basePath}/spaces/{space}/environments/{environment}/entries?…`, as the SDK asks. */
export function entriesUrl(address: DeliveryAddress, query: Record<string, string | number>): string {
  const basePath = address.basePath ? `/${address.basePath.replace(/^\/+|\/+$/g, '')}` : '';
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return `${address.insecure ? 'http' : 'https'}://${address.host}${basePath}/spaces/${encodeURIComponent(address.space)}/environments/${encodeURIComponent(address.environment)}/entries?${search.toString()}`;
}

export async function fetchEntries(address: DeliveryAddress, query: Record<string, string | number>, timeoutMs: number): Promise<{ items: unknown[] }> {
  let response: Response;
  try {
    response = await fetch(entriesUrl(address, query), {
      headers: { Authorization: `Bearer ${address.accessToken}` },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ContentError({
      status: 0,
      statusText: timedOut ? 'ECONNABORTED' : 'NetworkError',
      message: timedOut ? `timeout of ${timeoutMs}ms exceeded` : 'The content service could not be reached.',
      connectionFailure: true,
    });
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const data = isRecord(body) ? body : {};
    throw new ContentError({
      status: response.status,
      statusText: response.statusText,
      message: typeof data.message === 'string' && data.message ? data.message : response.statusText,
      details: data.details,
      requestId: typeof data.requestId === 'string' ? data.requestId : response.headers.get('x-contentful-request-id'),
    });
  }
  if (!isRecord(body) || !Array.isArray(body.items)) {
    throw new ContentError({ status: response.status, statusText: 'InvalidResponse', message: 'The content service answered without entries.' });
  }
  return { items: body.items };
}

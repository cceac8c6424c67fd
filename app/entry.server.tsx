import { isbot } from 'isbot';
import { renderToReadableStream } from 'react-dom/server';
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from 'react-router';
import { cspNonceContext } from '../worker/context';
import { CspNonce } from './csp-nonce';
import { logSafeUrl } from '../worker/http/log-safe';

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  context: RouterContextProvider,
) {
  let status = responseStatusCode;
  // React's streaming scripts and React Router's (module preloads, hydration data) carry the nonce of this
  // response's Content-Security-Policy (worker/http/security-headers.ts).
  const nonce = context.get(cspNonceContext);
  const body = await renderToReadableStream(
    <CspNonce value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </CspNonce>,
    {
      nonce,
      signal: request.signal,
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    },
  );
  // Crawlers get the complete document in one piece; people get the shell as soon as it is ready.
  if (isbot(request.headers.get('user-agent') ?? '')) await body.allReady;
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  // Only dynamic documents are rendered here (staff pages, the 404 page); public pages are static files.
  if (!responseHeaders.has('Cache-Control')) responseHeaders.set('Cache-Control', 'no-store');
  return new Response(body, { headers: responseHeaders, status });
}

/**
 * An unknown URL is an answer (the 404 page), not a server fault: only real errors reach the logs, with the
 * request's log-safe URL (no query string, docs/security.md).
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status === 404) return;
  console.error(`Error answering ${request.method} ${logSafeUrl(request.url)}`, error);
};

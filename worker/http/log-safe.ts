/**
 * What the Worker may write to its logs about a request (docs/security.md): the path without its query string,
 * which can carry a staff search (`?q=<name>`) or an upload's file name (`?name=`).
 */
export const logSafeUrl = (url: string) => {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname}`;
};

/**
 * A file's bytes leave only with the file route's own headers (docs/decisions/085). React Router would answer
 * `/admin/files/<id>.data`, its data request for the route, with the page's headers instead, so that request
 * is turned into the file route's own.
 */
export function asFileRequest(request: Request): Request {
  const url = new URL(request.url);
  const file = /^(\/admin\/files\/[^/]+?)\.data$/i.exec(url.pathname);
  if (!file?.[1]) return request;
  url.pathname = file[1];
  url.search = '';
  return new Request(url, request);
}

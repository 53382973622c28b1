import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { getPageContext } from "./context.ts";
import { NonceContext } from "./nonce.ts";

// The server looks this key up on the build (see app/context.ts).
export { pageContext } from "./context.ts";

export const streamTimeout = 5_000;

/**
 * An error a loader or action threw: logged through the server's scrubbed log with the request's id
 * (#10.1), not printed to the console. Aborted requests (the visitor left) are not errors. The router's
 * own answers (the 405 of `PUT /`, a 404) are logged by their status, not as errors (#30.7, logError).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  getPageContext(context).logError("page request failed", error);
};

/**
 * The page rendered whole, as one buffer (issue 17): the pages load their data before rendering (no
 * deferred parts), so a browser could be shown nothing sooner by streaming, and a page React wrote
 * through a stream cost a web stream's chunk handling and a decode and encode for each of its fifty-odd
 * chunks before the server could compress it and write it at once with its length.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // The nonce of this response's Content-Security-Policy, for the inline scripts written below.
  const { nonce, logError } = getPageContext(loadContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          const chunks: Buffer[] = [];
          const page = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              resolve(
                new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }),
              );
              done();
            },
          });
          page.on("error", reject);
          pipe(page);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          // Before the shell, onShellError answers it; after, it goes to the scrubbed log (#10.1, #11.4)
          // and the page keeps its status, as it did when it was streamed.
          if (shellRendered) logError("page rendering failed", error);
          else responseStatusCode = 500;
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

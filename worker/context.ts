import type { ExecutionContext } from 'hono';
import { createContext } from 'react-router';

/**
 * What every route loader and action gets from the Worker: its bindings and its execution context, as Hono
 * hands it on.
 */
export interface WorkerContext {
  env: Env;
  ctx: ExecutionContext;
}

export const workerContext = createContext<WorkerContext>();

/**
 * The nonce the document's inline scripts carry, matching this response's Content-Security-Policy. Unset
 * when React Router pre-renders at build time: those documents are allowed by hashes instead.
 */
export const cspNonceContext = createContext<string | undefined>(undefined);

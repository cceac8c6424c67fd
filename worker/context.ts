import { createContext } from 'react-router';

/** What every route loader and action gets from the Worker: its bindings and its execution context. */
export interface WorkerContext {
  env: Env;
  ctx: ExecutionContext;
}

export const workerContext = createContext<WorkerContext>();

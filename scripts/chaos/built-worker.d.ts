/** The built Worker (build/server/index.js), as the chaos run's wrangler config aliases it (scripts/chaos/worker.ts). */
declare module 'chaos:built-worker' {
  const worker: {
    fetch: ExportedHandlerFetchHandler<Env>;
    queue: ExportedHandlerQueueHandler<Env>;
    scheduled: ExportedHandlerScheduledHandler<Env>;
    email: EmailExportedHandler<Env>;
  };
  export default worker;
}

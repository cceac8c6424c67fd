export const e2ePort = Number(process.env.E2E_PORT ?? 8788);
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;
export const e2eStateDir = process.env.E2E_STATE_DIR ?? '.wrangler/e2e-state';

import { executeD1 } from '../../scripts/d1';

/**
 * Reads the end-to-end database the way staff tooling would: wrangler against the same local D1 files
 * the served Worker writes to. Tests write to it only through staff tooling (for example
 * `createAccessCode(label, 'e2e')` of scripts/nda-code.ts), never behind the app's back.
 */
export const queryD1 = <Row = Record<string, unknown>>(sql: string): Row[] => executeD1<Row>(sql, 'e2e');

export { sqlText } from '../../scripts/d1';

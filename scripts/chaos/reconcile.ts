/**
 * The chaos run's account (docs/benchmarks.md, "Chaos"): what the clients sent and were told, set against what
 * the database and the bucket hold once the sweeps have run. Every accepted key is one lead, every lead's staff
 * alert was sent once, and every file is on its lead or gone.
 */

/** One lead the run sent: its key, the client ids of its files, and whether the visitor left before sending. */
export interface SentLead {
  key: string;
  files: string[];
  /** The files were uploaded but the form was never sent (a closed tab): the sweep must remove them. */
  abandoned: boolean;
}

/** What the client heard for one key: the lead id of each send that completed, or that it gave up. */
export interface ClientOutcome {
  ids: string[];
  gaveUp: boolean;
}

/** A lead row of the run, with its staff alert's outbox rows and the sends recorded for it. */
export interface StoredLead {
  key: string;
  id: string;
  alerts: number;
  alertsSent: number;
  alertSends: number;
}

export interface StoredFile {
  id: string;
  requestKey: string;
  clientId: string;
  leadId: string | null;
}

export interface ReconcileInput {
  sent: SentLead[];
  outcomes: ReadonlyMap<string, ClientOutcome>;
  leads: StoredLead[];
  files: StoredFile[];
  /** The object keys the bucket holds, and the key of a file row's object. */
  objects: string[];
  objectKeyOf: (fileId: string) => string;
}

export interface Reconciliation {
  accepted: number;
  lost: number;
  duplicated: number;
  alertsSentOnce: number;
  alertsUnsent: number;
  alertsSentTwice: number;
  filesAttached: number;
  filesSwept: number;
  filesLeft: number;
  /** What went wrong, one line each (the first few of each kind). */
  problems: string[];
}

const shown = 5;

export function reconcile({ sent, outcomes, leads, files, objects, objectKeyOf }: ReconcileInput): Reconciliation {
  const problems: string[] = [];
  const note = (kind: string, keys: string[]) => {
    if (keys.length > 0) problems.push(`${keys.length} ${kind}: ${keys.slice(0, shown).join(', ')}`);
  };
  const rowsByKey = Map.groupBy(leads, (lead) => lead.key);

  const submitted = sent.filter((lead) => !lead.abandoned);
  const accepted = submitted.filter((lead) => (outcomes.get(lead.key)?.ids.length ?? 0) > 0);
  const lost = submitted.filter((lead) => (rowsByKey.get(lead.key)?.length ?? 0) === 0);
  note(
    'leads lost (no row)',
    lost.map((lead) => lead.key),
  );
  note(
    'leads given up by their client',
    submitted.filter((lead) => outcomes.get(lead.key)?.gaveUp).map((lead) => lead.key),
  );

  // A second row under a key, or two answers naming different leads, is a duplicate.
  const duplicated = submitted.filter((lead) => {
    const rows = rowsByKey.get(lead.key) ?? [];
    const ids = new Set([...(outcomes.get(lead.key)?.ids ?? []), ...rows.map((row) => row.id)]);
    return rows.length > 1 || ids.size > 1;
  });
  note(
    'leads duplicated',
    duplicated.map((lead) => lead.key),
  );
  const sentKeys = new Set(submitted.map((lead) => lead.key));
  note(
    'leads stored that no client sent',
    leads.filter((lead) => !sentKeys.has(lead.key)).map((lead) => lead.key),
  );

  const sentOnce = leads.filter((lead) => lead.alerts === 1 && lead.alertsSent === 1 && lead.alertSends === 1);
  const unsent = leads.filter((lead) => lead.alertsSent === 0 || lead.alertSends === 0);
  const sentTwice = leads.filter((lead) => lead.alerts > 1 || lead.alertSends > 1);
  note(
    'staff alerts not sent',
    unsent.map((lead) => lead.key),
  );
  note(
    'staff alerts sent more than once',
    sentTwice.map((lead) => lead.key),
  );

  const leadOf = new Map(leads.map((lead) => [lead.key, lead.id]));
  const fileRow = new Map(files.map((file) => [`${file.requestKey} ${file.clientId}`, file]));
  const misplaced: string[] = [];
  let filesAttached = 0;
  let filesSwept = 0;
  for (const lead of sent) {
    for (const clientId of lead.files) {
      const row = fileRow.get(`${lead.key} ${clientId}`);
      if (lead.abandoned) {
        if (row) misplaced.push(`${clientId} (abandoned, still stored)`);
        else filesSwept += 1;
      } else if (row && row.leadId !== null && row.leadId === leadOf.get(lead.key)) filesAttached += 1;
      else misplaced.push(`${clientId} (${row ? 'not on its lead' : 'missing'})`);
    }
  }
  note('files neither attached nor swept', misplaced);
  const named = new Set(files.map((file) => objectKeyOf(file.id)));
  const stored = new Set(objects);
  const objectsWithoutRow = objects.filter((key) => !named.has(key));
  const rowsWithoutObject = files.filter((file) => !stored.has(objectKeyOf(file.id))).map((file) => file.id);
  note('objects no file row names', objectsWithoutRow);
  note('file rows without their object', rowsWithoutObject);

  return {
    accepted: accepted.length,
    lost: lost.length,
    duplicated: duplicated.length,
    alertsSentOnce: sentOnce.length,
    alertsUnsent: unsent.length,
    alertsSentTwice: sentTwice.length,
    filesAttached,
    filesSwept,
    filesLeft: misplaced.length + objectsWithoutRow.length + rowsWithoutObject.length,
    problems,
  };
}

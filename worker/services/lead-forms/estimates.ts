import type { CalculatorLeadRequest } from '@site/domain/pricing/calculator-schema';
import { estimateProject, projectCostCents, type Estimate } from '@site/domain/pricing/pricing';

export interface ServerEstimate {
  data: CalculatorLeadRequest & { estimate: Estimate };
  /** The lead's pipeline value in dollars: the estimate itself, the middle of the ±15 % range. */
  estimatedValue: number;
  /** Present only when the browser sent figures that differ from the server's, for the audit event. */
  note?: { estimateMismatch: { client: Estimate; server: Estimate } };
}

const sameEstimate = (a: Estimate, b: Estimate) =>
  a.lowEnd === b.lowEnd &&
  a.highEnd === b.highEnd &&
  a.timelineWeeks === b.timelineWeeks &&
  a.savings === b.savings &&
  a.confidence === b.confidence;

/** Recomputes a calculator lead's estimate from its inputs with the same pricing module the browser uses. */
export function withServerEstimate(request: CalculatorLeadRequest): ServerEstimate {
  const server = estimateProject(request);
  const client = request.estimate;
  return {
    data: { ...request, estimate: server },
    estimatedValue: Math.round(projectCostCents(request) / 100),
    note: client && !sameEstimate(client, server) ? { estimateMismatch: { client, server } } : undefined,
  };
}

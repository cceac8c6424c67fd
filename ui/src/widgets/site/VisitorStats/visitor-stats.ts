/** The local statistics record (docs/product.md §4.3). Views start at 328,777. */
export interface VisitorStats {
  views: number;
  clicks: number;
  interactions: number;
}

export const initialVisitorStats: VisitorStats = { views: 328_777, clicks: 0, interactions: 0 };

/** A record from storage is only trusted if every count is a finite, non-negative number. */
export function parseVisitorStats(stored: string | null): VisitorStats {
  if (!stored) return initialVisitorStats;
  try {
    const value = JSON.parse(stored) as Partial<Record<keyof VisitorStats, unknown>>;
    const count = (key: keyof VisitorStats) => {
      const raw = value[key];
      return typeof raw === 'number' && Number.isFinite(raw) && raw >= 0 ? Math.floor(raw) : initialVisitorStats[key];
    };
    return { views: count('views'), clicks: count('clicks'), interactions: count('interactions') };
  } catch {
    return initialVisitorStats;
  }
}

/** K for thousands (docs/product.md §4.3), M for millions, one decimal. */
export function formatCount(count: number): string {
  if (count >= 1_000_000) return `${(count / 1_000_000).toFixed(1)}M`;
  if (count >= 1_000) return `${(count / 1_000).toFixed(1)}K`;
  return String(count);
}

import { weatherThemes, weatherTickMs, type WeatherTheme } from './weather';
import type { CSSProperties } from 'react';
import { usePrefersReducedMotion } from '../../../hooks/usePrefersReducedMotion';
import * as styles from './WeatherEffect.css';

/** Where a particle starts on one axis (percent of the screen) and how far it moves each tick. */
interface Drift {
  start: number;
  perTick: number;
}

/** Fixed starting spots spread over the screen, so every render begins the same way. */
const particleDrifts = (total: number): { id: number; x: Drift; y: Drift }[] =>
  Array.from({ length: total }, (_, index) => ({
    id: index,
    x: { start: ((index * 37) % 90) + 5, perTick: 0.08 + (index % 3) * 0.04 },
    y: { start: ((index * 53) % 80) + 10, perTick: ((index % 2) * 2 - 1) * 0.03 },
  }));

/**
 * One axis of a particle's drift as a CSS animation: a step of `perTick` percent every tick, wrapping round
 * the screen, begun part-way so the particle starts at `start`. The browser's compositor moves it; no script
 * runs per tick. When still, the particle simply stands at its start.
 */
function axisStyle(axis: 'x' | 'y', { start, perTick }: Drift, still: boolean): CSSProperties {
  const unit = axis === 'x' ? 'vw' : 'vh';
  if (still) return { transform: `translate${axis.toUpperCase()}(${start}${unit})` };
  const steps = Math.round(100 / Math.abs(perTick));
  const forwards = perTick > 0;
  const startsAt = forwards ? start / 100 : 1 - start / 100;
  return {
    animationDuration: `${steps * weatherTickMs}ms`,
    animationTimingFunction: `steps(${steps})`,
    animationDelay: `${-Math.round(startsAt * steps) * weatherTickMs}ms`,
    animationDirection: forwards ? 'normal' : 'reverse',
  };
}

/**
 * Decorative regional weather (docs/product.md, section 4.5): a few drifting particles, each moving every
 * 50 ms, and the region's label. It is hidden from assistive technology and never takes the pointer; under
 * reduced motion nothing moves.
 */
export function WeatherEffect({ theme }: { theme: WeatherTheme }) {
  const { label, particles } = weatherThemes[theme];
  const still = usePrefersReducedMotion();
  return (
    <div className={styles.layer} aria-hidden="true" data-theme={theme}>
      {particleDrifts(particles).map(({ id, x, y }) => (
        <span key={id} className={still ? styles.across : styles.driftX} style={axisStyle('x', x, still)} data-particle>
          <span className={still ? styles.down : styles.driftY} style={axisStyle('y', y, still)}>
            <span className={styles.particle({ theme })} />
          </span>
        </span>
      ))}
      <span className={styles.label}>{label}</span>
    </div>
  );
}

import { weatherThemes, weatherTickMs, type WeatherTheme } from '@site/domain/weather';
import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import * as styles from './WeatherEffect.css';

interface Particle {
  id: number;
  x: number;
  y: number;
  dx: number;
  dy: number;
}

/** Fixed starting spots spread over the screen (percent), so every render begins the same way. */
const seed = (total: number): Particle[] =>
  Array.from({ length: total }, (_, index) => ({
    id: index,
    x: ((index * 37) % 90) + 5,
    y: ((index * 53) % 80) + 10,
    dx: 0.08 + (index % 3) * 0.04,
    dy: ((index % 2) * 2 - 1) * 0.03,
  }));

const drift = (particles: Particle[]): Particle[] =>
  particles.map((particle) => ({
    ...particle,
    x: (particle.x + particle.dx + 100) % 100,
    y: (particle.y + particle.dy + 100) % 100,
  }));

/**
 * Decorative regional weather (docs/product.md §4.5): a few drifting particles and the region's label. It is
 * hidden from assistive technology and never takes the pointer; under reduced motion nothing moves.
 */
export function WeatherEffect({ theme }: { theme: WeatherTheme }) {
  // A new theme starts a fresh set of particles.
  return <WeatherLayer key={theme} theme={theme} />;
}

function WeatherLayer({ theme }: { theme: WeatherTheme }) {
  const { label, particles: total } = weatherThemes[theme];
  const [particles, setParticles] = useState(() => seed(total));
  const still = usePrefersReducedMotion();

  useEffect(() => {
    if (still) return;
    const timer = setInterval(() => setParticles(drift), weatherTickMs);
    return () => clearInterval(timer);
  }, [still]);

  return (
    <div className={styles.layer} aria-hidden="true" data-theme={theme}>
      {particles.map((particle) => (
        <span
          key={particle.id}
          className={styles.particle({ theme })}
          style={{ transform: `translate3d(${particle.x}vw, ${particle.y}vh, 0)` }}
        />
      ))}
      <span className={styles.label}>{label}</span>
    </div>
  );
}

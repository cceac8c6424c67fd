import { advanceGame, gameRules, hitNail, idleGame, rankFor, secondsLeft, startGame, type GameState } from './game';
import { useEffect, useRef, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Button } from '../../../components/Button';
import { Slider } from '../../../components/Slider';
import { Switch } from '../../../components/Switch';
import { browserClock, type WidgetClock } from '../clock';
import { playHammer } from './hammer-sound';
import * as styles from './NailGame.css';

export interface NailGameProps {
  clock?: WidgetClock;
  random?: () => number;
  /** Plays the hit sound; the default synthesises a hammer with Web Audio. */
  onHitSound?: (volume: number) => void;
  initialState?: GameState;
}

/** How often the board is brought up to date: fine enough for 0.8 s spawns and 2 s lifetimes. */
const frameMs = 100;

export function NailGame({
  clock = browserClock,
  random = Math.random,
  onHitSound = playHammer,
  initialState = idleGame,
}: NailGameProps) {
  const [game, setGame] = useState<GameState>(initialState);
  const [soundOn, setSoundOn] = useState(true);
  const [volume, setVolume] = useState<number>(gameRules.defaultVolume);
  const startedAt = useRef(0);
  const playAgainRef = useRef<HTMLButtonElement>(null);

  const running = game.phase === 'running';
  useEffect(() => {
    if (!running) return;
    return clock.every(frameMs, () => {
      setGame((current) => advanceGame(current, clock.now() - startedAt.current, random));
    });
  }, [running, clock, random]);

  useEffect(() => {
    if (game.phase === 'over') playAgainRef.current?.focus();
  }, [game.phase]);

  const start = () => {
    startedAt.current = clock.now();
    setGame(startGame());
  };

  const hit = (id: number) => {
    setGame((current) => hitNail(current, id));
    if (soundOn) onHitSound(volume);
  };

  return (
    <div className={styles.game}>
      <dl className={styles.hud} aria-live="off">
        <div className={styles.stat}>
          <dt className={styles.statLabel}>Time</dt>
          <dd className={styles.statValue}>{secondsLeft(game)}s</dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>Score</dt>
          <dd className={styles.statValue}>{game.score}</dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>Missed</dt>
          <dd className={styles.statValue}>{game.missed}</dd>
        </div>
      </dl>

      <div className={styles.board} role="group" aria-label="Nail board">
        {game.nails.map((nail) => (
          <AriaButton
            key={nail.id}
            className={styles.nail}
            style={{ left: `${nail.x}%`, top: `${nail.y}%` }}
            aria-label={nail.isHit ? 'Nail, hammered' : 'Nail, hit it'}
            data-hit={nail.isHit || undefined}
            isDisabled={nail.isHit}
            onPress={() => hit(nail.id)}
          >
            <span className={styles.nailHead} />
          </AriaButton>
        ))}

        {game.phase === 'idle' ? (
          <div className={styles.overlay}>
            <p className={styles.overlayTitle}>Bang the Nails!</p>
            <p>Hit as many nails as you can in 30 seconds. Each one is worth 10 points.</p>
            <Button variant="secondary" size="lg" onClick={start}>
              Start Game
            </Button>
          </div>
        ) : null}

        {game.phase === 'over' ? (
          <div className={styles.overlay} role="status">
            <p className={styles.overlayTitle}>{rankFor(game.score)}</p>
            <p>
              Final score: <strong>{game.score}</strong> · Missed: {game.missed}
            </p>
            <Button ref={playAgainRef} variant="secondary" size="lg" onClick={start}>
              Play Again
            </Button>
          </div>
        ) : null}
      </div>

      <div className={styles.controls}>
        <Switch isSelected={soundOn} onChange={setSoundOn}>
          Sound
        </Switch>
        <Slider
          label="Volume"
          minValue={0}
          maxValue={1}
          step={0.1}
          value={volume}
          onChange={setVolume}
          isDisabled={!soundOn}
        />
      </div>
    </div>
  );
}

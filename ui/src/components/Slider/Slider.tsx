import {
  Label,
  Slider as AriaSlider,
  SliderOutput,
  SliderThumb,
  SliderTrack,
  type SliderProps as AriaSliderProps,
} from 'react-aria-components';
import { fieldStyles } from '../Field';
import * as styles from './Slider.css';

export interface SliderProps extends Omit<AriaSliderProps<number>, 'className' | 'style' | 'children'> {
  label: string;
}

/** A value on a range, by drag or arrow keys; the game's volume is 0 to 1 in steps of 0.1. */
export function Slider({ label, ...props }: SliderProps) {
  return (
    <AriaSlider {...props} className={styles.slider}>
      <Label className={fieldStyles.label}>{label}</Label>
      <SliderOutput className={styles.output} />
      <SliderTrack className={styles.track}>
        {({ state }) => (
          <>
            <span className={styles.fill} style={{ width: `${state.getThumbPercent(0) * 100}%` }} />
            <SliderThumb className={styles.thumb} />
          </>
        )}
      </SliderTrack>
    </AriaSlider>
  );
}

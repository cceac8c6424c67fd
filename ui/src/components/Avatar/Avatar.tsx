import { avatar } from './Avatar.css';
import { initialsOf, toneOf, type AvatarTone } from './initials';

export interface AvatarProps {
  name: string;
  size?: 'md' | 'lg';
  tone?: AvatarTone;
}

/** Initials in a coloured circle; the name is the accessible label. */
export function Avatar({ name, size, tone }: AvatarProps) {
  return (
    <span role="img" aria-label={name} className={avatar({ size, tone: tone ?? toneOf(name) })}>
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
}

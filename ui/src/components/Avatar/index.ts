export { Avatar, type AvatarProps } from './Avatar';
export { initialsOf, toneOf, type AvatarTone } from './initials';

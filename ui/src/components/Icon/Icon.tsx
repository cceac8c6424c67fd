import type { LucideIcon } from 'lucide-react';

export interface IconProps {
  /** One icon from lucide-react, imported by name so the bundle carries only the icons used. */
  icon: LucideIcon;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** A meaningful icon is announced with this label; without it the icon is decoration and hidden. */
  label?: string;
}

const pixels = { sm: 16, md: 20, lg: 24, xl: 32 } as const;

export function Icon({ icon: Glyph, size = 'md', label }: IconProps) {
  return label ? (
    <Glyph size={pixels[size]} role="img" aria-label={label} focusable="false" strokeWidth={2} />
  ) : (
    <Glyph size={pixels[size]} aria-hidden="true" focusable="false" strokeWidth={2} />
  );
}

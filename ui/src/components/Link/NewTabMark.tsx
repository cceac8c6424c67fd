import { ExternalLink } from 'lucide-react';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';

/** What an external link adds after its text: the icon, and the same news for screen readers. */
export function NewTabMark() {
  return (
    <>
      <Icon icon={ExternalLink} size="sm" />
      <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
    </>
  );
}

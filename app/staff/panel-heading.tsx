import { Heading } from '@site/ui/components/Heading';
import { VisuallyHidden } from '@site/ui/components/VisuallyHidden';

/** A tab page's own heading, for the outline screen-reader users navigate by (the tab shows it already). */
export const PanelHeading = ({ children }: { children: string }) => (
  <VisuallyHidden>
    <Heading level={2}>{children}</Heading>
  </VisuallyHidden>
);

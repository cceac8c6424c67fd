import { X } from 'lucide-react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { ButtonLink } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { NavLinks, type SiteHeaderProps } from './NavLinks';
import * as styles from './SiteHeader.css';

interface SiteMenuDrawerProps extends Omit<SiteHeaderProps, 'brandName'> {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The slide-in menu of SiteHeader on smaller screens, a modal dialog. */
export default function SiteMenuDrawer({ isOpen, onOpenChange, getStarted, ...navigation }: SiteMenuDrawerProps) {
  const close = () => onOpenChange(false);
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
      <Modal className={styles.drawer}>
        <Dialog className={styles.drawerDialog} aria-labelledby="site-menu-title">
          <div className={styles.drawerTop}>
            <Heading slot="title" id="site-menu-title" className={styles.drawerTitle}>
              Menu
            </Heading>
            <button type="button" className={styles.menuButton} aria-label="Close menu" onClick={close}>
              <Icon icon={X} size="md" />
            </button>
          </div>
          <nav aria-label="Main">
            <ul className={styles.drawerList}>
              <NavLinks {...navigation} linkClass={styles.drawerLink} onNavigate={close} />
            </ul>
          </nav>
          <ButtonLink href={getStarted.href} variant="secondary" fullWidth onClick={close}>
            {getStarted.label}
          </ButtonLink>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

import { Button, Drawer, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { runtimeConfig } from '../../lib/runtime-config';
import classes from './app-header.module.css';
import type { NavLinkItem } from './nav-links';

interface MobileNavProps {
  isOpen: boolean;
  onClose: () => void;
  links: NavLinkItem[];
  onSignOut?: () => void;
}

/** The phone navigation drawer; it slides in from the side where the reading starts. */
export default function MobileNav({ isOpen, onClose, links, onSignOut }: MobileNavProps) {
  const { t } = useTranslation();
  // Mantine reads left/right as start/end in a right-to-left document: 'left' is the start side.
  return (
    <Drawer opened={isOpen} onClose={onClose} size="xs" title={runtimeConfig().appName} position="left">
      <Stack component="nav" aria-label={t('nav.label')} gap={4}>
        {links.map((link) => (
          <NavLink
            key={link.to}
            to={link.to}
            end={link.to === '/'}
            className={classes.drawerLink}
            onClick={onClose}
          >
            {t(link.key)}
          </NavLink>
        ))}
        {onSignOut && (
          <Button
            variant="light"
            leftSection={<IconLogout size={18} className="aq-mirror" />}
            onClick={onSignOut}
            mt="md"
          >
            {t('header.logout')}
          </Button>
        )}
      </Stack>
    </Drawer>
  );
}

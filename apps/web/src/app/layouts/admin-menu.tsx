import { Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import classes from './app-header.module.css';
import type { NavLinkItem } from './nav-links';

/**
 * An admin's screens (content, reports, profile lists, users) behind one "Administration"
 * button in the header, so that every link fits the header at desktop widths in both languages
 * instead of scrolling out of sight. The button is marked while one of them is open.
 */
export default function AdminMenu({ links }: { links: NavLinkItem[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isCurrent = links.some((link) => pathname === link.to || pathname.startsWith(`${link.to}/`));
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={220}>
      <Menu.Target>
        <UnstyledButton className={classes.link} data-current={isCurrent || undefined}>
          {t('nav.admin')}
          <IconChevronDown size={14} aria-hidden style={{ marginInlineStart: 4, verticalAlign: 'middle' }} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {links.map((link) => (
          <Menu.Item key={link.to} component={NavLink} to={link.to} className={classes.menuLink}>
            {t(link.key)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

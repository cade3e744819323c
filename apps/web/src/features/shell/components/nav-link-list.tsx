import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import type { NavLinkItem } from '../logic/nav-links.ts';
import classes from './site-header.module.css';

interface NavLinkListProps {
  links: NavLinkItem[];
  variant: 'bar' | 'drawer';
  onNavigate?: () => void;
}

export function NavLinkList({ links, variant, onNavigate }: NavLinkListProps) {
  const { t } = useTranslation();
  const href = useCarriedHref();
  return links.map((link) => (
    <NavLink
      key={link.key}
      to={href(link.to)}
      end={link.end}
      className={variant === 'bar' ? classes.link : classes.drawerLink}
      onClick={onNavigate}
    >
      {t(`shell.nav.${link.key}`)}
    </NavLink>
  ));
}

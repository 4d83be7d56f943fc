import { Stack, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { useSession } from '../../shared/session/session-provider';
import { PageLoader } from '../../shared/ui/page-loader';
import classes from './admin-layout.module.css';
import { ADMIN_SECTIONS } from './admin-nav';
import { StaffOnly } from './components/staff-only';

/**
 * The frame of every /admin page: the console's sections, then the page. Only staff get past it; anyone else sees a
 * plain refusal (the API refuses them anyway, 403).
 */
export const AdminLayout = () => {
  const { t } = useTranslation('admin');
  const { status, user } = useSession();
  if (status === 'pending') return <PageLoader />;
  if (!user?.is_staff) return <StaffOnly />;
  return (
    <Stack gap="lg">
      <nav aria-label={t('nav.label')} className={classes.nav}>
        <Text size="xs" c="dimmed" fw={600} tt="uppercase" mb={6} aria-hidden>
          {t('nav.label')}
        </Text>
        <ul>
          {ADMIN_SECTIONS.map((section) => (
            <li key={section.key}>
              <NavLink to={section.href} className={classes.link}>
                {t(`nav.${section.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </Stack>
  );
};

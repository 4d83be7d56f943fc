import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../shared/format/use-format';
import { paths } from '../../shared/navigation/paths';
import { useSession } from '../../shared/session/session-provider';
import { useLogOut } from '../../shared/session/use-log-out';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { UserAvatar } from '../../shared/ui/user-avatar';
import classes from './profile.module.css';

const LINKS = [
  { key: 'information', href: paths.user.information.getHref() },
  { key: 'password', href: paths.user.password.getHref() },
  { key: 'driver', href: paths.user.driver.getHref() },
] as const;

/** user: the account's own menu, with who is logged in and since when (spec section 3, member-since). */
export const UserMenuPage = () => {
  const { t } = useTranslation('profile');
  const { user } = useSession();
  const format = useFormat();
  const logOut = useLogOut(paths.welcome.getHref());
  usePageTitle(t('menu.title'));
  if (!user) return null;

  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{t('menu.title')}</Title>
      <Paper withBorder p="lg">
        <Group gap="md" wrap="nowrap">
          <UserAvatar name={user.name} picture={user.picture} alt="" size={64} />
          <div>
            <Text size="xl" fw={700}>
              {user.name}
            </Text>
            <Text c="dimmed">{t('menu.memberSince', { date: format.date(user.member_since) })}</Text>
          </div>
        </Group>
      </Paper>
      <nav aria-label={t('menu.title')}>
        <ul className={classes.menuList}>
          {LINKS.map(({ key, href }) => (
            <li key={key}>
              <Link to={href} className={classes.menuLink}>
                <span className={classes.menuLinkTitle}>{t(`menu.${key}`)}</span>
                <span className={classes.menuLinkHint}>{t(`menu.${key}Hint`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div>
        <Button variant="outline" color="red.9" onClick={logOut}>
          {t('menu.logOut')}
        </Button>
      </div>
    </Stack>
  );
};

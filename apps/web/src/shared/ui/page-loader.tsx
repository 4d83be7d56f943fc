import { useTranslation } from 'react-i18next';
import classes from './page-loader.module.css';
import { Spinner } from './spinner';

/** Shown while a screen's code arrives (each route is its own bundle); plain, so it needs no Mantine (decision 024). */
export const PageLoader = () => {
  const { t } = useTranslation();
  return (
    <div className={classes.loader} role="status" aria-label={t('loading')}>
      <Spinner />
    </div>
  );
};

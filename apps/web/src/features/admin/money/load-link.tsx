import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../shared/navigation/paths';

/** A link to the load's staff page, or the label alone when the row has no load. */
export const loadLink = (haulId: string | null, label: string) =>
  haulId ? (
    <Anchor component={Link} to={paths.admin.load.getHref({ haulId })}>
      {label}
    </Anchor>
  ) : (
    label
  );

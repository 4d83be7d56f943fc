import type { Driver } from '@freight/domain';
import type { DriverTab } from '../driver-sections';

/** What every section gets: the profile (null before it exists) and the ways on to the next section. */
export type SectionProps = {
  driver: Driver | null;
  /** After a save: the wizard moves on, judging by the profile as saved. */
  onSaved: (driver: Driver) => void;
  /** For sections with nothing to save (they only inform). */
  onContinue: () => void;
  hrefOf: (tab: DriverTab) => string;
};

import type { DriverTab } from '../driver-sections';
import { BaseSection } from './base-section';
import { CommercialSection } from './commercial-section';
import { DepositSection } from './deposit-section';
import { ExperienceSection } from './experience-section';
import { PaymentSection } from './payment-section';
import { ReferencesSection } from './references-section';
import { RegionsSection } from './regions-section';
import type { SectionProps } from './section-props';
import { SubscriptionsSection } from './subscriptions-section';
import { SummarySection } from './summary-section';
import { TypeSection } from './type-section';
import { VehiclesSection } from './vehicles-section';

/** The form of one tab; the same components serve registration and the driver's own profile. */
export const DriverSection = ({ tab, ...props }: SectionProps & { tab: DriverTab }) => {
  switch (tab) {
    case 'type':
      return <TypeSection {...props} />;
    case 'commercial':
      return <CommercialSection {...props} />;
    case 'regions':
      return <RegionsSection {...props} />;
    case 'vehicles':
      return <VehiclesSection {...props} />;
    case 'experience':
      return <ExperienceSection {...props} />;
    case 'references':
      return <ReferencesSection {...props} />;
    case 'subscriptions':
      return <SubscriptionsSection {...props} />;
    case 'deposit':
      return <DepositSection {...props} />;
    case 'payment':
      return <PaymentSection {...props} />;
    case 'base':
      return <BaseSection {...props} />;
    case 'summary':
      return <SummarySection {...props} />;
    default:
      return tab satisfies never;
  }
};

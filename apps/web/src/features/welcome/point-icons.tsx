import { LineIcon } from '../../shared/ui/line-icon';

export const InstantIcon = () => (
  <LineIcon size={28}>
    <path d="M13 2 4 14h7l-1 8 9-12h-7z" />
  </LineIcon>
);

export const HeldMoneyIcon = () => (
  <LineIcon size={28}>
    <rect x="4" y="10" width="16" height="11" rx="2" />
    <path d="M8 10V7a4 4 0 0 1 8 0v3M12 14v3" />
  </LineIcon>
);

export const ScreenedDriverIcon = () => (
  <LineIcon size={28}>
    <path d="M12 3 4 6v6c0 4.5 3.4 8.2 8 9 4.6-.8 8-4.5 8-9V6z" />
    <path d="m8.5 12 2.5 2.5 4.5-5" />
  </LineIcon>
);

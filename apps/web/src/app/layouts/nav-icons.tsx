import { LineIcon } from '../../shared/ui/line-icon';

export const QuoteIcon = () => (
  <LineIcon>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </LineIcon>
);

export const FindIcon = () => (
  <LineIcon>
    <circle cx="11" cy="11" r="7" />
    <path d="M16.5 16.5 21 21" />
  </LineIcon>
);

export const LoadsIcon = () => (
  <LineIcon>
    <path d="M3 7.5 12 3l9 4.5-9 4.5z" />
    <path d="M3 7.5v9L12 21l9-4.5v-9M12 12v9" />
  </LineIcon>
);

export const InviteIcon = () => (
  <LineIcon>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21v-1a7 7 0 0 1 14 0v1M19 8v6M16 11h6" />
  </LineIcon>
);

export const ChatIcon = () => (
  <LineIcon>
    <path d="M4 5h16v11H9l-5 4z" />
  </LineIcon>
);

/** The brand mark: a truck on the prairie green, the same drawing as the favicon. */
export const LogoMark = () => (
  <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
    <rect width="32" height="32" rx="6" fill="#fff" />
    <path d="M5 20h13v-9H5zm13-6h5l4 4v2h-9z" fill="#0e6654" />
    <circle cx="10" cy="22" r="2.5" fill="#e8a200" />
    <circle cx="23" cy="22" r="2.5" fill="#e8a200" />
  </svg>
);

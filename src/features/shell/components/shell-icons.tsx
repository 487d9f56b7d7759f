// The shell's icons, drawn inline in currentColor so they follow the skin's tokens and cost no
// request. Decorative: the button or link around each one carries the name.
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

const base = {
  viewBox: '0 0 24 24',
  width: '1.25em',
  height: '1.25em',
  'aria-hidden': true,
  focusable: false,
} as const;
const stroke = {
  ...base,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const BellIcon = (props: IconProps) => (
  <svg {...stroke} {...props}>
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 8 3 8H3s3-1 3-8M10 20a2 2 0 0 0 4 0" />
  </svg>
);

export const HeadsetIcon = (props: IconProps) => (
  <svg {...stroke} {...props}>
    <path d="M4 15v-3a8 8 0 0 1 16 0v3M4 15a2 2 0 0 0 2 2h1v-5H6a2 2 0 0 0-2 2zm16 0a2 2 0 0 1-2 2h-1v-5h1a2 2 0 0 1 2 2zM17 17c0 2-2 3-5 3" />
  </svg>
);

export const EyeIcon = (props: IconProps) => (
  <svg {...stroke} {...props}>
    <path d="M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);

export const EyeOffIcon = (props: IconProps) => (
  <svg {...stroke} {...props}>
    <path d="M3 3l18 18M10.6 6.1A10 10 0 0 1 12 6c6 0 10 6 10 6a17 17 0 0 1-3.2 3.8M6.6 6.6C3.8 8.4 2 12 2 12s4 7 10 7a9 9 0 0 0 4.4-1.1M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </svg>
);

export const RefreshIcon = (props: IconProps) => (
  <svg {...stroke} {...props}>
    <path d="M20 11a8 8 0 0 0-14.7-4.3L4 8M4 4v4h4M4 13a8 8 0 0 0 14.7 4.3L20 16M20 20v-4h-4" />
  </svg>
);

export const MenuIcon = (props: IconProps) => (
  <svg {...stroke} {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);

export const CloseIcon = (props: IconProps) => (
  <svg {...stroke} {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);

export const ChevronIcon = (props: IconProps) => (
  <svg {...stroke} {...props}>
    <path d="M9 6l6 6-6 6" />
  </svg>
);

export const ModeIcon = (props: IconProps) => (
  <svg {...stroke} {...props}>
    <path d="M12 3a9 9 0 1 0 9 9 7 7 0 0 1-9-9z" />
  </svg>
);

// The phone tab bar's entries.
export const HomeIcon = (props: IconProps) => (
  <svg {...stroke} {...props}>
    <path d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" />
  </svg>
);

export const SearchIcon = (props: IconProps) => (
  <svg {...stroke} {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="M21 21l-5-5" />
  </svg>
);

export const GiftIcon = (props: IconProps) => (
  <svg {...stroke} {...props}>
    <path d="M4 11h16v10H4zM3 7h18v4H3zM12 7v14M12 7S10 3 8 3.5 7 7 12 7zm0 0s2-4 4-3.5S17 7 12 7" />
  </svg>
);

export const WalletIcon = (props: IconProps) => (
  <svg {...stroke} {...props}>
    <path d="M3 7a2 2 0 0 1 2-2h13v4M3 7v11a2 2 0 0 0 2 2h15V9H5a2 2 0 0 1-2-2zM16 14h1" />
  </svg>
);

export const WithdrawIcon = (props: IconProps) => (
  <svg {...stroke} {...props}>
    <path d="M12 3v12M7 10l5 5 5-5M4 21h16" />
  </svg>
);

export const UserIcon = (props: IconProps) => (
  <svg {...stroke} {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </svg>
);

export const HeartIcon = (props: IconProps) => (
  <svg {...stroke} {...props}>
    <path d="M12 20s-7-4.5-9-9a4.5 4.5 0 0 1 9-3 4.5 4.5 0 0 1 9 3c-2 4.5-9 9-9 9z" />
  </svg>
);

export const ClockIcon = (props: IconProps) => (
  <svg {...stroke} {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </svg>
);

export const StarIcon = (props: IconProps) => (
  <svg {...stroke} {...props}>
    <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />
  </svg>
);

export const MailIcon = (props: IconProps) => (
  <svg {...stroke} {...props}>
    <path d="M3 5h18v14H3zM3 6l9 7 9-7" />
  </svg>
);

import classes from './landscape-picture.module.css';

/**
 * The welcome page's picture, drawn rather than downloaded: a prairie morning with a grain elevator and a truck
 * hauling an air seeder. Decorative only, so it is hidden from assistive technology.
 */
export const LandscapePicture = () => (
  <svg
    className={classes.picture}
    viewBox="0 0 1600 1000"
    preserveAspectRatio="xMidYMid slice"
    aria-hidden="true"
    focusable="false"
  >
    <defs>
      <linearGradient id="landscape-sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#3f8fc2" />
        <stop offset="0.45" stopColor="#9fd0e8" />
        <stop offset="0.6" stopColor="#f6e7bd" />
      </linearGradient>
      <linearGradient id="landscape-field" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#d9b85e" />
        <stop offset="1" stopColor="#b48d34" />
      </linearGradient>
    </defs>
    <rect width="1600" height="1000" fill="url(#landscape-sky)" />
    <circle cx="1330" cy="440" r="80" fill="#fff6d5" opacity="0.9" />
    <g fill="#ffffff" opacity="0.75">
      <ellipse cx="300" cy="190" rx="130" ry="26" />
      <ellipse cx="380" cy="170" rx="80" ry="24" />
      <ellipse cx="1250" cy="130" rx="150" ry="22" />
      <ellipse cx="820" cy="260" rx="100" ry="16" />
    </g>
    <path d="M0 585C220 548 420 566 640 552S1040 536 1260 556 1520 546 1600 560V1000H0Z" fill="#7fae8c" />
    <g fill="#a8483a" transform="translate(950 0)">
      <rect x="452" y="452" width="56" height="118" />
      <rect x="466" y="420" width="28" height="36" />
      <path d="M462 420h36l-18-18z" />
      <rect x="508" y="510" width="40" height="60" />
    </g>
    <path d="M0 612C300 596 560 604 820 598S1300 590 1600 606V1000H0Z" fill="url(#landscape-field)" />
    <g stroke="#a98430" strokeWidth="3" fill="none" opacity="0.6">
      <path d="M0 640C400 628 1200 628 1600 642" />
      <path d="M0 662C400 650 1200 650 1600 664" />
    </g>
    <rect x="0" y="676" width="1600" height="34" fill="#50565c" />
    <path d="M0 693H1600" stroke="#f1e6c8" strokeWidth="3" strokeDasharray="28 22" />
    <path d="M0 710H1600V1000H0Z" fill="#6f9e5a" />
    <g stroke="#5c8a4a" strokeWidth="4" opacity="0.7">
      <path d="M0 780C500 760 1100 800 1600 770" fill="none" />
      <path d="M0 860C600 830 1000 880 1600 850" fill="none" />
    </g>
    <g transform="translate(390 0)">
      <rect x="612" y="662" width="268" height="12" rx="2" fill="#3b4046" />
      <rect x="648" y="622" width="128" height="40" rx="6" fill="#2f7d3a" />
      <rect x="676" y="598" width="72" height="28" rx="10" fill="#3f9a4b" />
      <rect x="784" y="640" width="64" height="8" fill="#2f7d3a" />
      <rect x="880" y="612" width="66" height="62" rx="6" fill="#c0392b" />
      <rect x="918" y="622" width="22" height="20" rx="3" fill="#d9eef7" />
      <rect x="944" y="638" width="30" height="36" rx="4" fill="#c0392b" />
      <g fill="#1f2326">
        <circle cx="640" cy="680" r="11" />
        <circle cx="666" cy="680" r="11" />
        <circle cx="850" cy="680" r="11" />
        <circle cx="904" cy="680" r="11" />
        <circle cx="956" cy="680" r="11" />
      </g>
    </g>
  </svg>
);

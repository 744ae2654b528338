/** Inline illustrations of the intro (no external assets); the caller passes the translated alt text. */
interface IllustrationProps {
  alt: string;
}

export function DriverIllustration({ alt }: IllustrationProps) {
  return (
    <svg
      className="posting-illustration"
      viewBox="0 0 240 140"
      role="img"
      aria-label={alt}
      focusable="false"
    >
      <title>{alt}</title>
      <rect x="0" y="118" width="240" height="6" rx="3" fill="#c8c8c8" />
      <path
        d="M30 100 L48 64 Q54 54 66 54 H160 Q172 54 180 64 L200 92 Q214 94 214 106 V112 H30 Z"
        fill="#1c69d4"
      />
      <path d="M62 62 H108 V88 H52 Z" fill="#dbe8fb" />
      <path d="M116 62 H158 Q166 62 171 70 L184 88 H116 Z" fill="#dbe8fb" />
      <circle cx="84" cy="74" r="8" fill="#0f4fa8" />
      <path d="M74 88 Q84 78 94 88 Z" fill="#0f4fa8" />
      <circle cx="70" cy="114" r="16" fill="#1a1a1a" />
      <circle cx="70" cy="114" r="7" fill="#f2f4f7" />
      <circle cx="174" cy="114" r="16" fill="#1a1a1a" />
      <circle cx="174" cy="114" r="7" fill="#f2f4f7" />
      <path d="M140 30 h24 M152 18 v24" stroke="#1c69d4" strokeWidth="6" strokeLinecap="round" />
    </svg>
  );
}

export function PassengerIllustration({ alt }: IllustrationProps) {
  return (
    <svg
      className="posting-illustration"
      viewBox="0 0 240 140"
      role="img"
      aria-label={alt}
      focusable="false"
    >
      <title>{alt}</title>
      <rect x="0" y="118" width="240" height="6" rx="3" fill="#c8c8c8" />
      <rect x="150" y="24" width="8" height="94" fill="#5c5c5c" />
      <circle cx="154" cy="26" r="18" fill="#1c69d4" />
      <path d="M146 26 h16" stroke="#ffffff" strokeWidth="4" strokeLinecap="round" />
      <circle cx="92" cy="42" r="14" fill="#0f4fa8" />
      <path d="M70 118 V80 Q70 62 92 62 Q114 62 114 80 V118 Z" fill="#1c69d4" />
      <rect x="112" y="86" width="26" height="22" rx="4" fill="#5c5c5c" />
      <path d="M118 86 v-6 h14 v6" fill="none" stroke="#5c5c5c" strokeWidth="3" />
    </svg>
  );
}

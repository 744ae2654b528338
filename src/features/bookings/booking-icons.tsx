/** Icons of the booking card; decorative (the texts beside them say the same). */
export function CarPoolingLogo() {
  return (
    <svg
      className="booking-card__logo"
      width={32}
      height={32}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="8" fill="#1c69d4" />
      <path
        d="M7 20 L9.5 14.5 Q10.3 13 12 13 H20 Q21.7 13 22.5 14.5 L25 20 V23 H7 Z"
        fill="#ffffff"
      />
      <circle cx="11.5" cy="23" r="2.5" fill="#0f4fa8" />
      <circle cx="20.5" cy="23" r="2.5" fill="#0f4fa8" />
      <circle cx="13" cy="9" r="2" fill="#ffffff" />
      <circle cx="19" cy="9" r="2" fill="#ffffff" />
    </svg>
  );
}

export function ActiveIcon() {
  return (
    <svg
      className="booking-card__active-icon"
      width={16}
      height={16}
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="8" cy="8" r="7" fill="#1e8e3e" />
      <path
        d="M4.5 8.2 L7 10.5 L11.5 5.5"
        fill="none"
        stroke="#ffffff"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

import { useId } from 'react';

/** A bridge with a missing piece between two hills; drawn for Spona (credited on the error page). */
export function BrokenBridgeIllustration({ title }: { title: string }) {
  const titleId = useId();
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      viewBox="0 0 320 160"
      width="100%"
      style={{ maxWidth: 320, height: 'auto' }}
    >
      <title id={titleId}>{title}</title>
      <rect width="320" height="160" rx="16" fill="#f3f0ff" />
      <circle cx="262" cy="38" r="16" fill="#ffd43b" />
      <path d="M0 160V104c30-14 62-18 96-10l12 66Z" fill="#9775fa" />
      <path d="M320 160V100c-32-12-66-14-98-4l-10 64Z" fill="#9775fa" />
      <path d="M96 94h52M172 94h50" stroke="#5f3dc4" strokeWidth="8" strokeLinecap="round" />
      <path
        d="M104 94v-22M128 94v-30M148 94v-24M172 94v-24M194 94v-30M216 94v-22M104 72q22-18 44-2M172 70q22-16 44 2"
        stroke="#5f3dc4"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M150 104l6 14M168 104l-4 18M158 126l2 8"
        stroke="#7048e8"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path d="M0 148h320" stroke="#5f3dc4" strokeWidth="3" strokeDasharray="10 8" opacity="0.35" />
    </svg>
  );
}

import type { ReactNode } from 'react';

/** Small stroke icons used inside the shared components. Always decorative: the control carries the name. */
function Icon({ size = 16, children }: { size?: number; children: ReactNode }) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth={1.75}
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export function ChevronDownIcon({ size }: { size?: number }) {
  return <Icon size={size}><path d="M4 6l4 4 4-4" /></Icon>;
}

export function ChevronLeftIcon({ size }: { size?: number }) {
  return <Icon size={size}><path d="M10 4L6 8l4 4" /></Icon>;
}

export function ChevronRightIcon({ size }: { size?: number }) {
  return <Icon size={size}><path d="M6 4l4 4-4 4" /></Icon>;
}

export function CloseIcon({ size }: { size?: number }) {
  return <Icon size={size}><path d="M4 4l8 8M12 4l-8 8" /></Icon>;
}

export function CheckIcon({ size }: { size?: number }) {
  return <Icon size={size}><path d="M3.5 8.5l3 3 6-7" /></Icon>;
}

export function MinusIcon({ size }: { size?: number }) {
  return <Icon size={size}><path d="M4 8h8" /></Icon>;
}

export function PlusIcon({ size }: { size?: number }) {
  return <Icon size={size}><path d="M8 4v8M4 8h8" /></Icon>;
}

export function CalendarIcon({ size }: { size?: number }) {
  return (
    <Icon size={size}>
      <rect x="2.5" y="3.5" width="11" height="10" rx="1.5" />
      <path d="M2.5 6.5h11M5.5 2v3M10.5 2v3" />
    </Icon>
  );
}

export function ArrowUpIcon({ size }: { size?: number }) {
  return <Icon size={size}><path d="M8 12.5v-9M4.5 7L8 3.5 11.5 7" /></Icon>;
}

export function ArrowDownIcon({ size }: { size?: number }) {
  return <Icon size={size}><path d="M8 3.5v9M4.5 9L8 12.5 11.5 9" /></Icon>;
}

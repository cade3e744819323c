import type { InterviewKind } from '@opencareers/contracts/interviews';
import { IconBuilding, IconPhone, IconVideo } from '@tabler/icons-react';

const icons = { video: IconVideo, phone: IconPhone, onsite: IconBuilding } as const;

/** The icon of an interview kind; decorative, the kind is always written beside it. */
export function KindIcon({ kind, size = 18 }: { kind: InterviewKind; size?: number }) {
  const Icon = icons[kind];
  return <Icon size={size} aria-hidden stroke={1.75} />;
}

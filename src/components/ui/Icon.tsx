import {
  Activity,
  Brain,
  CalendarHeart,
  CigaretteOff,
  ClipboardList,
  Crosshair,
  Flower2,
  GraduationCap,
  HandHeart,
  HeartHandshake,
  HeartPulse,
  Leaf,
  Lock,
  type LucideIcon,
  MessageCircle,
  Moon,
  Plane,
  Repeat,
  Shield,
  Smile,
  Sparkles,
  Sun,
  Syringe,
  Target,
  Thermometer,
  Users,
  Video,
  Waves,
} from 'lucide-react';
import type { IconName } from '#/schemas/icon.ts';

const ICONS: Record<IconName, LucideIcon> = {
  anxiety: Brain,
  confidence: Sparkles,
  sleep: Moon,
  phobias: Shield,
  habits: Repeat,
  performance: Target,
  menopause: Flower2,
  pain: HandHeart,
  smoking: CigaretteOff,
  teens: GraduationCap,
  dental: Smile,
  probono: HeartHandshake,
  private: Lock,
  heart: HeartPulse,
  calm: Waves,
  mood: Sun,
  focus: Crosshair,
  body: Leaf,
  needle: Syringe,
  social: Users,
  panic: Activity,
  travel: Plane,
  temperature: Thermometer,
  online: Video,
  consultation: MessageCircle,
  plan: ClipboardList,
  session: CalendarHeart,
  support: HeartHandshake,
};

interface Props {
  name: IconName;
  className?: string;
}

/** Decorative, so hidden from screen readers. */
export default function Icon({ name, className = 'size-6' }: Props) {
  const Glyph = ICONS[name];
  return <Glyph className={className} aria-hidden="true" focusable="false" strokeWidth={1.75} />;
}

// A placeholder drawn in the page (no request, so it cannot fail): initials on a colour derived from
// the address. Shown where a logo is missing, not http(s), or fails to load.
import { iconHue, iconInitials } from './generatedIcon';
import './generatedIcon.css';

/** Props of GeneratedIcon. */
export interface GeneratedIconProps {
  /** Text the initials come from (a symbol or collection name). */
  text: string;
  /** Stable seed of the colour (the token or collection address). */
  seed: string;
  className?: string;
  /** Accessible name; without it the icon is decoration (hidden from readers). */
  label?: string;
}

/** Renders the initials of `text` on a colour taken from `seed`. */
export function GeneratedIcon({ text, seed, className = '', label }: GeneratedIconProps) {
  return (
    <span
      className={`generated-icon ${className}`.trim()}
      // Lightness fixed at 30 %: white initials keep a 5.2:1 contrast on every hue (the worst is
      // yellow, 60°), above WCAG AA for small text (4.5:1); 36 % gave 3.9:1.
      style={{ backgroundColor: `hsl(${iconHue(seed)} 45% 30%)` }}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-generated-icon=""
    >
      <span aria-hidden="true">{iconInitials(text)}</span>
    </span>
  );
}

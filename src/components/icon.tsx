import { createElement } from 'react';
import type { IconNode } from 'lucide';

/**
 * An icon from Lucide (import its node: `import { Tag } from 'lucide'`, tree-shaken to the icons
 * used). Drawn here rather than by lucide-react: the same SVG without that package's runtime,
 * which the first visit's JavaScript budget has no room for. Always beside words, so hidden
 * from assistive tech; the words name the control.
 */
export function Icon({ node, className }: { node: IconNode; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}

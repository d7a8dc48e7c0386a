/** An island's title tag for a heading level (one below the chapter section it stands in), h2–h6. */
export type Heading = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export const headingTag = (level: number | string | undefined, fallback = 4): Heading =>
  `h${Math.max(2, Math.min(6, Number(level) || fallback))}` as Heading;
